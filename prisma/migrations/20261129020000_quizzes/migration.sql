-- Quizzes: a lecture is a video or a quiz; a quiz's questions and options; graded attempts, one per (learner, client id).
ALTER TABLE `lectures` ADD COLUMN `kind` ENUM('video', 'quiz') NOT NULL DEFAULT 'video';

CREATE TABLE `quizzes` (
    `lecture_id` CHAR(36) NOT NULL,
    `pass_percent` INTEGER NOT NULL DEFAULT 70,
    `retake_wait_minutes` INTEGER NOT NULL DEFAULT 0,
    `shuffle_questions` BOOLEAN NOT NULL DEFAULT false,
    `shuffle_options` BOOLEAN NOT NULL DEFAULT false,
    `updated_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    PRIMARY KEY (`lecture_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `quiz_questions` (
    `id` CHAR(36) NOT NULL,
    `lecture_id` CHAR(36) NOT NULL,
    `position` INTEGER NOT NULL,
    `prompt` TEXT NOT NULL,
    `multiple` BOOLEAN NOT NULL DEFAULT false,
    `image_url` VARCHAR(500) NULL,

    INDEX `quiz_questions_lecture_id_position_idx`(`lecture_id`, `position`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `quiz_options` (
    `id` CHAR(36) NOT NULL,
    `question_id` CHAR(36) NOT NULL,
    `position` INTEGER NOT NULL,
    `text` VARCHAR(500) NOT NULL,
    `correct` BOOLEAN NOT NULL DEFAULT false,
    `explanation` TEXT NULL,

    INDEX `quiz_options_question_id_position_idx`(`question_id`, `position`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `quiz_attempts` (
    `id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `lecture_id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `client_id` VARCHAR(64) NOT NULL,
    `score_percent` INTEGER NOT NULL,
    `correct_count` INTEGER NOT NULL,
    `question_count` INTEGER NOT NULL,
    `passed` BOOLEAN NOT NULL,
    `answers` JSON NOT NULL,
    `taken_at` DATETIME(3) NOT NULL,
    `graded_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `quiz_attempts_user_id_client_id_key`(`user_id`, `client_id`),
    INDEX `quiz_attempts_lecture_id_user_id_taken_at_idx`(`lecture_id`, `user_id`, `taken_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `quizzes` ADD CONSTRAINT `quizzes_lecture_id_fkey` FOREIGN KEY (`lecture_id`) REFERENCES `lectures`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `quiz_questions` ADD CONSTRAINT `quiz_questions_lecture_id_fkey` FOREIGN KEY (`lecture_id`) REFERENCES `quizzes`(`lecture_id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `quiz_options` ADD CONSTRAINT `quiz_options_question_id_fkey` FOREIGN KEY (`question_id`) REFERENCES `quiz_questions`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `quiz_attempts` ADD CONSTRAINT `quiz_attempts_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `quiz_attempts` ADD CONSTRAINT `quiz_attempts_lecture_id_fkey` FOREIGN KEY (`lecture_id`) REFERENCES `quizzes`(`lecture_id`) ON DELETE CASCADE ON UPDATE CASCADE;
