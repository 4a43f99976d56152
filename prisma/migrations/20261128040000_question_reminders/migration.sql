-- The Q&A promise kept over time (issue 30, docs/learning.md "Questions and answers"): the 48-hour
-- reminder and the 7-day escalation of a question still waiting for the instructor, each once, and the
-- daily digest mail, at most one per instructor per Vietnam day.

-- AlterTable
ALTER TABLE `course_questions` ADD COLUMN `reminded_at` DATETIME(3) NULL AFTER `deleted_at`,
    ADD COLUMN `escalated_at` DATETIME(3) NULL AFTER `reminded_at`;

-- CreateIndex
CREATE INDEX `course_questions_status_reminded_at_created_at_idx` ON `course_questions`(`status`, `reminded_at`, `created_at`);
CREATE INDEX `course_questions_status_escalated_at_created_at_idx` ON `course_questions`(`status`, `escalated_at`, `created_at`);

-- CreateTable
CREATE TABLE `question_digests` (
    `instructor_id` CHAR(36) NOT NULL,
    `day` DATE NOT NULL,
    `questions_count` INTEGER NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    PRIMARY KEY (`instructor_id`, `day`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `question_digests` ADD CONSTRAINT `question_digests_instructor_id_fkey` FOREIGN KEY (`instructor_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
