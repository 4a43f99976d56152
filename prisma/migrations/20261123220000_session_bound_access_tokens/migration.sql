-- Access tokens name their refresh-token family; on every request the access guard checks that the
-- user still has an unrevoked token in it, with one lookup on this index (which also serves the
-- user_id foreign key, so the single-column index goes).
CREATE INDEX `refresh_tokens_user_id_family_id_revoked_at_idx` ON `refresh_tokens`(`user_id`, `family_id`, `revoked_at`);

DROP INDEX `refresh_tokens_user_id_idx` ON `refresh_tokens`;
