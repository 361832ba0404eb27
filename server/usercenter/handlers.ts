import type { Registry } from '../api/registry';
import { NO_DATA } from '../api/registry';
import { mediaUrl } from '../../src/shared/catalogue/types';
import type { CollectionKind, DownloadedCard, FavouriteCard, HistoryCard } from '../../src/shared/contract/calls/usercenter';
import { signedInUser } from '../auth/session-user';
import { followCount, followWords } from '../follows/queries';
import { mayOpen } from '../access/item-access';
import { cardsFor, ITEM_COLUMNS, ITEM_FROM, type ItemRow } from '../catalogue/items';

/** Spec §9 list page size. */
const PAGE_SIZE = 40;

/** Which collection a favourite belongs to (see COLLECTION_KINDS): exactly one, in this order. */
const COLLECTION_OF = `CASE WHEN i.body @> '[{"kind":"video"}]' THEN 'video'
  WHEN f.item_type = 3 OR f.picture_id <> '' THEN 'atlas'
  WHEN f.item_type IN (33, 34) THEN 'media'
  ELSE 'theme' END`;

const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);
const offset = (p: number) => (p - 1) * PAGE_SIZE;

interface FavouriteRow extends ItemRow {
  fav_type: number;
  picture_id: string;
  fav_at: Date;
}

/**
 * Read calls of the user centre over the tables the offline sync writes (favourites, follows,
 * view_history: migration 020). Every query is scoped to the caller's own user id.
 */
export function registerUserCenterHandlers(registry: Registry) {
  registry.register('oct/ListDataKw/getFavDataTypes', async (_params, { db, caller }) => {
    const rows = await db.query<{ kind: CollectionKind; count: number }>(
      `SELECT ${COLLECTION_OF} AS kind, count(*)::int AS count
         FROM favourites f JOIN items i ON i.id = f.item_id WHERE f.user_id = $1 GROUP BY 1`,
      [signedInUser(caller).id],
    );
    const counts = new Map(rows.map((row) => [row.kind, row.count]));
    return { list: (['atlas', 'media', 'theme', 'video'] as const).map((kind) => ({ kind, count: counts.get(kind) ?? 0 })) };
  });

  registry.register('oct/ListDataKw/getFavColoumnCounts', async ({ kind }, { db, caller, locale }) => {
    const rows = await db.query<{ column: number; name_zh: string; name_en: string; count: number; cover: string }>(
      `SELECT i.column_id AS column, c.name_zh, c.name_en, count(*)::int AS count,
              (array_agg(CASE WHEN f.picture_id <> '' THEN f.picture_id ELSE i.cover END ORDER BY f.created_at DESC))[1] AS cover
         FROM favourites f JOIN items i ON i.id = f.item_id JOIN columns c ON c.id = i.column_id
        WHERE f.user_id = $1 AND ${COLLECTION_OF} = $2
        GROUP BY i.column_id, c.name_zh, c.name_en ORDER BY max(f.created_at) DESC`,
      [signedInUser(caller).id, kind],
    );
    if (rows.length === 0) return NO_DATA;
    return {
      list: rows.map((row) => ({
        column: row.column,
        name: locale === 'en' ? row.name_en : row.name_zh,
        count: row.count,
        cover: mediaUrl(row.cover, 'thumb'),
      })),
    };
  });

  registry.register('oct/UserCenter/getFavList', async ({ kind, column, p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const where = `f.user_id = $1 AND ${COLLECTION_OF} = $2 AND ($3::integer IS NULL OR i.column_id = $3)`;
    const args = [user.id, kind, column ?? null];
    const [rows, [total]] = await Promise.all([
      db.query<FavouriteRow>(
        `SELECT ${ITEM_COLUMNS}, f.item_type AS fav_type, f.picture_id, f.created_at AS fav_at
           FROM ${ITEM_FROM} JOIN favourites f ON f.item_id = i.id
          WHERE ${where} ORDER BY f.created_at DESC, i.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset(p)}`,
        args,
      ),
      db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM favourites f JOIN items i ON i.id = f.item_id WHERE ${where}`,
        args,
      ),
    ]);
    if (rows.length === 0) return NO_DATA;
    // A single-picture favourite shows that picture, not the item's cover — unless the item is
    // locked now (VIP expired): a locked card shows its cover thumbnail only (item-access).
    const shown = rows.map((row) => (row.picture_id && mayOpen(user, row) ? { ...row, cover: row.picture_id, width: null, height: null } : row));
    const cards = await cardsFor({ db, locale, caller }, shown);
    const list: FavouriteCard[] = rows.map((row, index) => ({
      ...cards[index]!,
      fav: { type: row.fav_type, picture_id: row.picture_id || null, fav_time: seconds(row.fav_at) },
    }));
    return { list, count: total?.count ?? 0, page_size: PAGE_SIZE };
  });

  registry.register('oct/UserCenter/getMemberFollows', async ({ data_type, p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const [list, count] = await Promise.all([
      followWords(db, user.id, data_type, locale, { limit: PAGE_SIZE, offset: offset(p) }),
      followCount(db, user.id, data_type),
    ]);
    if (list.length === 0) return NO_DATA;
    return { list, count, page_size: PAGE_SIZE };
  });

  registry.register('oct/UserCenter/getViewHistory', async ({ p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const [rows, [total]] = await Promise.all([
      db.query<ItemRow & { viewed_at: Date }>(
        `SELECT ${ITEM_COLUMNS}, h.viewed_at FROM ${ITEM_FROM} JOIN view_history h ON h.item_id = i.id
          WHERE h.user_id = $1 ORDER BY h.viewed_at DESC, i.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset(p)}`,
        [user.id],
      ),
      db.query<{ count: number }>('SELECT count(*)::int AS count FROM view_history WHERE user_id = $1', [user.id]),
    ]);
    if (rows.length === 0) return NO_DATA;
    const cards = await cardsFor({ db, locale, caller }, rows);
    const list: HistoryCard[] = rows.map((row, index) => ({ ...cards[index]!, viewed_time: seconds(row.viewed_at) }));
    return { list, count: total?.count ?? 0, page_size: PAGE_SIZE };
  });

  registry.register('oct/UserCenter/getDownloadHistory', async ({ p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const [rows, [total]] = await Promise.all([
      db.query<ItemRow & { downloaded_at: Date }>(
        `SELECT ${ITEM_COLUMNS}, d.downloaded_at FROM ${ITEM_FROM}
           JOIN (SELECT item_id, max(created_at) AS downloaded_at FROM download_events WHERE user_id = $1 GROUP BY item_id) d ON d.item_id = i.id
          ORDER BY d.downloaded_at DESC, i.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset(p)}`,
        [user.id],
      ),
      db.query<{ count: number }>(
        'SELECT count(DISTINCT e.item_id)::int AS count FROM download_events e JOIN items i ON i.id = e.item_id WHERE e.user_id = $1',
        [user.id],
      ),
    ]);
    if (rows.length === 0) return NO_DATA;
    const cards = await cardsFor({ db, locale, caller }, rows);
    const list: DownloadedCard[] = rows.map((row, index) => ({ ...cards[index]!, downloaded_time: seconds(row.downloaded_at) }));
    return { list, count: total?.count ?? 0, page_size: PAGE_SIZE };
  });
}
