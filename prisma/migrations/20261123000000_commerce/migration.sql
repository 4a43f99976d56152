-- Commerce and money: the ledger, discount codes, orders, enrollments, tool subscriptions,
-- deposits, bonus codes and grants, bank transfers received by webhook.

-- CreateTable
CREATE TABLE `ledger_accounts` (
    `id` CHAR(36) NOT NULL,
    `kind` ENUM('user_main', 'user_bonus', 'instructor_earnings', 'platform_revenue', 'bank_clearing', 'bonus_funding') NOT NULL,
    `user_id` CHAR(36) NULL,
    `key` VARCHAR(80) NOT NULL,
    `balance` BIGINT NOT NULL DEFAULT 0,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `ledger_accounts_key_key`(`key`),
    INDEX `ledger_accounts_kind_idx`(`kind`),
    INDEX `ledger_accounts_user_id_idx`(`user_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `ledger_transactions` (
    `id` CHAR(36) NOT NULL,
    `type` ENUM('deposit', 'order_payment', 'wallet_purchase', 'bonus_grant', 'bonus_expiry') NOT NULL,
    `user_id` CHAR(36) NULL,
    `description` VARCHAR(300) NOT NULL,
    `order_id` CHAR(36) NULL,
    `deposit_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `ledger_transactions_created_at_idx`(`created_at`),
    INDEX `ledger_transactions_user_id_created_at_idx`(`user_id`, `created_at`),
    INDEX `ledger_transactions_type_created_at_idx`(`type`, `created_at`),
    INDEX `ledger_transactions_order_id_idx`(`order_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `ledger_entries` (
    `id` CHAR(36) NOT NULL,
    `transaction_id` CHAR(36) NOT NULL,
    `account_id` CHAR(36) NOT NULL,
    `amount` BIGINT NOT NULL,
    `course_id` CHAR(36) NULL,
    `tool_plan_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `ledger_entries_transaction_id_idx`(`transaction_id`),
    INDEX `ledger_entries_account_id_created_at_idx`(`account_id`, `created_at`),
    INDEX `ledger_entries_course_id_idx`(`course_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `discount_codes` (
    `id` CHAR(36) NOT NULL,
    `code` VARCHAR(40) NOT NULL,
    `type` ENUM('percentage', 'fixed_amount') NOT NULL,
    `value` BIGINT NOT NULL,
    `expires_at` DATETIME(3) NULL,
    `usage_limit` INTEGER NULL,
    `times_used` INTEGER NOT NULL DEFAULT 0,
    `times_reserved` INTEGER NOT NULL DEFAULT 0,
    `is_active` BOOLEAN NOT NULL DEFAULT true,
    `applies_to` ENUM('all', 'specific_courses', 'specific_tools') NOT NULL DEFAULT 'all',
    `applicable_course_ids` JSON NOT NULL,
    `applicable_tool_plan_ids` JSON NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `discount_codes_code_key`(`code`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `orders` (
    `id` CHAR(36) NOT NULL,
    `code` VARCHAR(20) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `status` ENUM('pending', 'paid', 'expired', 'cancelled') NOT NULL DEFAULT 'pending',
    `payment_method` ENUM('bank_transfer', 'wallet') NOT NULL,
    `subtotal` BIGINT NOT NULL,
    `discount_amount` BIGINT NOT NULL DEFAULT 0,
    `total` BIGINT NOT NULL,
    `discount_code_id` CHAR(36) NULL,
    `aff_ref_code` VARCHAR(64) NULL,
    `affiliate_source` VARCHAR(200) NULL,
    `expires_at` DATETIME(3) NOT NULL,
    `paid_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `orders_code_key`(`code`),
    INDEX `orders_user_id_created_at_idx`(`user_id`, `created_at`),
    INDEX `orders_status_expires_at_idx`(`status`, `expires_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `order_items` (
    `id` CHAR(36) NOT NULL,
    `order_id` CHAR(36) NOT NULL,
    `kind` ENUM('course', 'tool_plan') NOT NULL,
    `course_id` CHAR(36) NULL,
    `tool_plan_id` CHAR(36) NULL,
    `title` VARCHAR(300) NOT NULL,
    `unit_price` BIGINT NOT NULL,
    `discount` BIGINT NOT NULL DEFAULT 0,
    `amount` BIGINT NOT NULL,

    INDEX `order_items_order_id_idx`(`order_id`),
    INDEX `order_items_course_id_idx`(`course_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `enrollments` (
    `id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `source` ENUM('purchase', 'admin_grant') NOT NULL,
    `order_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `enrollments_user_id_course_id_key`(`user_id`, `course_id`),
    INDEX `enrollments_course_id_created_at_idx`(`course_id`, `created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `tool_subscriptions` (
    `id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `tool_id` CHAR(36) NOT NULL,
    `tool_plan_id` CHAR(36) NOT NULL,
    `order_id` CHAR(36) NOT NULL,
    `starts_at` DATETIME(3) NOT NULL,
    `expires_at` DATETIME(3) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `tool_subscriptions_order_id_tool_plan_id_key`(`order_id`, `tool_plan_id`),
    INDEX `tool_subscriptions_user_id_tool_id_expires_at_idx`(`user_id`, `tool_id`, `expires_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `deposits` (
    `id` CHAR(36) NOT NULL,
    `code` VARCHAR(20) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `amount` BIGINT NOT NULL,
    `status` ENUM('pending', 'completed', 'expired') NOT NULL DEFAULT 'pending',
    `expires_at` DATETIME(3) NOT NULL,
    `completed_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `deposits_code_key`(`code`),
    INDEX `deposits_user_id_created_at_idx`(`user_id`, `created_at`),
    INDEX `deposits_status_expires_at_idx`(`status`, `expires_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `bonus_codes` (
    `id` CHAR(36) NOT NULL,
    `code` VARCHAR(40) NOT NULL,
    `amount` BIGINT NOT NULL,
    `validity_days` INTEGER NOT NULL,
    `usage_limit` INTEGER NULL,
    `times_used` INTEGER NOT NULL DEFAULT 0,
    `is_active` BOOLEAN NOT NULL DEFAULT true,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `bonus_codes_code_key`(`code`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `bonus_grants` (
    `id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `bonus_code_id` CHAR(36) NULL,
    `amount` BIGINT NOT NULL,
    `remaining` BIGINT NOT NULL,
    `expires_at` DATETIME(3) NOT NULL,
    `expired_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `bonus_grants_bonus_code_id_user_id_key`(`bonus_code_id`, `user_id`),
    INDEX `bonus_grants_user_id_expires_at_idx`(`user_id`, `expires_at`),
    INDEX `bonus_grants_expired_at_expires_at_idx`(`expired_at`, `expires_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `bank_transfers` (
    `id` CHAR(36) NOT NULL,
    `provider` VARCHAR(20) NOT NULL,
    `provider_transaction_id` VARCHAR(100) NOT NULL,
    `amount` BIGINT NOT NULL,
    `content` VARCHAR(500) NOT NULL,
    `reference_code` VARCHAR(100) NULL,
    `payment_code` VARCHAR(20) NULL,
    `order_id` CHAR(36) NULL,
    `deposit_id` CHAR(36) NULL,
    `status` ENUM('applied', 'held', 'confirmed', 'rejected', 'ignored') NOT NULL,
    `hold_reason` VARCHAR(300) NULL,
    `review_note` VARCHAR(500) NULL,
    `reviewed_at` DATETIME(3) NULL,
    `raw` JSON NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `bank_transfers_provider_provider_transaction_id_key`(`provider`, `provider_transaction_id`),
    INDEX `bank_transfers_status_created_at_idx`(`status`, `created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `ledger_accounts` ADD CONSTRAINT `ledger_accounts_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `ledger_transactions` ADD CONSTRAINT `ledger_transactions_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `ledger_entries` ADD CONSTRAINT `ledger_entries_transaction_id_fkey` FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `ledger_entries` ADD CONSTRAINT `ledger_entries_account_id_fkey` FOREIGN KEY (`account_id`) REFERENCES `ledger_accounts`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `orders` ADD CONSTRAINT `orders_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `orders` ADD CONSTRAINT `orders_discount_code_id_fkey` FOREIGN KEY (`discount_code_id`) REFERENCES `discount_codes`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `order_items` ADD CONSTRAINT `order_items_order_id_fkey` FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `enrollments` ADD CONSTRAINT `enrollments_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `enrollments` ADD CONSTRAINT `enrollments_course_id_fkey` FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `tool_subscriptions` ADD CONSTRAINT `tool_subscriptions_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `deposits` ADD CONSTRAINT `deposits_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `bonus_grants` ADD CONSTRAINT `bonus_grants_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `bonus_grants` ADD CONSTRAINT `bonus_grants_bonus_code_id_fkey` FOREIGN KEY (`bonus_code_id`) REFERENCES `bonus_codes`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;
