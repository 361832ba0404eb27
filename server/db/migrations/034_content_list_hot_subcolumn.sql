-- Sub-column lists sorted by views. A sub-column list filters on subcolumn_id only (see
-- item-query.ts), and no index ordered it by views: each page sorted every item of the
-- sub-column (tens of thousands at a million items) to keep forty. This index walks the page
-- in order, index-only, like the column and channel indexes of 032 do.
CREATE INDEX items_subcolumn_hot_idx ON items (subcolumn_id, pv DESC, id DESC) INCLUDE (type, publish_time, attr_ids);
