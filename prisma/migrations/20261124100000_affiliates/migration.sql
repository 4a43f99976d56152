-- The two-tier affiliate programme (docs/affiliates.md): referral codes and the upline fixed at
-- registration, de-duplicated clicks, conversions (one per SIGNUP, one per paid order line and tier),
-- dated settings, bank details and payouts for affiliates and instructors, and the ledger accounts
-- and transaction types that carry their money.

-- AlterTable
ALTER TABLE `users` ADD COLUMN `affiliate_code` VARCHAR(20) NULL,
    ADD COLUMN `affiliate_joined_at` DATETIME(3) NULL,
    ADD COLUMN `referred_by_id` CHAR(36) NULL,
    ADD COLUMN `referred_at` DATETIME(3) NULL,
    ADD COLUMN `registration_ip` VARCHAR(45) NULL,
    ADD COLUMN `last_sign_in_ip` VARCHAR(45) NULL,
    ADD COLUMN `last_sign_in_device` CHAR(16) NULL;

CREATE UNIQUE INDEX `users_affiliate_code_key` ON `users`(`affiliate_code`);
CREATE INDEX `users_referred_by_id_created_at_idx` ON `users`(`referred_by_id`, `created_at`);
CREATE INDEX `users_registration_ip_created_at_idx` ON `users`(`registration_ip`, `created_at`);

-- AlterTable
ALTER TABLE `orders` ADD COLUMN `buyer_ip` VARCHAR(45) NULL,
    ADD COLUMN `buyer_device` CHAR(16) NULL;

-- AlterEnum
ALTER TABLE `ledger_accounts` MODIFY `kind` ENUM('user_main', 'user_bonus', 'instructor_earnings', 'platform_revenue', 'bank_clearing', 'bonus_funding', 'affiliate_pending', 'affiliate_payable', 'tax_payable', 'commission_expense') NOT NULL;

ALTER TABLE `ledger_transactions` MODIFY `type` ENUM('deposit', 'order_payment', 'wallet_purchase', 'bonus_grant', 'bonus_expiry', 'payment_to_wallet', 'commission_signup', 'commission_approval', 'commission_rejection', 'payout') NOT NULL;

