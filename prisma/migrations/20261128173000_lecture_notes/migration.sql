-- Private lecture notes, one row per (learner, client id), the latest edit on the device wins.
CREATE TABLE `lecture_notes` (
    `user_id` CHAR(36) NOT NULL,
    `client_id` VARCHAR(64) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `lecture_id` CHAR(36) NOT NULL,
    `position_seconds` INTEGER NOT NULL,
    `body` TEXT NOT NULL,
    `edited_at` DATETIME(3) NOT NULL,
    `deleted_at` DATETIME(3) NULL,
    `updated_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `lecture_notes_user_id_course_id_idx`(`user_id`, `course_id`),
    INDEX `lecture_notes_lecture_id_idx`(`lecture_id`),
    PRIMARY KEY (`user_id`, `client_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `lecture_notes` ADD CONSTRAINT `lecture_notes_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `lecture_notes` ADD CONSTRAINT `lecture_notes_lecture_id_fkey` FOREIGN KEY (`lecture_id`) REFERENCES `lectures`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
