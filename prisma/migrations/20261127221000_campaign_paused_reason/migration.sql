-- Why the sending engine paused a campaign (MARKETING_MAX_CONSECUTIVE_SEND_ERRORS refusals in a row,
-- docs/email-marketing.md); shown on the campaign's results page until an admin resumes it.
ALTER TABLE `marketing_campaigns` ADD COLUMN `paused_reason` VARCHAR(500) NULL AFTER `status`;
