-- Bulk inserts (seed, imports) paid one trigger call, and one executor start, per item row.
-- One call per statement over its transition table does the same set-based insert once.
-- Updates keep the row trigger: a trigger with a column list cannot have transition tables,
-- and items are updated one at a time.
DROP TRIGGER items_colours_insert ON items;

CREATE FUNCTION item_colours_sync_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_colours (item_id, position, channel_id, publish_time, hex, ratio, lab_l, lab_a, lab_b, lab_bin)
  SELECT inserted.id, (entry.ord - 1)::smallint, inserted.channel_id, inserted.publish_time,
         colour_normalise_hex(entry.colour ->> 'color_rgbhex'),
         coalesce((entry.colour ->> 'ratio')::real, 0),
         lab[1], lab[2], lab[3], colour_lab_bin(lab)
    FROM inserted_items AS inserted
    CROSS JOIN LATERAL jsonb_array_elements(inserted.colours) WITH ORDINALITY AS entry(colour, ord)
    CROSS JOIN LATERAL (SELECT colour_hex_to_lab(entry.colour ->> 'color_rgbhex') AS lab) converted;
  RETURN NULL;
END;
$$;

CREATE TRIGGER items_colours_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS inserted_items
  FOR EACH STATEMENT EXECUTE FUNCTION item_colours_sync_inserted();
