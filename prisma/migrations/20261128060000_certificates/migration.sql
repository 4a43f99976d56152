-- Certificates of completion (issue 31, docs/learning.md "Certificates"): one per learner and course
-- (unique user + course), issued when the last lecture is completed, revoked by a full refund; and the
-- full name each learner confirms once before their first certificate.

-- CreateTable
CREATE TABLE `certificates` (
    `id` CHAR(36) NOT NULL,
    `code` VARCHAR(20) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `recipient_name` VARCHAR(120) NOT NULL,
    `course_title` VARCHAR(200) NOT NULL,
    `instructor_name` VARCHAR(120) NOT NULL,
    `duration_seconds` INTEGER NOT NULL,
    `completed_at` DATETIME(3) NOT NULL,
    `issued_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `revoked_at` DATETIME(3) NULL,
    `revoked_reason` VARCHAR(40) NULL,

    UNIQUE INDEX `certificates_code_key`(`code`),
    UNIQUE INDEX `certificates_user_id_course_id_key`(`user_id`, `course_id`),
    INDEX `certificates_course_id_issued_at_idx`(`course_id`, `issued_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `certificate_names` (
    `user_id` CHAR(36) NOT NULL,
    `full_name` VARCHAR(120) NOT NULL,
    `confirmed_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    PRIMARY KEY (`user_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `certificates` ADD CONSTRAINT `certificates_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `certificates` ADD CONSTRAINT `certificates_course_id_fkey` FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `certificate_names` ADD CONSTRAINT `certificate_names_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
