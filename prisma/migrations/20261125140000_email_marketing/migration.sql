-- Email marketing (docs/email-marketing.md): opt-in consent with its history, suppressed addresses,
-- templates compiled from blocks, scenarios (a trigger and a re-entry rule) with their campaigns,
-- one enrollment per (scenario, user), one send per (campaign, user), tracked links and clicks,
-- the sending limits and the shared per-second and per-day counters.
-- AlterTable
ALTER TABLE `users` ADD COLUMN `marketing_consent` BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN `marketing_consent_at` DATETIME(3) NULL,
    ADD COLUMN `soft_bounce_streak` SMALLINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE `emails` ADD COLUMN `headers` JSON NULL;

-- CreateIndex: audience rules on bought courses (course → its users, from the index alone)
CREATE INDEX `enrollments_course_id_user_id_idx` ON `enrollments`(`course_id`, `user_id`);

-- CreateTable
CREATE TABLE `marketing_consent_events` (
    `id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `granted` BOOLEAN NOT NULL,
    `source` VARCHAR(40) NOT NULL,
    `ip` VARCHAR(45) NULL,
    `user_agent` VARCHAR(300) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    INDEX `marketing_consent_events_user_id_created_at_idx`(`user_id`, `created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `email_suppressions` (
    `email` VARCHAR(191) NOT NULL,
    `reason` ENUM('hard_bounce', 'soft_bounce', 'complaint', 'manual') NOT NULL,
    `detail` VARCHAR(500) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (`email`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `email_templates` (
    `id` CHAR(36) NOT NULL,
    `name` VARCHAR(120) NOT NULL,
    `subject` VARCHAR(200) NOT NULL,
    `preheader` VARCHAR(200) NULL,
    `blocks` JSON NOT NULL,
    `html` MEDIUMTEXT NOT NULL,
    `created_by_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `email_scenarios` (
    `id` CHAR(36) NOT NULL,
    `name` VARCHAR(120) NOT NULL,
    `trigger` ENUM('broadcast', 'user_registered', 'email_verified', 'order_paid', 'checkout_abandoned', 'inactive', 'course_completed', 'affiliate_joined', 'commission_approved') NOT NULL,
    `trigger_course_id` CHAR(36) NULL,
    `trigger_tool_id` CHAR(36) NULL,
    `inactive_days` SMALLINT NULL,
    `send_at` DATETIME(3) NULL,
    `started_at` DATETIME(3) NULL,
    `reentry` ENUM('once', 'after_days') NOT NULL DEFAULT 'once',
    `reentry_days` SMALLINT NULL,
    `status` ENUM('draft', 'active', 'paused', 'finished') NOT NULL DEFAULT 'draft',
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,
    INDEX `email_scenarios_trigger_status_idx`(`trigger`, `status`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `marketing_campaigns` (
    `id` CHAR(36) NOT NULL,
    `scenario_id` CHAR(36) NOT NULL,
    `template_id` CHAR(36) NOT NULL,
    `name` VARCHAR(120) NOT NULL,
    `subject` VARCHAR(200) NOT NULL,
    `position` INTEGER NOT NULL,
    `delay_minutes` INTEGER NOT NULL DEFAULT 0,
    `audience` JSON NULL,
    `status` ENUM('draft', 'active', 'paused', 'finished') NOT NULL DEFAULT 'draft',
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,
    INDEX `marketing_campaigns_scenario_id_position_idx`(`scenario_id`, `position`),
    INDEX `marketing_campaigns_template_id_idx`(`template_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `scenario_enrollments` (
    `id` CHAR(36) NOT NULL,
    `scenario_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `next_campaign_id` CHAR(36) NULL,
    `next_run_at` DATETIME(3) NULL,
    `status` ENUM('active', 'finished') NOT NULL DEFAULT 'active',
    `entered_at` DATETIME(3) NOT NULL,
    `entries` INTEGER NOT NULL DEFAULT 1,
    `updated_at` DATETIME(3) NOT NULL,
    INDEX `scenario_enrollments_status_next_run_at_idx`(`status`, `next_run_at`),
    INDEX `scenario_enrollments_next_campaign_id_idx`(`next_campaign_id`),
    UNIQUE INDEX `scenario_enrollments_scenario_id_user_id_key`(`scenario_id`, `user_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `marketing_sends` (
    `id` CHAR(36) NOT NULL,
    `campaign_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `email` VARCHAR(191) NOT NULL,
    `status` ENUM('sending', 'sent', 'skipped', 'bounced', 'failed') NOT NULL DEFAULT 'sending',
    `detail` VARCHAR(300) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `sent_at` DATETIME(3) NULL,
    `opened_at` DATETIME(3) NULL,
    `clicked_at` DATETIME(3) NULL,
    `unsubscribed_at` DATETIME(3) NULL,
    INDEX `marketing_sends_user_id_sent_at_idx`(`user_id`, `sent_at`),
    INDEX `marketing_sends_campaign_id_status_idx`(`campaign_id`, `status`),
    UNIQUE INDEX `marketing_sends_campaign_id_user_id_key`(`campaign_id`, `user_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `marketing_links` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `campaign_id` CHAR(36) NOT NULL,
    `url_hash` CHAR(64) NOT NULL,
    `url` VARCHAR(2000) NOT NULL,
    UNIQUE INDEX `marketing_links_campaign_id_url_hash_key`(`campaign_id`, `url_hash`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `marketing_clicks` (
    `id` CHAR(36) NOT NULL,
    `send_id` CHAR(36) NOT NULL,
    `link_id` INTEGER NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    INDEX `marketing_clicks_send_id_idx`(`send_id`),
    INDEX `marketing_clicks_link_id_idx`(`link_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `marketing_settings` (
    `id` TINYINT NOT NULL DEFAULT 1,
    `per_second` INTEGER NOT NULL,
    `per_day` INTEGER NOT NULL,
    `per_user_per_day` SMALLINT NOT NULL,
    `per_user_per_week` SMALLINT NOT NULL,
    `quiet_start_hour` TINYINT NOT NULL,
    `quiet_end_hour` TINYINT NOT NULL,
    `soft_bounce_limit` SMALLINT NOT NULL,
    `updated_at` DATETIME(3) NOT NULL,
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `marketing_send_counters` (
    `bucket` VARCHAR(24) NOT NULL,
    `count` INTEGER NOT NULL DEFAULT 0,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    PRIMARY KEY (`bucket`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- The limits in force until an admin changes them: 91/2020/NĐ-CP allows one advertising mail per
-- address per 24 hours unless the recipient agreed otherwise; quiet from 21:00 to 08:00 Vietnam time.
INSERT INTO `marketing_settings` (`id`, `per_second`, `per_day`, `per_user_per_day`, `per_user_per_week`, `quiet_start_hour`, `quiet_end_hour`, `soft_bounce_limit`, `updated_at`)
VALUES (1, 20, 50000, 1, 3, 21, 8, 3, CURRENT_TIMESTAMP(3));

-- AddForeignKey
ALTER TABLE `marketing_consent_events` ADD CONSTRAINT `marketing_consent_events_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `marketing_campaigns` ADD CONSTRAINT `marketing_campaigns_scenario_id_fkey` FOREIGN KEY (`scenario_id`) REFERENCES `email_scenarios`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `marketing_campaigns` ADD CONSTRAINT `marketing_campaigns_template_id_fkey` FOREIGN KEY (`template_id`) REFERENCES `email_templates`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `scenario_enrollments` ADD CONSTRAINT `scenario_enrollments_scenario_id_fkey` FOREIGN KEY (`scenario_id`) REFERENCES `email_scenarios`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `marketing_sends` ADD CONSTRAINT `marketing_sends_campaign_id_fkey` FOREIGN KEY (`campaign_id`) REFERENCES `marketing_campaigns`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `marketing_links` ADD CONSTRAINT `marketing_links_campaign_id_fkey` FOREIGN KEY (`campaign_id`) REFERENCES `marketing_campaigns`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `marketing_clicks` ADD CONSTRAINT `marketing_clicks_send_id_fkey` FOREIGN KEY (`send_id`) REFERENCES `marketing_sends`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `marketing_clicks` ADD CONSTRAINT `marketing_clicks_link_id_fkey` FOREIGN KEY (`link_id`) REFERENCES `marketing_links`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
