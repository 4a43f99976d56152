-- What mail calls the user ("Tên gọi" on the profile page); NULL: the given name of a plausible
-- Vietnamese full name, else a neutral "bạn" (backend/src/common/text/names.ts).
ALTER TABLE `users` ADD COLUMN `preferred_name` VARCHAR(60) NULL AFTER `name`;
