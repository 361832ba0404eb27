-- Yarn companies and yarns as their own data (issue #17 item 4).
CREATE TABLE yarn_companies (
  id integer PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  region_zh text NOT NULL,
  region_en text NOT NULL,
  founded integer NOT NULL,
  intro_zh text NOT NULL DEFAULT '',
  intro_en text NOT NULL DEFAULT '',
  certifications text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE yarns (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES yarn_companies(id) ON DELETE CASCADE,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- Main fibre (src/shared/yarn/model.ts FIBRES) and the blend [{fibre, pct}].
  fibre smallint NOT NULL,
  blend jsonb NOT NULL DEFAULT '[]',
  count_system text NOT NULL CHECK (count_system IN ('Ne', 'Nm', 'dtex')),
  count_value numeric NOT NULL CHECK (count_value > 0),
  plies smallint NOT NULL DEFAULT 1,
  -- Linear density of the whole yarn in dtex: comparable across count systems.
  dtex integer NOT NULL,
  twist text NOT NULL CHECK (twist IN ('S', 'Z')),
  twist_tpm integer NOT NULL,
  spinning_zh text NOT NULL,
  spinning_en text NOT NULL,
  usage_zh text NOT NULL DEFAULT '',
  usage_en text NOT NULL DEFAULT '',
  -- [{hex, zh, en}]
  colours jsonb NOT NULL DEFAULT '[]',
  moq_kg integer NOT NULL,
  pv integer NOT NULL DEFAULT 0,
  publish_time bigint NOT NULL
);
CREATE INDEX yarns_time_idx ON yarns (publish_time DESC, id DESC);
CREATE INDEX yarns_pv_idx ON yarns (pv DESC, id DESC);
CREATE INDEX yarns_company_idx ON yarns (company_id, publish_time DESC);
CREATE INDEX yarns_fibre_idx ON yarns (fibre);
