-- Course reviews (issue 29, docs/learning.md "Reviews"): the stars on the cards come from reviews
-- written by students who own the course. The seeded rating_average and reviews_count were invented:
-- no review row stands behind them, so every course starts again from none (reviews_count = 0) and
-- the average is computed from rating_sum / reviews_count from now on.

-- AlterTable
ALTER TABLE `courses` DROP COLUMN `rating_average`,
    ADD COLUMN `rating_sum` INTEGER NOT NULL DEFAULT 0 AFTER `enrolled_students`;
UPDATE `courses` SET `reviews_count` = 0, `rating_sum` = 0;

-- CreateTable
CREATE TABLE `course_reviews` (
    `id` CHAR(36) NOT NULL,
    `course_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `rating` TINYINT NOT NULL,
    `comment` TEXT NULL,
    `helpful_count` INTEGER NOT NULL DEFAULT 0,
    `status` ENUM('visible', 'hidden') NOT NULL DEFAULT 'visible',
    `hidden_reason` VARCHAR(500) NULL,
    `access_ended` BOOLEAN NOT NULL DEFAULT false,
    `counted` BOOLEAN NOT NULL DEFAULT true,
    `open_reports` INTEGER NOT NULL DEFAULT 0,
    `edited_at` DATETIME(3) NULL,
    `reply_body` TEXT NULL,
    `reply_created_at` DATETIME(3) NULL,
    `reply_updated_at` DATETIME(3) NULL,
    `reply_edited` BOOLEAN NOT NULL DEFAULT false,
    `reply_hidden` BOOLEAN NOT NULL DEFAULT false,
    `reply_hidden_reason` VARCHAR(500) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `course_reviews_user_id_course_id_key`(`user_id`, `course_id`),
    INDEX `course_reviews_course_id_counted_created_at_idx`(`course_id`, `counted`, `created_at`),
    INDEX `course_reviews_course_id_counted_helpful_count_created_at_idx`(`course_id`, `counted`, `helpful_count`, `created_at`),
    INDEX `course_reviews_course_id_counted_rating_created_at_idx`(`course_id`, `counted`, `rating`, `created_at`),
    INDEX `course_reviews_status_open_reports_idx`(`status`, `open_reports`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `review_helpful_votes` (
    `review_id` CHAR(36) NOT NULL,
    `user_id` CHAR(36) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `review_helpful_votes_user_id_idx`(`user_id`),
    PRIMARY KEY (`review_id`, `user_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `review_reports` (
    `id` CHAR(36) NOT NULL,
    `review_id` CHAR(36) NOT NULL,
    `reporter_id` CHAR(36) NOT NULL,
    `reason` VARCHAR(500) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `resolved_at` DATETIME(3) NULL,

    INDEX `review_reports_review_id_resolved_at_idx`(`review_id`, `resolved_at`),
    INDEX `review_reports_reporter_id_idx`(`reporter_id`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `learner_writes` (
    `user_id` CHAR(36) NOT NULL,
    `client_id` VARCHAR(64) NOT NULL,
    `kind` VARCHAR(40) NOT NULL,
    `result` JSON NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    PRIMARY KEY (`user_id`, `client_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `course_reviews` ADD CONSTRAINT `course_reviews_course_id_fkey` FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `course_reviews` ADD CONSTRAINT `course_reviews_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE `review_helpful_votes` ADD CONSTRAINT `review_helpful_votes_review_id_fkey` FOREIGN KEY (`review_id`) REFERENCES `course_reviews`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `review_helpful_votes` ADD CONSTRAINT `review_helpful_votes_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `review_reports` ADD CONSTRAINT `review_reports_review_id_fkey` FOREIGN KEY (`review_id`) REFERENCES `course_reviews`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `review_reports` ADD CONSTRAINT `review_reports_reporter_id_fkey` FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `learner_writes` ADD CONSTRAINT `learner_writes_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
