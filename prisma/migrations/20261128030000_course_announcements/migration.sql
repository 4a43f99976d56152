-- Course announcements (issue 30, docs/learning.md "Announcements"): the announcements, one delivery
-- row per student (the exactly-once record of the fan-out), and the announcement mail opt-outs (per
-- course, and 'all courses').

-- CreateTable
CREATE TABLE `course_announcements` (
    `id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `author_id` CHAR(36) NOT NULL,
    `title` VARCHAR(200) NOT NULL,
    `body` TEXT NOT NULL,
    `recipients_count` INTEGER NOT NULL,
    `fanout_cursor` CHAR(36) NULL,
    `fanout_done_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `course_announcements_course_id_created_at_idx`(`course_id`, `created_at`),
    INDEX `course_announcements_author_id_idx`(`author_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `announcement_deliveries` (
    `announcement_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `email_id` CHAR(36) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `announcement_deliveries_user_id_idx`(`user_id`),
    PRIMARY KEY (`announcement_id`, `user_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `announcement_mail_optouts` (
    `user_id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `announcement_mail_optouts_course_id_idx`(`course_id`),
    PRIMARY KEY (`user_id`, `course_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `announcement_mail_all_optouts` (
    `user_id` CHAR(36) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    PRIMARY KEY (`user_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `course_announcements` ADD CONSTRAINT `course_announcements_course_id_fkey` FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `course_announcements` ADD CONSTRAINT `course_announcements_author_id_fkey` FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `announcement_deliveries` ADD CONSTRAINT `announcement_deliveries_announcement_id_fkey` FOREIGN KEY (`announcement_id`) REFERENCES `course_announcements`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `announcement_deliveries` ADD CONSTRAINT `announcement_deliveries_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `announcement_mail_optouts` ADD CONSTRAINT `announcement_mail_optouts_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `announcement_mail_optouts` ADD CONSTRAINT `announcement_mail_optouts_course_id_fkey` FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `announcement_mail_all_optouts` ADD CONSTRAINT `announcement_mail_all_optouts_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
