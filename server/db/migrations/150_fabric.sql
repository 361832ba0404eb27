-- Fabric sourcing (issue #17 item 1): fabric merchants and their fabrics as data of their own,
-- the members' fabric favourites and footprint (both written only through server/sync, like
-- favourites and view_history), and contact requests sent to a merchant.

CREATE TABLE fabric_merchants (
  id integer PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  city_zh text NOT NULL,
  city_en text NOT NULL,
  intro_zh text NOT NULL,
  intro_en text NOT NULL,
  logo text REFERENCES media(id),
  founded integer NOT NULL,
  -- Certified merchants only are listed (spec §2: fabrics come from certified real merchants).
  certified boolean NOT NULL DEFAULT true,
  featured boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE fabrics (
  id integer PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES fabric_merchants(id) ON DELETE CASCADE,
  code text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- Use category (shirting, suiting, denim …): the home page's categories.
  category text NOT NULL,
  construction text NOT NULL CHECK (construction IN ('woven', 'knit')),
  weave text NOT NULL,
  -- [{fibre, pct}], percentages totalling 100, largest first; main_fibre = the first one.
  composition jsonb NOT NULL,
  main_fibre text NOT NULL,
  fibres text[] NOT NULL,
  weight_gsm integer NOT NULL CHECK (weight_gsm > 0),
  width_cm integer NOT NULL CHECK (width_cm > 0),
  finishes text[] NOT NULL DEFAULT '{}',
  -- [{hex, ratio}] measured on the swatch pictures.
  colours jsonb NOT NULL DEFAULT '[]',
  price_band smallint NOT NULL CHECK (price_band BETWEEN 1 AND 4),
  moq_m integer NOT NULL CHECK (moq_m > 0),
  certifications text[] NOT NULL DEFAULT '{}',
  swatches text[] NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);
CREATE INDEX fabrics_published_idx ON fabrics (published_at DESC, id DESC);
CREATE INDEX fabrics_merchant_idx ON fabrics (merchant_id, published_at DESC);

CREATE TABLE fabric_favourites (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  fabric_id integer NOT NULL REFERENCES fabrics(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, fabric_id)
);
CREATE INDEX fabric_favourites_user_time_idx ON fabric_favourites (user_id, created_at DESC);

CREATE TABLE fabric_views (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  fabric_id integer NOT NULL REFERENCES fabrics(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, fabric_id)
);
CREATE INDEX fabric_views_user_time_idx ON fabric_views (user_id, viewed_at DESC);

CREATE TABLE fabric_contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  fabric_id integer REFERENCES fabrics(id) ON DELETE SET NULL,
  merchant_id integer NOT NULL REFERENCES fabric_merchants(id) ON DELETE CASCADE,
  mobile text NOT NULL,
  name text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The fabric collection and footprint are synced entities (fabricFavourite.set, fabricView.add ops).
ALTER TABLE sync_changes DROP CONSTRAINT sync_changes_entity_check;
ALTER TABLE sync_changes ADD CONSTRAINT sync_changes_entity_check
  CHECK (entity IN ('favourite', 'follow', 'palette', 'paletteFolder', 'history', 'fabricFavourite', 'fabricView'));
