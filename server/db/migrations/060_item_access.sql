-- Item access (issue #18): the media route decides a picture's access from the items that use it,
-- so looking an id up as cover, attached picture or body media must be an index scan.

-- Media ids named by an item's body blocks ({kind, media}, {image}, video {poster}).
CREATE FUNCTION item_body_media(body jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT m.value), '{}')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(body) = 'array' THEN body ELSE '[]'::jsonb END) AS b(block)
    CROSS JOIN LATERAL (VALUES (b.block ->> 'media'), (b.block ->> 'image'), (b.block ->> 'poster')) AS m(value)
   WHERE jsonb_typeof(b.block) = 'object' AND m.value IS NOT NULL
$$;

CREATE INDEX items_cover_idx ON items (cover);
CREATE INDEX items_pictures_idx ON items USING gin (pictures);
CREATE INDEX items_body_media_idx ON items USING gin (item_body_media(body));

-- Spec §6: women's 20850, men's 20840 and kids' 20860 are all main channels (the demo data
-- marked only 20850).
UPDATE channels SET is_main = true WHERE id IN (20850, 20840, 20860);
