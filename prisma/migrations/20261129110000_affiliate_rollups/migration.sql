-- Affiliates: conversions counted per affiliate and Vietnam day and month, and clicks per month, as they
-- are written (docs/affiliates.md, "Rollups"): the dashboard and the reports add up these rows instead of
-- reading every conversion and click.
CREATE TABLE `affiliate_conversion_days` (
    `affiliate_user_id` CHAR(36) NOT NULL,
    `day` DATE NOT NULL,
    `signups` INTEGER NOT NULL,
    `enrollments` INTEGER NOT NULL,
    `kept_conversions` INTEGER NOT NULL,
    `kept_enrollments` INTEGER NOT NULL,
    `earnings` BIGINT NOT NULL,

    PRIMARY KEY (`affiliate_user_id`, `day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `affiliate_conversion_months` (
    `affiliate_user_id` CHAR(36) NOT NULL,
    `month` DATE NOT NULL,
    `signups` INTEGER NOT NULL,
    `enrollments` INTEGER NOT NULL,
    `kept_conversions` INTEGER NOT NULL,
    `kept_enrollments` INTEGER NOT NULL,
    `earnings` BIGINT NOT NULL,

    PRIMARY KEY (`affiliate_user_id`, `month`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `affiliate_click_months` (
    `affiliate_user_id` CHAR(36) NOT NULL,
    `month` DATE NOT NULL,
    `clicks` INTEGER UNSIGNED NOT NULL,

    PRIMARY KEY (`affiliate_user_id`, `month`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `affiliate_conversion_days` ADD CONSTRAINT `affiliate_conversion_days_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `affiliate_conversion_months` ADD CONSTRAINT `affiliate_conversion_months_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `affiliate_click_months` ADD CONSTRAINT `affiliate_click_months_affiliate_user_id_fkey` FOREIGN KEY (`affiliate_user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the rows already recorded (the same recount as rebuildConversionRollups and rebuildClickMonths
-- in backend/src/affiliates/conversion-days.ts; scripts/bench-affiliates.mjs runs these statements too).
INSERT INTO `affiliate_conversion_days` (`affiliate_user_id`, `day`, `signups`, `enrollments`, `kept_conversions`, `kept_enrollments`, `earnings`)
SELECT `affiliate_user_id`, DATE(`created_at` + INTERVAL 7 HOUR),
       SUM(`type` = 'SIGNUP'),
       SUM(`type` = 'COURSE_ENROLLMENT' AND `tier` = 'direct'),
       SUM(`status` <> 'rejected'),
       SUM(`type` = 'COURSE_ENROLLMENT' AND `tier` = 'direct' AND `status` <> 'rejected'),
       SUM(CASE WHEN `status` <> 'rejected' THEN `amount` - `reversed_amount` ELSE 0 END)
  FROM `affiliate_conversions`
 GROUP BY 1, 2;

INSERT INTO `affiliate_conversion_months` (`affiliate_user_id`, `month`, `signups`, `enrollments`, `kept_conversions`, `kept_enrollments`, `earnings`)
SELECT `affiliate_user_id`, DATE_FORMAT(`day`, '%Y-%m-01'), SUM(`signups`), SUM(`enrollments`), SUM(`kept_conversions`), SUM(`kept_enrollments`), SUM(`earnings`)
  FROM `affiliate_conversion_days`
 GROUP BY 1, 2;

INSERT INTO `affiliate_click_months` (`affiliate_user_id`, `month`, `clicks`)
SELECT `affiliate_user_id`, DATE_FORMAT(`created_at` + INTERVAL 7 HOUR, '%Y-%m-01'), COUNT(*)
  FROM `affiliate_clicks`
 GROUP BY 1, 2;
