-- Job priority: higher runs first within a lane (the seed's transcode backfill waits for users' uploads).
ALTER TABLE `jobs` ADD COLUMN `priority` INTEGER NOT NULL DEFAULT 0;
