-- Collect groups and collects become synced user data (issue #16: collects made offline go
-- through the outbox). A group is named by a text key that devices can make up before the
-- server has seen the group (a client id); groups made on the server (the proxy's
-- collect_group call) get 'srv-group-<id>'. The numeric id stays the proxy's id.
ALTER TABLE ins_collect_groups ADD COLUMN key text;
ALTER TABLE ins_collect_groups ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE ins_collect_groups SET key = 'srv-group-' || id;
ALTER TABLE ins_collect_groups ALTER COLUMN key SET NOT NULL;
ALTER TABLE ins_collect_groups ADD CONSTRAINT ins_collect_groups_key_unique UNIQUE (key);

-- The identity is assigned before BEFORE ROW triggers run, so the key can be made from it.
CREATE FUNCTION ins_collect_group_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.key IS NULL THEN
    NEW.key := 'srv-group-' || NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ins_collect_groups_key BEFORE INSERT ON ins_collect_groups FOR EACH ROW EXECUTE FUNCTION ins_collect_group_key();
