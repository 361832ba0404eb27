-- Print copies (/media/:id/print-<width>, layout PDF export) served per member and day: counted in
-- one conditional upsert, so concurrent exports never overshoot. Print copies come close to the
-- originals, which are the paid, counted downloads: the budget stops a member harvesting them.
CREATE TABLE print_quota (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day text NOT NULL,
  copies integer NOT NULL,
  PRIMARY KEY (user_id, day)
);
