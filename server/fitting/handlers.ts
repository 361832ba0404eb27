import type { FittingGarment } from '../../src/shared/contract/calls/fitting';
import type { Registry } from '../api/registry';

/** The fitting room's pre-cut garments (server/seed/fitting-garments.ts), titled in the caller's language. */
export function registerFittingHandlers(registry: Registry) {
  registry.register('index/FittingRoom/garments', async (_params, { db, locale }) => {
    const list = await db.query<FittingGarment>(
      `SELECT g.id, g.item_id AS "itemId", ${locale === 'en' ? 'i.title_en' : 'i.title_zh'} AS title, g.garment, g.zone,
              '/media/' || g.media_id AS src, m.width, m.height
         FROM fitting_garments g JOIN items i ON i.id = g.item_id JOIN media m ON m.id = g.media_id
        ORDER BY g.sort, g.id`,
    );
    return { list };
  });
}
