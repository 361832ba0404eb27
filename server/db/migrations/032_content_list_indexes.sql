-- Covering indexes for list pages. A list filters on one scope (sub-column, column or channel),
-- content type and attribute values, and sorts by time or views. With type and attr_ids carried
-- in the index, PostgreSQL answers a page's ids and a bounded count with an index-only scan:
-- a deep page (OFFSET thousands) walks compact index entries instead of thousands of wide item
-- rows scattered over the table. Lists of one content type (pattern pages, guests' previews)
-- get a narrow index of their own, so their deep pages skip without filtering.
-- These replace the plain time indexes of 001, which they cover.

DROP INDEX IF EXISTS items_column_time_idx;
DROP INDEX IF EXISTS items_channel_time_idx;
DROP INDEX IF EXISTS items_subcolumn_time_idx;

CREATE INDEX items_column_new_idx ON items (column_id, publish_time DESC, id DESC) INCLUDE (type, pv, attr_ids);
CREATE INDEX items_column_type_new_idx ON items (column_id, type, publish_time DESC, id DESC) INCLUDE (pv);
CREATE INDEX items_subcolumn_new_idx ON items (subcolumn_id, publish_time DESC, id DESC) INCLUDE (type, pv, attr_ids);
CREATE INDEX items_channel_new_idx ON items (channel_id, publish_time DESC, id DESC) INCLUDE (type, pv, attr_ids);
CREATE INDEX items_column_hot_idx ON items (column_id, pv DESC, id DESC) INCLUDE (subcolumn_id, type, publish_time, attr_ids);
CREATE INDEX items_channel_hot_idx ON items (channel_id, pv DESC, id DESC) INCLUDE (type, publish_time, attr_ids);
