-- Member task centre (issue #12): rewards claimed, shares recorded, and download credits.
--
-- A reward is granted by inserting its claim row; the primary key (user, task, period) makes a
-- second claim of the same task in the same period impossible, also when twenty claims arrive
-- at once on PostgreSQL (the losers wait on the winner's uncommitted row, then find it). The
-- grant itself (VIP days, credits) is written in the same transaction as the claim.
CREATE TABLE task_claims (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  task text NOT NULL CHECK (task ~ '^[a-z][a-z0-9_]{1,31}$'),
  -- 'once' for one-off tasks, the China calendar day (YYYY-MM-DD) for daily tasks.
  period text NOT NULL CHECK (period = 'once' OR period ~ '^\d{4}-\d{2}-\d{2}$'),
  reward_kind text NOT NULL CHECK (reward_kind IN ('vip_days', 'download_credits')),
  reward_amount integer NOT NULL CHECK (reward_amount > 0),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, task, period)
);

-- Reports a member shared (the share task); one row per user, item and day.
CREATE TABLE task_shares (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id, day)
);
CREATE INDEX task_shares_user_day_idx ON task_shares (user_id, day);

-- Extra downloads on top of the role's daily limit, spent only once that limit is used up.
CREATE TABLE download_credits (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  balance integer NOT NULL CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What is new per channel (/updateDetail): when the member last looked at a channel's updates.
CREATE TABLE channel_update_visits (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_id integer NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, channel_id)
);
