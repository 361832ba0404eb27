-- Search by picture (issue #13 item 5): the descriptor of every catalogue picture
-- (src/shared/image-search/descriptor.ts, little-endian float32), computed when the picture is
-- stored, so a search compares the member's picture with these rows and decodes nothing.
CREATE TABLE picture_descriptors (
  media_id text PRIMARY KEY REFERENCES media(id) ON DELETE CASCADE,
  descriptor bytea NOT NULL
);
