-- One campaign per position in a scenario: the sender takes the next step with `position >`, so two
-- campaigns on one position (created at the same moment) meant one of them was never sent.
-- Scenarios that already hold a tie are renumbered 0..n-1 first, keeping their order (ties by
-- creation time); scenarios without one keep their positions.
UPDATE `marketing_campaigns` c
  JOIN (
    SELECT `id`, ROW_NUMBER() OVER (PARTITION BY `scenario_id` ORDER BY `position`, `created_at`, `id`) - 1 AS `new_position`
      FROM `marketing_campaigns`
     WHERE `scenario_id` IN (SELECT `scenario_id` FROM `marketing_campaigns` GROUP BY `scenario_id`, `position` HAVING COUNT(*) > 1)
  ) renumbered ON renumbered.`id` = c.`id`
   SET c.`position` = renumbered.`new_position`;

-- The unique key replaces the plain index (and, leading with scenario_id, serves its foreign key):
-- both in one statement so the foreign key is never left without an index.
ALTER TABLE `marketing_campaigns`
  ADD UNIQUE INDEX `marketing_campaigns_scenario_id_position_key`(`scenario_id`, `position`),
  DROP INDEX `marketing_campaigns_scenario_id_position_idx`;
