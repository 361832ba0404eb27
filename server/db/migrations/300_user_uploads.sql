-- The member's own pictures (image-tool results saved to my works, pictures used in documents).
-- The id is made by the device (u-<uuid>) so an upload retried after a lost answer is stored once.
CREATE TABLE user_uploads (
  id text PRIMARY KEY CHECK (id ~ '^u-[0-9a-f-]{36}$'),
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  thumb_key text NOT NULL,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_uploads_by_owner ON user_uploads (owner_id, created_at DESC);

-- Files and bytes uploaded per member and day, counted in one conditional upsert (never overshoots).
CREATE TABLE upload_quota (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day text NOT NULL,
  files integer NOT NULL,
  bytes bigint NOT NULL,
  PRIMARY KEY (user_id, day)
);
