-- item_counts without deadlocks: two transactions inserting items at once (the seed's parallel
-- loader) upserted the same counter rows in different orders and deadlocked. Counter updates
-- now take one transaction-level advisory lock first, so item-writing transactions queue on
-- it instead of locking counter rows crosswise. Updates that move no row between scopes (a pv
-- change) take no lock at all.

CREATE OR REPLACE FUNCTION item_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240030);
  INSERT INTO item_counts (channel_id, column_id, subcolumn_id, type, has_pic, n)
  SELECT channel_id, column_id, coalesce(subcolumn_id, 0), type, cardinality(pictures) > 0, count(*)
    FROM added_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (channel_id, column_id, subcolumn_id, type, has_pic) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION item_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240030);
  UPDATE item_counts c SET n = c.n - r.n
    FROM (SELECT channel_id, column_id, coalesce(subcolumn_id, 0) AS subcolumn_id, type,
                 cardinality(pictures) > 0 AS has_pic, count(*) AS n
            FROM removed_rows GROUP BY 1, 2, 3, 4, 5) r
   WHERE c.channel_id = r.channel_id AND c.column_id = r.column_id AND c.subcolumn_id = r.subcolumn_id
     AND c.type = r.type AND c.has_pic = r.has_pic;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION item_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM removed_rows o JOIN added_rows a ON a.id = o.id
     WHERE (o.channel_id, o.column_id, coalesce(o.subcolumn_id, 0), o.type, cardinality(o.pictures) > 0)
           IS DISTINCT FROM (a.channel_id, a.column_id, coalesce(a.subcolumn_id, 0), a.type, cardinality(a.pictures) > 0)
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7240030);
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
  SELECT oc, ocol, osub, otype, opic, sum(n) FROM delta GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (channel_id, column_id, subcolumn_id, type, has_pic) DO UPDATE SET n = item_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
