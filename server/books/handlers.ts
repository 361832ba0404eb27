import { mediaUrl } from '../../src/shared/catalogue/types';
import { STATUS } from '../../src/shared/contract';
import type { BookPage } from '../../src/shared/contract/calls/book';
import { mayOpen, viewerOf } from '../access/item-access';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import type { Queryable } from '../db/db';

interface BookRow {
  id: number;
  channel_id: number;
  vip_only: boolean;
  title_zh: string;
  title_en: string;
  cover: string;
  pictures: string[];
  page_count: number;
}

interface PageRow {
  page: number;
  id: string;
  width: number | null;
  height: number | null;
}

/**
 * The pages of a book in order: its book_pages when it has them (trend books), else its attached
 * pictures (any other item read as a book). Only asked once item access has opened the item.
 */
async function pagesOf(db: Queryable, book: BookRow): Promise<BookPage[]> {
  const rows =
    book.page_count > 0
      ? await db.query<PageRow>(
          `SELECT b.page_no AS page, m.id, m.width, m.height FROM book_pages b JOIN media m ON m.id = b.media_id WHERE b.item_id = $1 ORDER BY b.page_no`,
          [book.id],
        )
      : await db.query<PageRow>(
          `SELECT u.n::int AS page, m.id, m.width, m.height FROM unnest($1::text[]) WITH ORDINALITY AS u(p, n) JOIN media m ON m.id = u.p ORDER BY u.n`,
          [book.pictures],
        );
  return rows.map((row, index) => ({ page: index + 1, id: row.id, url: mediaUrl(row.id), thumb: mediaUrl(row.id, 'thumb'), width: row.width, height: row.height }));
}

const toPosition = (id: number, row?: { page: number; read_at: Date }) => ({ id, page: row?.page ?? 0, read_at: row ? new Date(row.read_at).getTime() : 0 });

/** Trend books (issue #17): pages through item access, reading positions per member. */
export function registerBookHandlers(registry: Registry) {
  registry.register('oct/Book/getBookPages', async ({ id }, { db, caller, locale }) => {
    const [book] = await db.query<BookRow>(
      `SELECT i.id, i.channel_id, i.vip_only, i.title_zh, i.title_en, i.cover, i.pictures,
              (SELECT count(*)::int FROM book_pages b WHERE b.item_id = i.id) AS page_count
         FROM items i WHERE i.id = $1`,
      [id],
    );
    if (!book) return NO_DATA;
    const title = locale === 'en' ? book.title_en : book.title_zh;
    if (!mayOpen(viewerOf(caller), book)) {
      // A locked card: the cover as a thumbnail and how long the book is, never a page.
      return { id, title, cover: mediaUrl(book.cover, 'thumb'), locked: true, total: book.page_count || book.pictures.length, pages: [] };
    }
    const pages = await pagesOf(db, book);
    return { id, title, cover: mediaUrl(book.cover), locked: false, total: pages.length, pages };
  });

  registry.register('oct/Book/getReadPosition', async ({ id }, { db, caller }) => {
    const user = signedInUser(caller);
    const [row] = await db.query<{ page: number; read_at: Date }>('SELECT page, read_at FROM book_positions WHERE user_id = $1 AND item_id = $2', [user.id, id]);
    return toPosition(id, row);
  });

  registry.register('oct/Book/saveReadPosition', async ({ id, page, read_at }, { db, caller }) => {
    const user = signedInUser(caller);
    const [item] = await db.query<{ id: number }>('SELECT id FROM items WHERE id = $1', [id]);
    if (!item) throw new ApiError(STATUS.notFound, '未找到该书', 404);
    // The newest turn wins, whatever order the devices' saves arrive in.
    await db.query(
      `INSERT INTO book_positions (user_id, item_id, page, read_at) VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000))
       ON CONFLICT (user_id, item_id) DO UPDATE SET page = EXCLUDED.page, read_at = EXCLUDED.read_at
        WHERE book_positions.read_at < EXCLUDED.read_at`,
      [user.id, id, page, read_at],
    );
    const [row] = await db.query<{ page: number; read_at: Date }>('SELECT page, read_at FROM book_positions WHERE user_id = $1 AND item_id = $2', [user.id, id]);
    return toPosition(id, row);
  });
}
