-- A list filtered by one attribute value and sorted by views (热门; a column whose setting makes
-- that its default) walked the column's views index and tested every entry's attr_ids: 11 000
-- entries read for 480 matches, the largest part of PostgreSQL's time for such an uncached page
-- on 1 M items (issue #11 item 6). item_attr_values learns each item's views, and two more
-- indexes hold a value's items of a channel or a column in views order, as the two of migration
-- 320 do in time order (those now carry the views too, so that either order's page is read from
-- its index alone). Rebuilt rather than updated in place: one pass over items.
DROP TABLE item_attr_values;

CREATE TABLE item_attr_values (
  value_id integer NOT NULL,
  channel_id integer NOT NULL,
  column_id integer NOT NULL,
  publish_time bigint NOT NULL,
  pv integer NOT NULL,
  item_id integer NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  type smallint NOT NULL,
  PRIMARY KEY (item_id, value_id)
);

INSERT INTO item_attr_values (value_id, channel_id, column_id, publish_time, pv, item_id, type)
SELECT DISTINCT v.value_id, i.channel_id, i.column_id, i.publish_time, i.pv, i.id, i.type
  FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS v(value_id);

CREATE INDEX item_attr_values_channel_new_idx
  ON item_attr_values (value_id, channel_id, publish_time DESC, item_id DESC) INCLUDE (type, pv);
CREATE INDEX item_attr_values_column_new_idx
  ON item_attr_values (value_id, column_id, publish_time DESC, item_id DESC) INCLUDE (type, pv);
CREATE INDEX item_attr_values_channel_hot_idx
  ON item_attr_values (value_id, channel_id, pv DESC, item_id DESC) INCLUDE (type, publish_time);
CREATE INDEX item_attr_values_column_hot_idx
  ON item_attr_values (value_id, column_id, pv DESC, item_id DESC) INCLUDE (type, publish_time);

CREATE OR REPLACE FUNCTION item_attr_values_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_attr_values (value_id, channel_id, column_id, publish_time, pv, item_id, type)
  SELECT DISTINCT v.value_id, i.channel_id, i.column_id, i.publish_time, i.pv, i.id, i.type
    FROM inserted_items i CROSS JOIN LATERAL unnest(i.attr_ids) AS v(value_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION item_attr_values_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_attr_values WHERE item_id = NEW.id;
  INSERT INTO item_attr_values (value_id, channel_id, column_id, publish_time, pv, item_id, type)
  SELECT DISTINCT v.value_id, NEW.channel_id, NEW.column_id, NEW.publish_time, NEW.pv, NEW.id, NEW.type FROM unnest(NEW.attr_ids) AS v(value_id);
  RETURN NULL;
END $$;

-- Views are now a copied column too (nothing updates them per view today; a views counter would
-- rewrite an item's few value rows with each change it makes).
DROP TRIGGER items_attr_values_update ON items;
CREATE TRIGGER items_attr_values_update AFTER UPDATE OF attr_ids, channel_id, column_id, publish_time, pv, type ON items
  FOR EACH ROW EXECUTE FUNCTION item_attr_values_updated();
