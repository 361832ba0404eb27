-- Keyword search with its scope in one GIN lookup: the item's search tokens plus tokens for its
-- channel (#c…), column (#k…) and content type (#t…). A search within a channel, a column or a
-- type then intersects posting lists inside the index instead of visiting every item that has
-- the word anywhere (a wide row each) to check its channel. Search tokens never start with #.
CREATE INDEX items_search_keys_idx ON items USING gin (
  (search_terms || ARRAY['#c' || channel_id::text, '#k' || column_id::text, '#t' || type::text])
);
