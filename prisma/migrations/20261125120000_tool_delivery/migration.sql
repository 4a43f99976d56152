-- Hosted software tools the buyer receives (docs/tools.md): how each tool is delivered (licence keys
-- from a sealed pool, a private download, or a hosted account an admin fills in per buyer), the key
-- pool itself, expiry reminders and early revocation per access period, and the admins' audit trail.
-- AlterTable
ALTER TABLE `tools` ADD COLUMN `delivery_method` ENUM('licence_key', 'download', 'hosted_account') NOT NULL DEFAULT 'hosted_account',
    ADD COLUMN `access_instructions` TEXT NULL,
    ADD COLUMN `access_url` VARCHAR(500) NULL,
    ADD COLUMN `download_key` VARCHAR(300) NULL,
    ADD COLUMN `download_name` VARCHAR(255) NULL,
    ADD COLUMN `download_bytes` BIGINT NULL,
    ADD COLUMN `keys_low_threshold` INTEGER NOT NULL DEFAULT 5,
    ADD COLUMN `keys_low_notified_at` DATETIME(3) NULL;

-- AlterTable
ALTER TABLE `tool_subscriptions` ADD COLUMN `hosted_account` VARBINARY(4096) NULL,
    ADD COLUMN `hosted_account_at` DATETIME(3) NULL,
    ADD COLUMN `reminded_7_at` DATETIME(3) NULL,
    ADD COLUMN `reminded_1_at` DATETIME(3) NULL,
    ADD COLUMN `end_notice_at` DATETIME(3) NULL,
    ADD COLUMN `revoked_at` DATETIME(3) NULL;

-- CreateTable
CREATE TABLE `tool_licence_keys` (
    `id` CHAR(36) NOT NULL,
    `tool_id` CHAR(36) NOT NULL,
    `sealed_key` VARBINARY(1024) NOT NULL,
    `key_hash` CHAR(64) NOT NULL,
    `hint` VARCHAR(8) NOT NULL,
    `status` ENUM('available', 'reserved', 'assigned') NOT NULL DEFAULT 'available',
    `order_item_id` CHAR(36) NULL,
    `subscription_id` CHAR(36) NULL,
    `user_id` CHAR(36) NULL,
    `reserved_at` DATETIME(3) NULL,
    `assigned_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    UNIQUE INDEX `tool_licence_keys_order_item_id_key`(`order_item_id`),
    UNIQUE INDEX `tool_licence_keys_subscription_id_key`(`subscription_id`),
    INDEX `tool_licence_keys_tool_id_status_idx`(`tool_id`, `status`),
    INDEX `tool_licence_keys_user_id_idx`(`user_id`),
    UNIQUE INDEX `tool_licence_keys_tool_id_key_hash_key`(`tool_id`, `key_hash`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `tool_access_events` (
    `id` CHAR(36) NOT NULL,
    `tool_id` CHAR(36) NOT NULL,
    `subscription_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `actor_id` CHAR(36) NULL,
    `action` VARCHAR(30) NOT NULL,
    `reason` VARCHAR(500) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    INDEX `tool_access_events_subscription_id_created_at_idx`(`subscription_id`, `created_at`),
    INDEX `tool_access_events_tool_id_created_at_idx`(`tool_id`, `created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `tool_licence_keys` ADD CONSTRAINT `tool_licence_keys_tool_id_fkey` FOREIGN KEY (`tool_id`) REFERENCES `tools`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
