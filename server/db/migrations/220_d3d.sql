-- 3D garment library (issue #15 item 1; spec §2 /list/style3d, /list/d3d, /detail/d3d): garments
-- on the committed parametric models (public/models/<category>.glb), one colourway each.

CREATE TABLE style3d_garments (
  id integer PRIMARY KEY,
  channel_id integer NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  intro_zh text NOT NULL,
  intro_en text NOT NULL,
  -- tshirt, dress, trousers, jacket (src/shared/d3d.ts).
  category text NOT NULL,
  styles text[] NOT NULL DEFAULT '{}',
  -- cotton, silk, denim, leather: the viewer's default finish.
  fabric text NOT NULL,
  color_rgbhex text NOT NULL,
  color_name_zh text NOT NULL,
  color_name_en text NOT NULL,
  model text NOT NULL,
  cover text NOT NULL,
  turntable text[] NOT NULL DEFAULT '{}',
  publish_time integer NOT NULL,
  pv integer NOT NULL DEFAULT 0
);
CREATE INDEX style3d_garments_channel_idx ON style3d_garments (channel_id, publish_time DESC, id);
CREATE INDEX style3d_garments_styles_idx ON style3d_garments USING gin (styles);
