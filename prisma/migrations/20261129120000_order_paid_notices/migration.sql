-- A paid order's notices (receipt, marketing event, notification) follow the payment's commit as a job;
-- this marks them queued, in the job's own transaction, so a job run twice tells the buyer once.
ALTER TABLE `orders` ADD COLUMN `paid_notices_at` DATETIME(3) NULL;

-- Orders paid before this release were told in their payment's transaction.
UPDATE `orders` SET `paid_notices_at` = `paid_at` WHERE `paid_at` IS NOT NULL;
