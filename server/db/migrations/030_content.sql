-- Content library: column setting bits and exact list counts.

-- Column setting bits (spec §9): 1 lists use type 3, 2 lists sort hot by default,
-- 16 pattern and inspiration lists use type 3 instead of 401.
ALTER TABLE columns ADD COLUMN setting integer NOT NULL DEFAULT 0;

-- Exact item counts per list scope, so a list without attribute or keyword filters gets its
-- total without counting index entries (a channel can hold hundreds of thousands of items).
-- subcolumn 0 stands for "no sub-column" so the key can be a primary key.
CREATE TABLE item_counts (
  channel_id integer NOT NULL,
  column_id integer NOT NULL,
  subcolumn_id integer NOT NULL,
  type smallint NOT NULL,
  has_pic boolean NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (channel_id, column_id, subcolumn_id, type, has_pic)
);

-- Statement-level triggers with transition tables: one aggregate per INSERT/UPDATE/DELETE
-- statement, so a bulk load of a million rows adds a few grouped upserts, not a million.
CREATE FUNCTION item_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_counts (channel_id, column_id, subcolumn_id, type, has_pic, n)
  SELECT channel_id, column_id, coalesce(subcolumn_id, 0), type, cardinality(pictures) > 0, count(*)
    FROM added_rows GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (channel_id, column_id, subcolumn_id, type, has_pic) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION item_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_counts c SET n = c.n - r.n
    FROM (SELECT channel_id, column_id, coalesce(subcolumn_id, 0) AS subcolumn_id, type,
                 cardinality(pictures) > 0 AS has_pic, count(*) AS n
            FROM removed_rows GROUP BY 1, 2, 3, 4, 5) r
   WHERE c.channel_id = r.channel_id AND c.column_id = r.column_id AND c.subcolumn_id = r.subcolumn_id
     AND c.type = r.type AND c.has_pic = r.has_pic;
  RETURN NULL;
END $$;

-- An UPDATE changes counts only for rows whose scope changed (a pv update touches no counter).
CREATE FUNCTION item_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH pairs AS (
    SELECT o.channel_id AS oc, o.column_id AS ocol, coalesce(o.subcolumn_id, 0) AS osub, o.type AS otype,
           cardinality(o.pictures) > 0 AS opic,
           a.channel_id AS ac, a.column_id AS acol, coalesce(a.subcolumn_id, 0) AS asub, a.type AS atype,
           cardinality(a.pictures) > 0 AS apic
      FROM removed_rows o JOIN added_rows a ON a.id = o.id
  ), delta AS (
    SELECT oc, ocol, osub, otype, opic, -1 AS n FROM pairs
     WHERE (oc, ocol, osub, otype, opic) IS DISTINCT FROM (ac, acol, asub, atype, apic)
    UNION ALL
    SELECT ac, acol, asub, atype, apic, 1 FROM pairs
     WHERE (oc, ocol, osub, otype, opic) IS DISTINCT FROM (ac, acol, asub, atype, apic)
  )
  INSERT INTO item_counts (channel_id, column_id, subcolumn_id, type, has_pic, n)
  SELECT oc, ocol, osub, otype, opic, sum(n) FROM delta GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (channel_id, column_id, subcolumn_id, type, has_pic) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION item_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER items_count_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION item_counts_add();
CREATE TRIGGER items_count_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION item_counts_remove();
CREATE TRIGGER items_count_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION item_counts_move();
CREATE TRIGGER items_count_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION item_counts_clear();

-- Items that existed before this migration.
INSERT INTO item_counts (channel_id, column_id, subcolumn_id, type, has_pic, n)
SELECT channel_id, column_id, coalesce(subcolumn_id, 0), type, cardinality(pictures) > 0, count(*)
  FROM items GROUP BY 1, 2, 3, 4, 5;
