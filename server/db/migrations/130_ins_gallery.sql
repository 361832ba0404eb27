-- Instagram blogger gallery (issue #16): the content service behind the proxy of spec §7
-- (server/dnext). Bloggers ("upers") are the catalogue's bloggers table; follows of them are
-- the follows table (target_kind 'blogger'), written only through server/sync so other devices
-- hear of them. Everything else here belongs to the service.

-- Editorial groups of bloggers (uper/group): 街拍达人, 设计师, …
CREATE TABLE ins_uper_groups (
  id integer PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Tags of posts (common/tags); kind is the filter key it answers to (style_id, fashion_id …).
CREATE TABLE ins_tags (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('style', 'fashion', 'pattern', 'fabric', 'craft')),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

ALTER TABLE bloggers
  ADD COLUMN group_id integer REFERENCES ins_uper_groups(id),
  -- When the blogger joined the gallery, and their newest post (seconds): sorts add_time, upd_time.
  ADD COLUMN add_time bigint NOT NULL DEFAULT 0,
  ADD COLUMN upd_time bigint NOT NULL DEFAULT 0,
  ADD COLUMN likes bigint NOT NULL DEFAULT 0,
  ADD COLUMN comments bigint NOT NULL DEFAULT 0,
  ADD COLUMN posts integer NOT NULL DEFAULT 0,
  -- Union of the tags of their posts (filters style_id, fashion_id, pattern_id, fabric_id, craft_id).
  ADD COLUMN tag_ids integer[] NOT NULL DEFAULT '{}';
CREATE INDEX bloggers_fans_idx ON bloggers (fans DESC, id);
CREATE INDEX bloggers_tags_idx ON bloggers USING gin (tag_ids);

CREATE TABLE ins_topics (
  id integer PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  cover text REFERENCES media(id),
  sort integer NOT NULL DEFAULT 0
);

-- A blogger's post: one or more pictures (media ids), tags, an optional topic.
CREATE TABLE ins_blogs (
  id integer PRIMARY KEY,
  uper_id integer NOT NULL REFERENCES bloggers(id) ON DELETE CASCADE,
  content text NOT NULL DEFAULT '',
  pictures text[] NOT NULL,
  tag_ids integer[] NOT NULL DEFAULT '{}',
  topic_id integer REFERENCES ins_topics(id),
  publish_time bigint NOT NULL,
  likes integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0,
  CHECK (cardinality(pictures) >= 1)
);
CREATE INDEX ins_blogs_uper_time_idx ON ins_blogs (uper_id, publish_time DESC, id DESC);
CREATE INDEX ins_blogs_time_idx ON ins_blogs (publish_time DESC, id DESC);
CREATE INDEX ins_blogs_tags_idx ON ins_blogs USING gin (tag_ids);

-- Design recommendations drawn from a blogger's looks (uper/design/recommend).
CREATE TABLE ins_designs (
  id integer PRIMARY KEY,
  uper_id integer NOT NULL REFERENCES bloggers(id) ON DELETE CASCADE,
  title_zh text NOT NULL,
  title_en text NOT NULL,
  picture text NOT NULL REFERENCES media(id),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX ins_designs_uper_idx ON ins_designs (uper_id, sort);

-- A user's boards of collected posts (collect_group).
CREATE TABLE ins_collect_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);

-- A post collected into one of the user's groups (collect).
CREATE TABLE ins_collects (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES ins_collect_groups(id) ON DELETE CASCADE,
  blog_id integer NOT NULL REFERENCES ins_blogs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (group_id, blog_id)
);
CREATE INDEX ins_collects_user_blog_idx ON ins_collects (user_id, blog_id);

-- "Suggest a blogger" (inclusion): one open request per user and account.
CREATE TABLE ins_inclusions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account text NOT NULL,
  note text NOT NULL DEFAULT '',
  -- 0 submitted, 1 included, 2 declined.
  status smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, account)
);

-- Notifications of the gallery. Texts are composed when read, in the reader's language, from
-- the kind and what it refers to (a blogger, a post, the suggested account in `detail`).
CREATE TABLE ins_notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('follow', 'inclusion')),
  uper_id integer REFERENCES bloggers(id) ON DELETE CASCADE,
  blog_id integer REFERENCES ins_blogs(id) ON DELETE CASCADE,
  detail text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ins_notifications_user_idx ON ins_notifications (user_id, id DESC);
CREATE INDEX ins_notifications_unread_idx ON ins_notifications (user_id) WHERE read_at IS NULL;

-- A new follow of a blogger, however it was made (the proxy's focus call or a device's synced
-- follow.set op), tells the user about the blogger's latest post. One statement-free rule for
-- every write path, so no path can forget it.
CREATE FUNCTION ins_notify_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.target_kind = 'blogger' AND EXISTS (SELECT 1 FROM bloggers WHERE id = NEW.target_id) THEN
    INSERT INTO ins_notifications (user_id, kind, uper_id, blog_id)
    VALUES (NEW.user_id, 'follow', NEW.target_id,
            (SELECT g.id FROM ins_blogs g WHERE g.uper_id = NEW.target_id ORDER BY g.publish_time DESC, g.id DESC LIMIT 1));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER follows_ins_notify AFTER INSERT ON follows FOR EACH ROW EXECUTE FUNCTION ins_notify_follow();
