-- The accounts that may never go below zero (a learner's wallets, an instructor's earnings, an
-- affiliate's pending commissions) are guarded by the database itself: a balance update that would
-- take one negative fails, and with it the posting's transaction (LedgerService maps the failure to
-- "Số dư ví không đủ"). The posting no longer locks and reads those rows first (issue 33). Two
-- constraints, so the error names which wallet fell short. Prisma's schema cannot express them.
ALTER TABLE `ledger_accounts`
  ADD CONSTRAINT `ledger_bonus_non_negative` CHECK (`kind` <> 'user_bonus' OR `balance` >= 0),
  ADD CONSTRAINT `ledger_balance_non_negative` CHECK (`kind` NOT IN ('user_main', 'instructor_earnings', 'affiliate_pending') OR `balance` >= 0);
