-- Colour suite: colour library (Coloretto reference colours + imported licensed systems),
-- per-item colour index for search by colour, and users' palettes and palette folders.

-- Every colour whose code is accepted anywhere a code is: the product's own Coloretto system
-- (reference data, seeded by 041) and licensed systems imported with `npm run colours:import`.
CREATE TABLE colour_library (
  id serial PRIMARY KEY,
  -- 'coloretto', or an imported system such as 'pantone-tcx' or 'pantone-tpg'.
  system text NOT NULL CHECK (system ~ '^[a-z][a-z0-9-]{1,31}$'),
  code text NOT NULL UNIQUE,
  -- The code's letters and digits, lower-cased: what a typed code is matched against.
  code_key text NOT NULL UNIQUE,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  hex text NOT NULL CHECK (hex ~ '^#[0-9A-F]{6}$'),
  -- CIE Lab (D65) of hex, precomputed so matching never converts the library again.
  lab_l real NOT NULL,
  lab_a real NOT NULL,
  lab_b real NOT NULL,
  -- Browse order inside a system (Coloretto: hue, then lightness, then chroma).
  sort integer NOT NULL,
  search_count integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX colour_library_code_key_idx ON colour_library (code_key text_pattern_ops);
CREATE INDEX colour_library_system_sort_idx ON colour_library (system, sort);

-- "#RRGGBB" (upper case) of a hex colour written #RGB or #RRGGBB, with or without the # (spec §5).
CREATE FUNCTION colour_normalise_hex(hex text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  digits text := upper(ltrim(hex, '#'));
BEGIN
  IF digits ~ '^[0-9A-F]{3}$' THEN
    digits := substr(digits, 1, 1) || substr(digits, 1, 1) || substr(digits, 2, 1) || substr(digits, 2, 1)
           || substr(digits, 3, 1) || substr(digits, 3, 1);
  END IF;
  IF digits !~ '^[0-9A-F]{6}$' THEN
    RAISE EXCEPTION 'colour: "%" is not a #RGB or #RRGGBB colour', hex;
  END IF;
  RETURN '#' || digits;
END;
$$;

-- CIE Lab (D65, 2°) of an sRGB hex colour. Mirrors rgbToLab in src/shared/colour; a server
-- test pins both to the same numbers.
CREATE FUNCTION colour_hex_to_lab(hex text) RETURNS real[]
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  digits text := substr(colour_normalise_hex(hex), 2);
  channel double precision[] := ARRAY[0, 0, 0];
  x double precision; y double precision; z double precision;
  fx double precision; fy double precision; fz double precision;
  i integer;
BEGIN
  FOR i IN 1..3 LOOP
    channel[i] := ('x' || substr(digits, i * 2 - 1, 2))::bit(8)::integer / 255.0;
    channel[i] := CASE WHEN channel[i] <= 0.04045 THEN channel[i] / 12.92
                       ELSE power((channel[i] + 0.055) / 1.055, 2.4) END;
  END LOOP;
  x := (0.4124564 * channel[1] + 0.3575761 * channel[2] + 0.1804375 * channel[3]) / 0.95047;
  y := (0.2126729 * channel[1] + 0.7151522 * channel[2] + 0.0721750 * channel[3]);
  z := (0.0193339 * channel[1] + 0.1191920 * channel[2] + 0.9503041 * channel[3]) / 1.08883;
  fx := CASE WHEN x > 216.0 / 24389 THEN cbrt(x) ELSE (24389.0 / 27 * x + 16) / 116 END;
  fy := CASE WHEN y > 216.0 / 24389 THEN cbrt(y) ELSE (24389.0 / 27 * y + 16) / 116 END;
  fz := CASE WHEN z > 216.0 / 24389 THEN cbrt(z) ELSE (24389.0 / 27 * z + 16) / 116 END;
  RETURN ARRAY[116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]::real[];
END;
$$;

-- Quantised Lab cell of a colour: 8-unit cubes, L in 13 steps, a and b in 32 steps each.
-- Mirrors labBin in src/shared/colour/item-index.ts.
CREATE FUNCTION colour_lab_bin(lab real[]) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT least(12, greatest(0, floor(lab[1] / 8)::integer)) * 1024
       + least(31, greatest(0, floor((lab[2] + 128) / 8)::integer)) * 32
       + least(31, greatest(0, floor((lab[3] + 128) / 8)::integer))
$$;

-- One row per stored colour of an item, kept in step with items.colours by the trigger below,
-- so every writer of items (seed, ingest, imports) feeds search by colour without extra code.
CREATE TABLE item_colours (
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  channel_id integer NOT NULL,
  publish_time bigint NOT NULL,
  hex text NOT NULL,
  ratio real NOT NULL,
  lab_l real NOT NULL,
  lab_a real NOT NULL,
  lab_b real NOT NULL,
  lab_bin integer NOT NULL,
  PRIMARY KEY (item_id, position)
);
CREATE INDEX item_colours_bin_idx ON item_colours (lab_bin, ratio DESC);
CREATE INDEX item_colours_channel_time_idx ON item_colours (channel_id, publish_time);

CREATE FUNCTION item_colours_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM item_colours WHERE item_id = NEW.id;
  END IF;
  INSERT INTO item_colours (item_id, position, channel_id, publish_time, hex, ratio, lab_l, lab_a, lab_b, lab_bin)
  SELECT NEW.id, (entry.ord - 1)::smallint, NEW.channel_id, NEW.publish_time,
         colour_normalise_hex(entry.colour ->> 'color_rgbhex'),
         coalesce((entry.colour ->> 'ratio')::real, 0),
         lab[1], lab[2], lab[3], colour_lab_bin(lab)
    FROM jsonb_array_elements(NEW.colours) WITH ORDINALITY AS entry(colour, ord)
    CROSS JOIN LATERAL (SELECT colour_hex_to_lab(entry.colour ->> 'color_rgbhex') AS lab) converted;
  RETURN NULL;
END;
$$;

CREATE TRIGGER items_colours_insert AFTER INSERT ON items
  FOR EACH ROW EXECUTE FUNCTION item_colours_sync();
CREATE TRIGGER items_colours_update AFTER UPDATE OF colours, channel_id, publish_time ON items
  FOR EACH ROW EXECUTE FUNCTION item_colours_sync();

-- Palette folders and palettes of a user (spec §7 UserCenter colour calls). Ids are generated
-- by the client, so a palette made offline keeps its id when its outbox entry reaches the server.
CREATE TABLE colour_folders (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX colour_folders_user_idx ON colour_folders (user_id, created_at);

CREATE TABLE colour_palettes (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  folder_id text REFERENCES colour_folders(id) ON DELETE SET NULL,
  title text NOT NULL,
  -- [{"color_rgbhex","ratio","code"?,"name"?}]
  colours jsonb NOT NULL,
  -- Where the palette came from: {"kind":"image"|"item"|"manual"|..., "item_id"?, "media_id"?}
  source jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX colour_palettes_user_idx ON colour_palettes (user_id, folder_id, updated_at DESC);
