-- Downloads (issue #7): rendered download files, vector sources, per-role daily limits,
-- per-user daily counters, the log of every file served and the batch log of spec §7.

-- Files rendered for download (png, tiff, pdf, CMYK jpeg, archives …), made on first request
-- and kept. `asset` is a format key or an attached picture ("pic1", "pic2" …).
CREATE TABLE download_files (
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  asset text NOT NULL CHECK (asset ~ '^(jpg|jpeg|png|tiff|pdf|svg|sub|subZip|zip|video|pic[1-9][0-9]{0,2})$'),
  media_id text NOT NULL REFERENCES media(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, asset)
);

-- The vector drawing a picture was rasterised from, when the catalogue has it. Kept apart from
-- media.variants on purpose: /media/:id/:variant is public, vector sources are downloads.
CREATE TABLE download_sources (
  media_id text PRIMARY KEY REFERENCES media(id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime = 'image/svg+xml'),
  storage_key text NOT NULL,
  bytes bigint NOT NULL
);

-- Files per day by role; changed here, no release needed. Members without VIP cannot download.
CREATE TABLE download_limits (
  role text PRIMARY KEY CHECK (role IN ('vip', 'designer')),
  daily_limit integer NOT NULL CHECK (daily_limit >= 0)
);
INSERT INTO download_limits (role, daily_limit) VALUES ('vip', 300), ('designer', 600);

-- One counter per user and China calendar day. It only ever grows through a single conditional
-- upsert (used + n <= limit), so concurrent downloads cannot overshoot the limit.
CREATE TABLE download_quota (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (user_id, day)
);

-- Every file served, written in the same transaction as the counter: rows per day = used.
CREATE TABLE download_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  item_id integer NOT NULL,
  asset text NOT NULL,
  via text NOT NULL CHECK (via IN ('file', 'bulk')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX download_events_user_day_idx ON download_events (user_id, day);

-- Spec §7 UserCenter/batchPicDownloadLog: ids comma-joined by the client, type pic.
CREATE TABLE download_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type = 'pic'),
  item_ids integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX download_batches_user_idx ON download_batches (user_id, created_at DESC);
