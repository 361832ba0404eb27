-- Comments on pictures (spec §7 General/imageComment, issue #12). A comment is about one item,
-- optionally one of its pictures ('' = the item as a whole). Text is stored as written and
-- escaped when answered. The per-member rate limit counts these rows under the member's row
-- lock (users FOR UPDATE), so it holds across app servers.
CREATE TABLE image_comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  picture_id text NOT NULL DEFAULT '',
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 280),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_comments_picture_idx ON image_comments (item_id, picture_id, created_at DESC, id DESC);
CREATE INDEX image_comments_user_time_idx ON image_comments (user_id, created_at DESC);
