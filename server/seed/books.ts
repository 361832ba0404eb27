import type { Queryable } from '../db/db';

/** Pages of a seeded trend book: 12 to 40 (issue #17). */
export const BOOK_PAGES_MIN = 12;
export const BOOK_PAGES_MAX = 40;

/**
 * Turns the catalogue's book items (type 16, or the book template 10) into books of ordered
 * pages: the cover first, then the item's own pictures, then pictures of the shared pool picked
 * by a fixed hash of book and page — the same books on every run. One statement, so a large
 * catalogue is done inside the database.
 */
export async function seedBookPages(db: Queryable, pool: readonly string[]): Promise<number> {
  if (pool.length === 0) return 0;
  const rows = await db.query<{ count: number }>(
    `WITH books AS (
       SELECT id, cover, pictures, $2::int + (id::bigint * 37 + 11) % ($3::int - $2::int + 1) AS total
         FROM items WHERE type = 16 OR temp_type = 10
     ), inserted AS (
       INSERT INTO book_pages (item_id, page_no, media_id)
       SELECT b.id, n,
              CASE WHEN n = 1 THEN b.cover
                   WHEN n <= cardinality(b.pictures) + 1 AND b.pictures[n - 1] <> b.cover THEN b.pictures[n - 1]
                   ELSE ($1::text[])[1 + ((b.id::bigint * 7919 + n * 104729) % cardinality($1::text[]))::int] END
         FROM books b CROSS JOIN LATERAL generate_series(1, b.total) AS n
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM inserted`,
    [pool, BOOK_PAGES_MIN, BOOK_PAGES_MAX],
  );
  return rows[0]?.count ?? 0;
}
