-- 4D manufacturing (issue #15 item 2): a directory of factories and workshops, and the members'
-- inquiries to them (rate-limited like fabric enquiries, answered by the consult flow).

CREATE TABLE manu_factories (
  id integer PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  region text NOT NULL,
  city_zh text NOT NULL,
  city_en text NOT NULL,
  intro_zh text NOT NULL,
  intro_en text NOT NULL,
  -- knitting, weaving, printing, embroidery, cut_sew (src/shared/manu.ts).
  processes text[] NOT NULL CHECK (cardinality(processes) > 0),
  -- Minimum order in pieces, lead time in days, monthly capacity in pieces.
  moq integer NOT NULL CHECK (moq > 0),
  lead_days integer NOT NULL CHECK (lead_days > 0),
  capacity integer NOT NULL CHECK (capacity > 0),
  workers integer NOT NULL CHECK (workers > 0),
  certifications text[] NOT NULL DEFAULT '{}',
  founded integer NOT NULL,
  -- The recommended order: higher first.
  score integer NOT NULL DEFAULT 0
);
CREATE INDEX manu_factories_score_idx ON manu_factories (score DESC, id);
CREATE INDEX manu_factories_processes_idx ON manu_factories USING gin (processes);

CREATE TABLE manu_inquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  factory_id integer NOT NULL REFERENCES manu_factories(id) ON DELETE CASCADE,
  name text NOT NULL,
  mobile text NOT NULL,
  message text NOT NULL,
  quantity integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX manu_inquiries_factory_idx ON manu_inquiries (factory_id, created_at DESC);
