-- Text lessons: a lecture may be a text lesson, its structured document kept with it.
ALTER TABLE `lectures` MODIFY `kind` ENUM('video', 'quiz', 'text') NOT NULL DEFAULT 'video';
ALTER TABLE `lectures` ADD COLUMN `text_document` JSON NULL;
