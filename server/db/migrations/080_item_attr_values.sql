-- One row per (item, attribute value), ordered like a channel's newest-first list. A list of a
-- whole channel filtered by one attribute value (a style, a season) walked the channel's time
-- index and tested every entry's attr_ids: a page deep in it (p=200, 8 000 matches) read ~90 000
-- wide index entries. This index holds only the items carrying the value, in list order, so the
-- same page and its bounded count read about as many small entries as they return.
CREATE TABLE item_attr_values (
  value_id integer NOT NULL,
  channel_id integer NOT NULL,
  publish_time bigint NOT NULL,
  item_id integer NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  type smallint NOT NULL,
  PRIMARY KEY (item_id, value_id)
);

CREATE INDEX item_attr_values_channel_new_idx
  ON item_attr_values (value_id, channel_id, publish_time DESC, item_id DESC) INCLUDE (type);

CREATE FUNCTION item_attr_values_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_attr_values (value_id, channel_id, publish_time, item_id, type)
  SELECT DISTINCT v.value_id, i.channel_id, i.publish_time, i.id, i.type
    FROM inserted_items i CROSS JOIN LATERAL unnest(i.attr_ids) AS v(value_id);
  RETURN NULL;
END $$;

CREATE TRIGGER items_attr_values_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS inserted_items
  FOR EACH STATEMENT EXECUTE FUNCTION item_attr_values_inserted();

-- Items are edited one at a time; views (pv) do not touch these columns, so cost nothing here.
CREATE FUNCTION item_attr_values_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_attr_values WHERE item_id = NEW.id;
  INSERT INTO item_attr_values (value_id, channel_id, publish_time, item_id, type)
  SELECT DISTINCT v.value_id, NEW.channel_id, NEW.publish_time, NEW.id, NEW.type FROM unnest(NEW.attr_ids) AS v(value_id);
  RETURN NULL;
END $$;

CREATE TRIGGER items_attr_values_update AFTER UPDATE OF attr_ids, channel_id, publish_time, type ON items
  FOR EACH ROW EXECUTE FUNCTION item_attr_values_updated();

-- Items that existed before this migration.
INSERT INTO item_attr_values (value_id, channel_id, publish_time, item_id, type)
SELECT DISTINCT v.value_id, i.channel_id, i.publish_time, i.id, i.type
  FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS v(value_id);
