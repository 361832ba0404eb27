-- Fabrics in search by colour and by picture (issue #17 item 1): every colour of a fabric in a
-- quantised Lab cell, like item_colours, so a colour query reads only the cells that can hold a
-- match (src/shared/colour/item-index.ts) and fabrics rank with the items' CIEDE2000 score.
-- Kept in step with fabrics.colours by the triggers below, so every writer of fabrics feeds it.

CREATE TABLE fabric_colours (
  fabric_id integer NOT NULL REFERENCES fabrics(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  hex text NOT NULL,
  ratio real NOT NULL,
  lab_l real NOT NULL,
  lab_a real NOT NULL,
  lab_b real NOT NULL,
  lab_bin integer NOT NULL,
  PRIMARY KEY (fabric_id, position)
);
CREATE INDEX fabric_colours_bin_idx ON fabric_colours (lab_bin, ratio DESC) INCLUDE (fabric_id, hex, lab_l, lab_a, lab_b);

-- The rows of one set of fabrics (a statement's new rows, or one updated fabric).
CREATE FUNCTION fabric_colours_of(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO fabric_colours (fabric_id, position, hex, ratio, lab_l, lab_a, lab_b, lab_bin)
  SELECT f.id, (entry.ord - 1)::smallint, colour_normalise_hex(entry.colour ->> 'color_rgbhex'),
         coalesce((entry.colour ->> 'ratio')::real, 0), lab[1], lab[2], lab[3], colour_lab_bin(lab)
    FROM fabrics f
    CROSS JOIN LATERAL jsonb_array_elements(f.colours) WITH ORDINALITY AS entry(colour, ord)
    CROSS JOIN LATERAL (SELECT colour_hex_to_lab(entry.colour ->> 'color_rgbhex') AS lab) converted
   WHERE f.id = ANY(ids)
$$;

CREATE FUNCTION fabric_colours_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fabric_colours_of(ARRAY(SELECT id FROM inserted_fabrics));
  RETURN NULL;
END;
$$;

CREATE FUNCTION fabric_colours_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fabric_colours WHERE fabric_id = NEW.id;
  PERFORM fabric_colours_of(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;

CREATE TRIGGER fabrics_colours_insert AFTER INSERT ON fabrics
  REFERENCING NEW TABLE AS inserted_fabrics
  FOR EACH STATEMENT EXECUTE FUNCTION fabric_colours_inserted();
CREATE TRIGGER fabrics_colours_update AFTER UPDATE OF colours ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabric_colours_updated();

-- Fabrics seeded before this migration.
SELECT fabric_colours_of(ARRAY(SELECT id FROM fabrics));
