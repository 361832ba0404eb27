-- Catalogue: channels, column trees, list routes, media, brands, bloggers, attributes, items.
-- Migration files are append-only: a change is a new file. Number ranges per area:
-- 001-009 catalogue/foundation, 010-019 accounts, 020-029 sync, 030-039 content,
-- 040-049 colour, 050-059 downloads.

CREATE TABLE channels (
  id integer PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  url_str text NOT NULL UNIQUE,
  -- 'fashion' is the main fashion-catalogue product line (spec §2 navigation popover).
  product_line text NOT NULL DEFAULT 'fashion',
  is_main boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE media (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'file', 'video')),
  mime text NOT NULL,
  width integer,
  height integer,
  bytes bigint NOT NULL,
  storage_key text NOT NULL,
  -- Derivatives by name: {"thumb": {"key","mime","width","height","bytes"}, "webp": {...}}
  variants jsonb NOT NULL DEFAULT '{}',
  -- Dominant colours of an image: [{"color_rgbhex","ratio"}], ratios total 100.
  colours jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE columns (
  id integer PRIMARY KEY,
  channel_id integer NOT NULL REFERENCES channels(id),
  parent_id integer REFERENCES columns(id),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  url_str text NOT NULL,
  data_type jsonb NOT NULL DEFAULT '[]',
  template_view jsonb NOT NULL DEFAULT '{}',
  seo jsonb NOT NULL DEFAULT '{}',
  image text REFERENCES media(id),
  url text,
  is_home boolean NOT NULL DEFAULT false,
  -- 'base' columns form navList.list, 'custom' ones navList.mid_list.
  nav_group text NOT NULL DEFAULT 'base' CHECK (nav_group IN ('base', 'custom')),
  vip_only boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX columns_channel_idx ON columns (channel_id, parent_id, sort);

-- Custom list routes supplied by the server: the client builds /list/{name} from these.
CREATE TABLE list_routes (
  name text PRIMARY KEY,
  layout text NOT NULL,
  channel_id integer REFERENCES channels(id),
  column_id integer REFERENCES columns(id),
  title_zh text NOT NULL,
  title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE attributes (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple', 'brand_letter', 'colour', 'ins_multiple', 'ins_colour')),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE attribute_values (
  id integer PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES attributes(id),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- Extra value for some kinds: a #hex for colour attributes, a letter for brand letters.
  value text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX attribute_values_attribute_idx ON attribute_values (attribute_id, sort);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  letter text NOT NULL,
  area_value_id integer REFERENCES attribute_values(id),
  logo text REFERENCES media(id),
  intro_zh text NOT NULL DEFAULT '',
  intro_en text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  founded integer,
  hot integer NOT NULL DEFAULT 0
);
CREATE INDEX brands_letter_idx ON brands (letter, name_en);

CREATE TABLE bloggers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  nickname text NOT NULL,
  -- 1 brand, 2 designer, 3 fashion blogger, 4 celebrity, 5 influencer, 6 e-commerce.
  itype smallint NOT NULL,
  area_value_id integer REFERENCES attribute_values(id),
  sex smallint NOT NULL DEFAULT 0,
  fans integer NOT NULL DEFAULT 0,
  fans_up integer NOT NULL DEFAULT 0,
  avatar text REFERENCES media(id),
  bio text NOT NULL DEFAULT ''
);

CREATE TABLE items (
  id integer PRIMARY KEY,
  channel_id integer NOT NULL REFERENCES channels(id),
  column_id integer NOT NULL REFERENCES columns(id),
  subcolumn_id integer REFERENCES columns(id),
  type smallint NOT NULL,
  title_zh text NOT NULL,
  title_en text NOT NULL,
  summary_zh text NOT NULL DEFAULT '',
  summary_en text NOT NULL DEFAULT '',
  -- Article or report body: [{"kind":"p"|"h"|"img", ...}]
  body jsonb NOT NULL DEFAULT '[]',
  publish_time bigint NOT NULL,
  pv integer NOT NULL DEFAULT 0,
  brand_id integer REFERENCES brands(id),
  blogger_id integer REFERENCES bloggers(id),
  tag_base jsonb NOT NULL DEFAULT '{}',
  tag_base_pattern jsonb NOT NULL DEFAULT '[]',
  attr_ids integer[] NOT NULL DEFAULT '{}',
  temp_type smallint NOT NULL DEFAULT 0,
  cover text NOT NULL REFERENCES media(id),
  pictures text[] NOT NULL DEFAULT '{}',
  colours jsonb NOT NULL DEFAULT '[]',
  vip_only boolean NOT NULL DEFAULT false,
  -- Normalised search tokens (words and CJK bigrams) of titles, tags and zh/en synonyms.
  search_terms text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX items_column_time_idx ON items (column_id, publish_time DESC, id DESC);
CREATE INDEX items_channel_time_idx ON items (channel_id, publish_time DESC, id DESC);
CREATE INDEX items_subcolumn_time_idx ON items (subcolumn_id, publish_time DESC, id DESC);
CREATE INDEX items_brand_idx ON items (brand_id, publish_time DESC);
CREATE INDEX items_attr_ids_idx ON items USING gin (attr_ids);
CREATE INDEX items_search_terms_idx ON items USING gin (search_terms);

CREATE TABLE zh_en_words (
  zh text PRIMARY KEY,
  en text NOT NULL
);
CREATE INDEX zh_en_words_en_idx ON zh_en_words (en);

CREATE TABLE hot_keywords (
  keyword text PRIMARY KEY,
  channel_id integer REFERENCES channels(id),
  hits integer NOT NULL DEFAULT 0
);

CREATE TABLE banners (
  id integer PRIMARY KEY,
  channel_id integer REFERENCES channels(id),
  title_zh text NOT NULL,
  title_en text NOT NULL,
  image text NOT NULL REFERENCES media(id),
  link text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Key/value facts about the database itself (seed version, scale).
CREATE TABLE meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
