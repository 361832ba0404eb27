-- Issue #14 item 6: idea boards (/cloudThink) are works of type 4: the same Yjs content, update
-- log and layoutDoc sync ops as layout documents, one large page each.
ALTER TABLE works DROP CONSTRAINT works_type_check;
ALTER TABLE works ADD CONSTRAINT works_type_check CHECK (type IN (1, 2, 3, 4));
