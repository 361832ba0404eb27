-- Issue #18 items 7 and 8 (rules: src/shared/sync/README.md).
--
-- An op is a repeat only if that op itself was processed: the log is keyed by op id, and a
-- lower seq arriving after a higher one (two tabs, a retry racing a slow request) is processed,
-- not taken for a repeat. sync_clients.last_seq stays as the highest seq processed, for
-- diagnostics and to skip the late-op check when a push is in order.
ALTER TABLE sync_ops DROP CONSTRAINT sync_ops_pkey;
ALTER TABLE sync_ops ADD PRIMARY KEY (user_id, client_id, op_id);
CREATE INDEX sync_ops_client_seq_idx ON sync_ops (user_id, client_id, seq);

-- The entity an op is about: a late op must not undo a newer op of the same device on the
-- same entity (it is logged as 'superseded' and changes nothing).
ALTER TABLE sync_ops ADD COLUMN entity text, ADD COLUMN entity_key text;
UPDATE sync_ops SET (entity, entity_key) = (
  CASE
    WHEN kind = 'favourite.set' THEN 'favourite'
    WHEN kind = 'follow.set' THEN 'follow'
    WHEN kind LIKE 'palette.%' THEN 'palette'
    WHEN kind LIKE 'paletteFolder.%' THEN 'paletteFolder'
    WHEN kind = 'history.add' THEN 'history'
  END,
  CASE
    WHEN kind = 'favourite.set' THEN concat_ws(':', body->>'type', body->>'itemId', coalesce(body->>'pictureId', ''))
    WHEN kind = 'follow.set' THEN concat_ws(':', body->>'target', body->>'targetId')
    WHEN kind LIKE 'palette.%' THEN body->>'paletteId'
    WHEN kind LIKE 'paletteFolder.%' THEN body->>'folderId'
    WHEN kind = 'history.add' THEN concat_ws(':', body->>'type', body->>'itemId')
  END
);
CREATE INDEX sync_ops_client_entity_idx ON sync_ops (user_id, client_id, entity, entity_key, seq) WHERE outcome = 'applied';

-- An op that never passed validation (a NUL in its text, a malformed field) is logged as failed
-- without its body, which the database could not hold, and without an entity if it names none.
ALTER TABLE sync_ops ALTER COLUMN body DROP NOT NULL;
ALTER TABLE sync_ops DROP CONSTRAINT sync_ops_outcome_check;
ALTER TABLE sync_ops ADD CONSTRAINT sync_ops_outcome_check CHECK (outcome IN ('applied', 'failed', 'superseded'));
