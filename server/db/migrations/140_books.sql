-- Trend books as ordered pages (issue #17 item 3), and each member's reading position per book.
CREATE TABLE book_pages (
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  page_no integer NOT NULL CHECK (page_no > 0),
  media_id text NOT NULL REFERENCES media(id),
  PRIMARY KEY (item_id, page_no)
);
-- Media access (server/access/item-access.ts) asks which books use a picture as a page.
CREATE INDEX book_pages_media_idx ON book_pages (media_id);

-- The server's copy of where a member is in a book; each device also keeps its own. `read_at`
-- is the device's clock when the page was turned: a late (offline) save never overwrites a newer one.
CREATE TABLE book_positions (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES items(id) ON DELETE CASCADE,
  page integer NOT NULL CHECK (page > 0),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_id)
);
