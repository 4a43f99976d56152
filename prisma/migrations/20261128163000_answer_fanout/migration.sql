-- Followers of a question with many of them are told of a new answer in batches by jobs.
ALTER TABLE `question_answers`
    ADD COLUMN `fanout_cursor` CHAR(36) NULL,
    ADD COLUMN `fanout_done_at` DATETIME(3) NULL;
