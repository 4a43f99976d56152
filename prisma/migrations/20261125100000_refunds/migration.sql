-- Refunds and the order lifecycle (docs/commerce.md, "Refunds"): refund requests from buyers, refunds
-- that reverse every share of a sale in proportion, the refund policy as dated versions, the bonus
-- grants each wallet order spent (a refund gives bonus money back to its own grant), and what each
-- order line and affiliate commission has given back so far.
-- AlterEnum
ALTER TABLE `orders` MODIFY `status` ENUM('pending', 'paid', 'expired', 'cancelled', 'credited_to_wallet', 'refund_requested', 'partially_refunded', 'refunded') NOT NULL DEFAULT 'pending';
ALTER TABLE `ledger_transactions` MODIFY `type` ENUM('deposit', 'order_payment', 'wallet_purchase', 'bonus_grant', 'bonus_expiry', 'payment_to_wallet', 'commission_signup', 'commission_approval', 'commission_rejection', 'payout', 'refund') NOT NULL;
ALTER TABLE `affiliate_conversions` MODIFY `status` ENUM('pending', 'approved', 'paid', 'rejected', 'reversed') NOT NULL DEFAULT 'pending';

-- AlterTable
ALTER TABLE `orders` ADD COLUMN `refunded_amount` BIGINT NOT NULL DEFAULT 0;
ALTER TABLE `order_items` ADD COLUMN `refunded_amount` BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN `access_revoked_at` DATETIME(3) NULL;
ALTER TABLE `affiliate_conversions` ADD COLUMN `reversed_amount` BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE `bonus_spends` (
    `id` CHAR(36) NOT NULL,
    `order_id` CHAR(36) NOT NULL,
    `grant_id` CHAR(36) NOT NULL,
    `amount` BIGINT NOT NULL,
    `restored` BIGINT NOT NULL DEFAULT 0,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE INDEX `bonus_spends_order_id_grant_id_key`(`order_id`, `grant_id`),
    INDEX `bonus_spends_grant_id_idx`(`grant_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `refund_policies` (
    `id` CHAR(36) NOT NULL,
    `effective_from` DATETIME(3) NOT NULL,
    `max_days` SMALLINT NOT NULL,
    `max_progress_percent` SMALLINT NOT NULL,
    `created_by_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    INDEX `refund_policies_effective_from_idx`(`effective_from`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `refund_requests` (
    `id` CHAR(36) NOT NULL,
    `order_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `reason` VARCHAR(1000) NOT NULL,
    `method` ENUM('wallet', 'bank_transfer') NOT NULL,
    `order_item_ids` JSON NOT NULL,
    `status` ENUM('pending', 'approved', 'rejected') NOT NULL DEFAULT 'pending',
    `decided_by_id` CHAR(36) NULL,
    `decided_at` DATETIME(3) NULL,
    `decision_note` VARCHAR(500) NULL,
    `refund_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,
    INDEX `refund_requests_status_created_at_idx`(`status`, `created_at`),
    INDEX `refund_requests_order_id_idx`(`order_id`),
    INDEX `refund_requests_user_id_idx`(`user_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `refunds` (
    `id` CHAR(36) NOT NULL,
    `idempotency_key` VARCHAR(64) NOT NULL,
    `order_id` CHAR(36) NOT NULL,
    `method` ENUM('wallet', 'bank_transfer') NOT NULL,
    `amount` BIGINT NOT NULL,
    `to_main` BIGINT NOT NULL,
    `to_bank` BIGINT NOT NULL,
    `to_bonus` BIGINT NOT NULL,
    `bonus_expired` BIGINT NOT NULL,
    `from_instructors` BIGINT NOT NULL,
    `from_affiliates` BIGINT NOT NULL,
    `from_platform` BIGINT NOT NULL,
    `instructor_shortfall` BIGINT NOT NULL,
    `reason` VARCHAR(500) NULL,
    `reference` VARCHAR(100) NULL,
    `bank_name` VARCHAR(100) NULL,
    `account_number` VARCHAR(30) NULL,
    `account_holder` VARCHAR(100) NULL,
    `ledger_transaction_id` CHAR(36) NULL,
    `created_by_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE INDEX `refunds_idempotency_key_key`(`idempotency_key`),
    INDEX `refunds_order_id_idx`(`order_id`),
    INDEX `refunds_created_at_idx`(`created_at`),
    INDEX `refunds_ledger_transaction_id_idx`(`ledger_transaction_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `refund_lines` (
    `id` CHAR(36) NOT NULL,
    `refund_id` CHAR(36) NOT NULL,
    `order_item_id` CHAR(36) NOT NULL,
    `amount` BIGINT NOT NULL,
    `instructor_amount` BIGINT NOT NULL,
    `affiliate_amount` BIGINT NOT NULL,
    `platform_amount` BIGINT NOT NULL,
    `access_revoked` BOOLEAN NOT NULL,
    INDEX `refund_lines_refund_id_idx`(`refund_id`),
    INDEX `refund_lines_order_item_id_idx`(`order_item_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `bonus_spends` ADD CONSTRAINT `bonus_spends_order_id_fkey` FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `bonus_spends` ADD CONSTRAINT `bonus_spends_grant_id_fkey` FOREIGN KEY (`grant_id`) REFERENCES `bonus_grants`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `refund_requests` ADD CONSTRAINT `refund_requests_order_id_fkey` FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `refund_requests` ADD CONSTRAINT `refund_requests_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `refunds` ADD CONSTRAINT `refunds_order_id_fkey` FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `refund_lines` ADD CONSTRAINT `refund_lines_refund_id_fkey` FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `refund_lines` ADD CONSTRAINT `refund_lines_order_item_id_fkey` FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- The first policy, in force since 2000: a request within 7 days of payment, before 30 % of a course is done.
INSERT INTO `refund_policies` (`id`, `effective_from`, `max_days`, `max_progress_percent`, `created_at`)
VALUES (UUID(), '2000-01-01 00:00:00.000', 7, 30, CURRENT_TIMESTAMP(3));
