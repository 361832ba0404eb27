import type { Registry } from '../api/registry';
import { NO_DATA } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import { BRAND_COLUMNS, brandCard, type BrandRow } from '../catalogue/brands';

/** Brands per page of "my brands". */
const PAGE_SIZE = 60;

/**
 * index/Brand/favList: the brands the member follows, read from the follows the offline sync
 * writes (migration 020), in the member's own order (dragSort). Per user, so never through the
 * content answer cache.
 */
export function registerBrandFavouriteHandlers(registry: Registry) {
  registry.register('index/Brand/favList', async ({ p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const [rows, [total]] = await Promise.all([
      db.query<BrandRow & { created_at: Date }>(
        `SELECT ${BRAND_COLUMNS}, f.created_at FROM follows f JOIN brands b ON b.id = f.target_id
           LEFT JOIN attribute_values av ON av.id = b.area_value_id
          WHERE f.user_id = $1 AND f.target_kind = 'brand'
          ORDER BY f.sort, f.id LIMIT ${PAGE_SIZE} OFFSET ${(p - 1) * PAGE_SIZE}`,
        [user.id],
      ),
      db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM follows f JOIN brands b ON b.id = f.target_id WHERE f.user_id = $1 AND f.target_kind = 'brand'`,
        [user.id],
      ),
    ]);
    if (rows.length === 0) return NO_DATA;
    return {
      list: rows.map((row) => ({ ...brandCard(row, locale), isFav: true as const, follow_time: Math.floor(new Date(row.created_at).getTime() / 1000) })),
      count: total?.count ?? 0,
      page_size: PAGE_SIZE,
    };
  });
}
