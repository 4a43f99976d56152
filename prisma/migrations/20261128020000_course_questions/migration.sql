-- Questions and answers of a course and its lectures (issue 30, docs/learning.md "Questions and
-- answers"): questions, answers, followers, and reports of either kind of post.

-- CreateTable
CREATE TABLE `course_questions` (
    `id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `lecture_id` CHAR(36) NULL,
    `user_id` CHAR(36) NOT NULL,
    `title` VARCHAR(200) NOT NULL,
    `body` TEXT NOT NULL,
    `video_second` INTEGER NULL,
    `status` ENUM('open', 'answered', 'solved') NOT NULL DEFAULT 'open',
    `accepted_answer_id` CHAR(36) NULL,
    `first_instructor_answer_at` DATETIME(3) NULL,
    `last_answer_at` DATETIME(3) NULL,
    `answers_count` INTEGER NOT NULL DEFAULT 0,
    `followers_count` INTEGER NOT NULL DEFAULT 0,
    `hidden` BOOLEAN NOT NULL DEFAULT false,
    `hidden_reason` VARCHAR(500) NULL,
    `open_reports` INTEGER NOT NULL DEFAULT 0,
    `edited_at` DATETIME(3) NULL,
    `deleted_at` DATETIME(3) NULL,
    `search_text` TEXT NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    INDEX `course_questions_course_id_created_at_idx`(`course_id`, `created_at`),
    INDEX `course_questions_course_id_status_created_at_idx`(`course_id`, `status`, `created_at`),
    INDEX `course_questions_lecture_id_created_at_idx`(`lecture_id`, `created_at`),
    INDEX `course_questions_user_id_created_at_idx`(`user_id`, `created_at`),
    INDEX `course_questions_status_created_at_idx`(`status`, `created_at`),
    INDEX `course_questions_open_reports_idx`(`open_reports`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `question_answers` (
    `id` CHAR(36) NOT NULL,
    `question_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `body` TEXT NOT NULL,
    `is_instructor` BOOLEAN NOT NULL,
    `hidden` BOOLEAN NOT NULL DEFAULT false,
    `hidden_reason` VARCHAR(500) NULL,
    `open_reports` INTEGER NOT NULL DEFAULT 0,
    `edited_at` DATETIME(3) NULL,
    `deleted_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    INDEX `question_answers_question_id_is_instructor_created_at_idx`(`question_id`, `is_instructor`, `created_at`),
    INDEX `question_answers_user_id_idx`(`user_id`),
    INDEX `question_answers_open_reports_idx`(`open_reports`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `question_follows` (
    `question_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `question_follows_user_id_created_at_idx`(`user_id`, `created_at`),
    PRIMARY KEY (`question_id`, `user_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `post_reports` (
    `id` CHAR(36) NOT NULL,
    `post_kind` ENUM('question', 'answer') NOT NULL,
    `post_id` CHAR(36) NOT NULL,
    `reporter_id` CHAR(36) NOT NULL,
    `reason` VARCHAR(500) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `resolved_at` DATETIME(3) NULL,

    INDEX `post_reports_post_kind_post_id_resolved_at_idx`(`post_kind`, `post_id`, `resolved_at`),
    INDEX `post_reports_reporter_id_idx`(`reporter_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `course_questions` ADD CONSTRAINT `course_questions_course_id_fkey` FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `course_questions` ADD CONSTRAINT `course_questions_lecture_id_fkey` FOREIGN KEY (`lecture_id`) REFERENCES `lectures`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE `course_questions` ADD CONSTRAINT `course_questions_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `question_answers` ADD CONSTRAINT `question_answers_question_id_fkey` FOREIGN KEY (`question_id`) REFERENCES `course_questions`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `question_answers` ADD CONSTRAINT `question_answers_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `question_follows` ADD CONSTRAINT `question_follows_question_id_fkey` FOREIGN KEY (`question_id`) REFERENCES `course_questions`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `question_follows` ADD CONSTRAINT `question_follows_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `post_reports` ADD CONSTRAINT `post_reports_reporter_id_fkey` FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
