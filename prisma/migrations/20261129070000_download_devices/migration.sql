-- Offline downloads: the devices a learner downloads to, and the lectures handed out per day.
CREATE TABLE `download_devices` (
    `id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `device_key` VARCHAR(64) NOT NULL,
    `name` VARCHAR(100) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `last_seen_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `revoked_at` DATETIME(3) NULL,

    UNIQUE INDEX `download_devices_user_id_device_key_key`(`user_id`, `device_key`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `download_grants` (
    `user_id` CHAR(36) NOT NULL,
    `day` DATE NOT NULL,
    `lecture_id` CHAR(36) NOT NULL,
    `variant` VARCHAR(8) NOT NULL,
    `device_id` CHAR(36) NOT NULL,
    `bytes` BIGINT NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `download_grants_device_id_idx`(`device_id`),
    PRIMARY KEY (`user_id`, `day`, `lecture_id`, `variant`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `download_devices` ADD CONSTRAINT `download_devices_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `download_grants` ADD CONSTRAINT `download_grants_device_id_fkey` FOREIGN KEY (`device_id`) REFERENCES `download_devices`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
