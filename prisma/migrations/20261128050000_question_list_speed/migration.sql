-- The Q&A lists at scale (issue 30, docs/learning.md "Questions and answers", "Speed"): each list walks an
-- index in its own order and stops at its page, and counts from the index alone. The new indexes come
-- first: the foreign keys of course_id and lecture_id keep an index that leads with them throughout.

-- CreateIndex
CREATE INDEX `course_questions_course_id_hidden_created_at_idx` ON `course_questions`(`course_id`, `hidden`, `created_at`);
CREATE INDEX `course_questions_unanswered_idx` ON `course_questions`(`course_id`, `hidden`, `answers_count`, `deleted_at`, `created_at`);
CREATE INDEX `course_questions_lecture_id_course_id_hidden_created_at_idx` ON `course_questions`(`lecture_id`, `course_id`, `hidden`, `created_at`);
CREATE INDEX `course_questions_inbox_idx` ON `course_questions`(`course_id`, `status`, `hidden`, `deleted_at`, `created_at`);
CREATE INDEX `course_questions_status_hidden_deleted_at_created_at_idx` ON `course_questions`(`status`, `hidden`, `deleted_at`, `created_at`);

-- DropIndex
DROP INDEX `course_questions_course_id_created_at_idx` ON `course_questions`;
DROP INDEX `course_questions_course_id_status_created_at_idx` ON `course_questions`;
DROP INDEX `course_questions_lecture_id_created_at_idx` ON `course_questions`;
DROP INDEX `course_questions_status_created_at_idx` ON `course_questions`;
