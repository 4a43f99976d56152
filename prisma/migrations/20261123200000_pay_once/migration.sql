-- A transfer for an order whose items the buyer already owns is credited to the main wallet.
ALTER TABLE `orders` MODIFY `status` ENUM('pending', 'paid', 'expired', 'cancelled', 'credited_to_wallet') NOT NULL DEFAULT 'pending';

ALTER TABLE `ledger_transactions` MODIFY `type` ENUM('deposit', 'order_payment', 'wallet_purchase', 'bonus_grant', 'bonus_expiry', 'payment_to_wallet') NOT NULL;