-- CreateTable
CREATE TABLE `affiliate_settings` (
    `id` CHAR(36) NOT NULL,
    `effective_from` DATETIME(3) NOT NULL,
    `direct_rate_percent` SMALLINT NOT NULL,
    `team_rate_percent` SMALLINT NOT NULL,
    `level_rates` JSON NOT NULL,
    `signup_commission` BIGINT NOT NULL,
    `cookie_days` SMALLINT NOT NULL,
    `holding_days` SMALLINT NOT NULL,
    `minimum_payout` BIGINT NOT NULL,
    `max_signups_per_ip_per_day` SMALLINT NOT NULL,
    `tax_rules` JSON NOT NULL,
    `created_by_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `affiliate_settings_effective_from_idx`(`effective_from`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `affiliate_clicks` (
    `id` CHAR(36) NOT NULL,
    `affiliate_user_id` CHAR(36) NOT NULL,
    `dedupe_key` CHAR(64) NOT NULL,
    `ip` VARCHAR(45) NOT NULL,
    `device` CHAR(16) NOT NULL,
    `source` VARCHAR(200) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `affiliate_clicks_dedupe_key_key`(`dedupe_key`),
    INDEX `affiliate_clicks_affiliate_user_id_created_at_idx`(`affiliate_user_id`, `created_at`),
    INDEX `affiliate_clicks_ip_created_at_idx`(`ip`, `created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `affiliate_click_days` (
    `affiliate_user_id` CHAR(36) NOT NULL,
    `day` DATE NOT NULL,
    `clicks` INTEGER UNSIGNED NOT NULL,

    INDEX `affiliate_click_days_day_idx`(`day`),
    PRIMARY KEY (`affiliate_user_id`, `day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `affiliate_conversions` (
    `id` CHAR(36) NOT NULL,
    `type` ENUM('SIGNUP', 'COURSE_ENROLLMENT') NOT NULL,
    `tier` ENUM('direct', 'team') NOT NULL,
    `dedupe_key` VARCHAR(100) NOT NULL,
    `affiliate_user_id` CHAR(36) NOT NULL,
    `referred_user_id` CHAR(36) NOT NULL,
    `order_id` CHAR(36) NULL,
    `order_item_id` CHAR(36) NULL,
    `course_id` CHAR(36) NULL,
    `tool_plan_id` CHAR(36) NULL,
    `item_title` VARCHAR(300) NULL,
    `base_amount` BIGINT NOT NULL,
    `rate_percent` SMALLINT NOT NULL,
    `affiliate_level` SMALLINT NOT NULL,
    `amount` BIGINT NOT NULL,
    `status` ENUM('pending', 'approved', 'paid', 'rejected') NOT NULL DEFAULT 'pending',
    `flagged` BOOLEAN NOT NULL DEFAULT false,
    `flag_reasons` JSON NOT NULL,
    `hold_until` DATETIME(3) NOT NULL,
    `reviewed_by_id` CHAR(36) NULL,
    `reviewed_at` DATETIME(3) NULL,
    `review_notes` VARCHAR(500) NULL,
    `payout_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `affiliate_conversions_dedupe_key_key`(`dedupe_key`),
    INDEX `affiliate_conversions_affiliate_user_id_type_created_at_idx`(`affiliate_user_id`, `type`, `created_at`),
    INDEX `affiliate_conversions_affiliate_user_id_status_idx`(`affiliate_user_id`, `status`),
    INDEX `affiliate_conversions_status_flagged_hold_until_idx`(`status`, `flagged`, `hold_until`),
    INDEX `affiliate_conversions_referred_user_id_idx`(`referred_user_id`),
    INDEX `affiliate_conversions_order_id_idx`(`order_id`),
    INDEX `affiliate_conversions_created_at_idx`(`created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `payout_accounts` (
    `user_id` CHAR(36) NOT NULL,
    `bank_bin` VARCHAR(8) NOT NULL,
    `bank_name` VARCHAR(100) NOT NULL,
    `account_number` VARCHAR(30) NOT NULL,
    `account_holder` VARCHAR(100) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    PRIMARY KEY (`user_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `payouts` (
    `id` CHAR(36) NOT NULL,
    `idempotency_key` VARCHAR(64) NOT NULL,
    `kind` ENUM('affiliate', 'instructor') NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `method` ENUM('bank_transfer', 'wallet') NOT NULL,
    `gross` BIGINT NOT NULL,
    `tax_withheld` BIGINT NOT NULL,
    `net` BIGINT NOT NULL,
    `tax_rate_percent` SMALLINT NOT NULL,
    `tax_threshold` BIGINT NOT NULL,
    `bank_bin` VARCHAR(8) NULL,
    `bank_name` VARCHAR(100) NULL,
    `account_number` VARCHAR(30) NULL,
    `account_holder` VARCHAR(100) NULL,
    `reference` VARCHAR(100) NULL,
    `paid_by_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `payouts_idempotency_key_key`(`idempotency_key`),
    INDEX `payouts_user_id_created_at_idx`(`user_id`, `created_at`),
    INDEX `payouts_kind_created_at_idx`(`kind`, `created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `users` ADD CONSTRAINT `users_referred_by_id_fkey` FOREIGN KEY (`referred_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `affiliate_clicks` ADD CONSTRAINT `affiliate_clicks_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `affiliate_click_days` ADD CONSTRAINT `affiliate_click_days_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `affiliate_conversions` ADD CONSTRAINT `affiliate_conversions_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `affiliate_conversions` ADD CONSTRAINT `affiliate_conversions_referred_user_id_fkey` FOREIGN KEY (`referred_user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `affiliate_conversions` ADD CONSTRAINT `affiliate_conversions_payout_id_fkey` FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `payout_accounts` ADD CONSTRAINT `payout_accounts_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `payouts` ADD CONSTRAINT `payouts_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- The programme's first settings (SPEC: direct 30%, team 20%; cookies 30 days) and the personal income
-- tax rule: 10% withheld from a payment of at least 2,000,000 đ, from 2026-07-01 at least 5,000,000 đ
-- (Decree 253/2026/NĐ-CP art. 50.2 under PIT Law 109/2025/QH15).
INSERT INTO `affiliate_settings` (`id`, `effective_from`, `direct_rate_percent`, `team_rate_percent`, `level_rates`, `signup_commission`, `cookie_days`, `holding_days`, `minimum_payout`, `max_signups_per_ip_per_day`, `tax_rules`, `created_at`)
VALUES (UUID(), '2000-01-01 00:00:00.000', 30, 20, '[]', 0, 30, 14, 200000, 5,
    '[{"from":"2000-01-01","ratePercent":10,"threshold":2000000},{"from":"2026-07-01","ratePercent":10,"threshold":5000000}]', CURRENT_TIMESTAMP(3));
