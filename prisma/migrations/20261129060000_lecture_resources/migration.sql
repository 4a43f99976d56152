-- Lecture resources: documents (PDF, Office, ZIP) join the media library, and any lecture lists files to download.
ALTER TABLE `media_assets` MODIFY `kind` ENUM('video', 'image', 'document') NOT NULL;

CREATE TABLE `lecture_resources` (
    `lecture_id` CHAR(36) NOT NULL,
    `media_asset_id` CHAR(36) NOT NULL,
    `position` INTEGER NOT NULL,

    INDEX `lecture_resources_media_asset_id_idx`(`media_asset_id`),
    PRIMARY KEY (`lecture_id`, `media_asset_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `lecture_resources` ADD CONSTRAINT `lecture_resources_lecture_id_fkey` FOREIGN KEY (`lecture_id`) REFERENCES `lectures`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `lecture_resources` ADD CONSTRAINT `lecture_resources_media_asset_id_fkey` FOREIGN KEY (`media_asset_id`) REFERENCES `media_assets`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
