-- Issue #14 item 5: the fitting room's pre-cut garments. Each is a transparent PNG cut-out of a
-- garment shown by a demo catalogue item (made at seed time, server/seed/fitting-garments.ts),
-- with the zone of the figure it dresses (the room places and layers it from that).
CREATE TABLE fitting_garments (
  id integer PRIMARY KEY,
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  media_id text NOT NULL REFERENCES media(id),
  garment text NOT NULL,
  zone text NOT NULL CHECK (zone IN ('top', 'bottom', 'dress', 'outer')),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX fitting_garments_item ON fitting_garments (item_id);
