-- Affiliates: conversions counted per affiliate and Vietnam day as they are written (docs/affiliates.md,
-- "Rollups"), so the dashboard and the reports add up day rows instead of reading every conversion.
CREATE TABLE `affiliate_conversion_days` (
    `affiliate_user_id` CHAR(36) NOT NULL,
    `day` DATE NOT NULL,
    `signups` INTEGER NOT NULL,
    `enrollments` INTEGER NOT NULL,
    `kept_conversions` INTEGER NOT NULL,
    `kept_enrollments` INTEGER NOT NULL,
    `earnings` BIGINT NOT NULL,

    INDEX `affiliate_conversion_days_day_idx`(`day`),
    PRIMARY KEY (`affiliate_user_id`, `day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `affiliate_conversion_days` ADD CONSTRAINT `affiliate_conversion_days_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the conversions already recorded (the same recount as rebuildConversionDays in
-- backend/src/affiliates/conversion-days.ts; scripts/bench-affiliates.mjs runs this statement too).
INSERT INTO `affiliate_conversion_days` (`affiliate_user_id`, `day`, `signups`, `enrollments`, `kept_conversions`, `kept_enrollments`, `earnings`)
SELECT `affiliate_user_id`, DATE(`created_at` + INTERVAL 7 HOUR),
       SUM(`type` = 'SIGNUP'),
       SUM(`type` = 'COURSE_ENROLLMENT' AND `tier` = 'direct'),
       SUM(`status` <> 'rejected'),
       SUM(`type` = 'COURSE_ENROLLMENT' AND `tier` = 'direct' AND `status` <> 'rejected'),
       SUM(CASE WHEN `status` <> 'rejected' THEN `amount` - `reversed_amount` ELSE 0 END)
  FROM `affiliate_conversions`
 GROUP BY 1, 2;
