-- Bank notifications keep their body as the bytes received. The JSON column refused lone UTF-16
-- surrogates and nesting past 32 levels, and such a notification was not recorded at all.
ALTER TABLE `bank_transfers` ADD COLUMN `raw_body` MEDIUMBLOB NULL AFTER `reviewed_at`;

UPDATE `bank_transfers` SET `raw_body` = CAST(`raw` AS CHAR CHARACTER SET utf8mb4);

ALTER TABLE `bank_transfers` MODIFY `raw_body` MEDIUMBLOB NOT NULL, DROP COLUMN `raw`;
