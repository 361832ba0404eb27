-- How many items of each channel, column and content type carry each attribute value, kept in
-- step with item_attr_values the way item_counts is with items. A list filtered by one value
-- (migration 080) walked up to (page + 10) × 40 of its matches to count them and, when there were
-- more, asked the planner for an estimate in a second statement; an uncached list pays each
-- statement's round trip (issue #11 item 6). Its count is now exact and comes with its page in
-- one statement.
CREATE TABLE item_value_counts (
  value_id integer NOT NULL,
  channel_id integer NOT NULL,
  column_id integer NOT NULL,
  type smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (value_id, channel_id, column_id, type)
);
CREATE INDEX item_value_counts_column_idx ON item_value_counts (value_id, column_id, type) INCLUDE (n);

-- The same advisory lock as item_counts (migration 031): the writers of items queue on one lock
-- instead of locking counter rows crosswise.
CREATE FUNCTION item_value_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240030);
  INSERT INTO item_value_counts (value_id, channel_id, column_id, type, n)
  SELECT value_id, channel_id, column_id, type, count(*) FROM added_values GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (value_id, channel_id, column_id, type) DO UPDATE SET n = item_value_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION item_value_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240030);
  UPDATE item_value_counts c SET n = c.n - r.n
    FROM (SELECT value_id, channel_id, column_id, type, count(*) AS n FROM removed_values GROUP BY 1, 2, 3, 4) r
   WHERE c.value_id = r.value_id AND c.channel_id = r.channel_id AND c.column_id = r.column_id AND c.type = r.type;
  RETURN NULL;
END $$;

-- Rows of item_attr_values are deleted and inserted, not updated; an update is counted all the same.
CREATE FUNCTION item_value_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240030);
  INSERT INTO item_value_counts (value_id, channel_id, column_id, type, n)
  SELECT value_id, channel_id, column_id, type, sum(n) FROM (
    SELECT value_id, channel_id, column_id, type, -1 AS n FROM removed_values
    UNION ALL
    SELECT value_id, channel_id, column_id, type, 1 FROM added_values
  ) delta GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (value_id, channel_id, column_id, type) DO UPDATE SET n = item_value_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION item_value_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_value_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER item_value_counts_insert AFTER INSERT ON item_attr_values
  REFERENCING NEW TABLE AS added_values FOR EACH STATEMENT EXECUTE FUNCTION item_value_counts_add();
CREATE TRIGGER item_value_counts_delete AFTER DELETE ON item_attr_values
  REFERENCING OLD TABLE AS removed_values FOR EACH STATEMENT EXECUTE FUNCTION item_value_counts_remove();
CREATE TRIGGER item_value_counts_update AFTER UPDATE ON item_attr_values
  REFERENCING OLD TABLE AS removed_values NEW TABLE AS added_values FOR EACH STATEMENT EXECUTE FUNCTION item_value_counts_move();
CREATE TRIGGER item_value_counts_truncate AFTER TRUNCATE ON item_attr_values
  FOR EACH STATEMENT EXECUTE FUNCTION item_value_counts_clear();

INSERT INTO item_value_counts (value_id, channel_id, column_id, type, n)
SELECT value_id, channel_id, column_id, type, count(*) FROM item_attr_values GROUP BY 1, 2, 3, 4;
