-- Login throttling with growing delays (issue #18 item 10). One row per budget key: an account
-- from one address, a known device, an account from anywhere, an address over all accounts.
-- A password check is reserved here (failures + 1) BEFORE the hash is computed, in one upsert
-- per key, so concurrent guesses serialise on the row and can never exceed the budget.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  -- Checks reserved since the key was last forgotten; a success gives its own back.
  failures integer NOT NULL CHECK (failures >= 0),
  -- No check on this key before this time (the growing delay).
  next_check_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX login_throttle_updated_idx ON login_throttle (updated_at);

-- Wait after `failures` reserved checks on a key that allows `free` checks without delay:
-- none while under it, then 1, 2, 4, 8 minutes, capped at 15. Starting at a minute means a
-- burst of parallel guesses gets exactly `free` checks, however long the burst takes to serve.
CREATE FUNCTION login_check_delay(failures integer, free integer) RETURNS interval
  LANGUAGE sql IMMUTABLE AS
$$ SELECT CASE WHEN failures < free THEN interval '0'
               ELSE make_interval(secs => least(900, 60 * power(2, least(failures - free, 4)))) END $$;

-- Secrets every app server shares (the device-cookie HMAC key), made once on first use.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
