-- The catalogue's definitions (columns, their list routes, attributes and attribute values) change
-- only by editorial imports, yet every uncached list read them in a round trip of its own (issue #11
-- item 6). A server now keeps them in memory, and each list page's statement reads this revision
-- beside its items: a page read with definitions of another revision is answered again from
-- definitions read afresh. Every statement that changes a definition table moves the revision on.
CREATE TABLE catalogue_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL
);
INSERT INTO catalogue_revision (revision) VALUES (1);

CREATE FUNCTION catalogue_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER columns_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON columns
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER list_routes_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON list_routes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER attributes_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
CREATE TRIGGER attribute_values_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_revision_bump();
