-- Intelligent recommendation (issue #15 item 3, spec §2 /list/intelligent_recommend): each item's
-- precomputed most similar items (tags and attributes, dominant colours, same picture or brand,
-- and how many members favourited both). A member's answer is read live from these rows and the
-- member's own favourites, follows, palettes and browsing history (server/recommend).

CREATE TABLE item_neighbours (
  item_id integer NOT NULL,
  neighbour_id integer NOT NULL,
  score real NOT NULL,
  PRIMARY KEY (item_id, neighbour_id)
);
-- Rows of deleted items are harmless: every read joins items. A refresh replaces an item's rows.

-- Items whose neighbours need computing again: new items, and items a member just favourited
-- (their co-favourite counts changed). The refresh job (any app process) claims rows with
-- FOR UPDATE SKIP LOCKED, so several processes share the work without doing it twice.
CREATE TABLE recommend_dirty (
  item_id integer PRIMARY KEY,
  marked_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION recommend_mark_favourites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recommend_dirty (item_id) SELECT DISTINCT item_id FROM added_rows ON CONFLICT (item_id) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER favourites_recommend_dirty AFTER INSERT ON favourites
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION recommend_mark_favourites();

CREATE FUNCTION recommend_mark_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recommend_dirty (item_id) SELECT id FROM added_rows ON CONFLICT (item_id) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER items_recommend_dirty AFTER INSERT ON items
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION recommend_mark_items();

-- Cold start: a channel's most viewed items, without sorting the channel.
CREATE INDEX items_channel_pv_idx ON items (channel_id, pv DESC, id);
