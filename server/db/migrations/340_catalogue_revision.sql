-- A revision of what list pages show besides which items they hold: the catalogue's definitions
-- (columns, their list routes, attributes, attribute values) and everything a list card shows of
-- an item, its cover and its brand. An uncached list read its definitions in a round trip of its
-- own and joined every item of its page to its item, cover and brand rows to learn their row
-- versions, most of its cost on 1 M items (issue #11 item 6). A server now keeps definitions and
-- cards in memory, and each list page's statement reads this revision with its item ids: what was
-- kept at another revision is read afresh.
--
-- Inserting items moves nothing (a new item is not kept anywhere yet); changing or deleting one
-- does. The revision moves before the statement changes any row, so a transaction holds the
-- revision's row lock before any row lock of these tables: two writers queue on it instead of
-- each waiting for a row the other has locked. It takes the item counters' advisory lock
-- (migration 031) first, which inserting items takes too: the two locks always come in one order.
CREATE TABLE catalogue_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL
);
INSERT INTO catalogue_revision (revision) VALUES (1);

CREATE FUNCTION catalogue_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240030);
  UPDATE catalogue_revision SET revision = revision + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER columns_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON columns
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER list_routes_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON list_routes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER attributes_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER attribute_values_revision BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
-- The fields of items, media and brands that server/catalogue/items.ts (toListItem) shows.
CREATE TRIGGER items_revision
  BEFORE UPDATE OF id, channel_id, column_id, subcolumn_id, type, title_zh, title_en, publish_time, pv, tag_base,
                   tag_base_pattern, temp_type, cover, colours, vip_only, brand_id
     OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER media_revision BEFORE UPDATE OF id, width, height OR DELETE OR TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER brands_revision BEFORE UPDATE OF id, name_zh, name_en OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
