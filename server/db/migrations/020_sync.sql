-- Offline sync (issue #4): the user data that devices sync (favourites, follows, browsing
-- history; palettes and folders live in 040's colour_palettes / colour_folders), and the
-- bookkeeping of POST /api/sync. Rules: src/shared/sync/README.md.
--
-- The user-centre pages read favourites, follows and view_history directly. Every write to
-- them goes through server/sync (applyOps), which also records the change that other devices
-- pull; a write that bypasses it is never seen by the user's other devices.

CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Content type as the spec's addFav `type` (3 = pictures, 401 colour analysis, …).
  item_type smallint NOT NULL,
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  -- One picture of the item (type 3 picture favourites); '' = the item itself.
  picture_id text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id, picture_id)
);
CREATE INDEX favourites_user_time_idx ON favourites (user_id, item_type, created_at DESC);

CREATE TABLE follows (
  -- The follow record id (spec: a blogger's `focus`; 0 means not followed).
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_kind text NOT NULL CHECK (target_kind IN ('brand', 'blogger')),
  target_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- User-chosen order of the follow list (spec dragSort); new follows go last.
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (user_id, target_kind, target_id)
);
CREATE INDEX follows_user_time_idx ON follows (user_id, target_kind, created_at DESC);

-- Browsing history (spec myFoot, sdViewLog): one row per item, the latest view wins.
CREATE TABLE view_history (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_type smallint NOT NULL,
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_type, item_id)
);
CREATE INDEX view_history_user_time_idx ON view_history (user_id, viewed_at DESC);

-- One row per user: the lock every push of that user takes (so pushes of one user apply one
-- after another, also across app servers) and the counter that orders that user's changes.
-- Changes are numbered under the lock, so commit order equals number order: a pull that
-- has seen change N can never later miss a change below N.
CREATE TABLE sync_users (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  server_seq bigint NOT NULL DEFAULT 0
);

-- A client is one browser profile's local database of one user. last_seq is the highest op
-- sequence of that client already processed: anything at or below it is a repeat.
CREATE TABLE sync_clients (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  last_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_push_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_id)
);

-- Every processed op, applied or failed. The primary key makes a second application of the
-- same (user, client, seq) impossible even if the last_seq check were ever bypassed.
CREATE TABLE sync_ops (
  user_id integer NOT NULL,
  client_id text NOT NULL,
  seq bigint NOT NULL,
  op_id text NOT NULL,
  kind text NOT NULL,
  -- The op as pushed, minus its header: the server state is the fold of these in server_seq order.
  body jsonb NOT NULL,
  server_seq bigint NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('applied', 'failed')),
  message text,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_id, seq),
  FOREIGN KEY (user_id, client_id) REFERENCES sync_clients(user_id, client_id) ON DELETE CASCADE
);
CREATE INDEX sync_ops_user_server_seq_idx ON sync_ops (user_id, server_seq);

-- The latest state of each synced entity of a user, numbered by the change that produced it;
-- a pull returns the rows above the client's cursor. state NULL = the entity was deleted.
CREATE TABLE sync_changes (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('favourite', 'follow', 'palette', 'paletteFolder', 'history')),
  entity_key text NOT NULL,
  server_seq bigint NOT NULL,
  state jsonb,
  PRIMARY KEY (user_id, entity, entity_key)
);
CREATE INDEX sync_changes_user_seq_idx ON sync_changes (user_id, server_seq);
