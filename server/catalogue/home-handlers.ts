import { CONTENT_TYPES, PATTERN_SUB_ROUTES } from '../../src/shared/catalogue/list-rules';
import type { HomeChannelBlock } from '../../src/shared/catalogue/types';
import { mediaUrl } from '../../src/shared/catalogue/types';
import { NO_DATA } from '../api/registry';
import type { Registrar } from './cache';
import type { Queryable } from '../db/db';
import { cardLanguage, cardsFor, formatPublishDate, ITEM_COLUMNS, toListItem, type ItemRow } from './items';
import { selectItems } from './item-query';
import { viewerOf } from '../access/item-access';

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** Top-level columns of a list route name (the route's own column, else columns with that url_str). */
async function routeColumnIds(db: Queryable, route: string, channel: number | undefined): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM columns c
      WHERE c.parent_id IS NULL AND ($2::integer IS NULL OR c.channel_id = $2)
        AND (c.url_str = $1 OR c.id IN (SELECT column_id FROM list_routes WHERE name = $1))
      ORDER BY c.id`,
    [route, channel ?? null],
  );
  return rows.map((r) => r.id);
}

export function registerHomeHandlers(registry: Registrar) {
  registry.register('oct/General/indexBanner', async ({ channel }, { db, locale }) => {
    const rows = await db.query<{ id: number; title_zh: string; title_en: string; image: string; link: string }>(
      `SELECT id, title_zh, title_en, image, link FROM banners
        WHERE $1::integer IS NULL OR channel_id = $1 OR channel_id IS NULL ORDER BY sort, id`,
      [channel ?? null],
    );
    if (rows.length === 0) return NO_DATA;
    return { list: rows.map((r) => ({ id: r.id, title: locale === 'en' ? r.title_en : r.title_zh, image: mediaUrl(r.image), link: r.link })) };
  });

  registry.register('oct/General/indexPage', async ({ channel, per_column }, ctx) => {
    const { db, locale } = ctx;
    const channels = await db.query<{ id: number; name_zh: string; name_en: string; url_str: string }>(
      `SELECT id, name_zh, name_en, url_str FROM channels WHERE ($1::integer IS NULL AND is_main) OR id = $1 ORDER BY sort, id`,
      [channel ?? null],
    );
    if (channels.length === 0) return NO_DATA;
    // Newest items per base column: one LATERAL query over every block of the page.
    const rows = await db.query<ItemRow & { block_column: number; block_name_zh: string; block_name_en: string; block_url_str: string }>(
      `SELECT c.id AS block_column, c.name_zh AS block_name_zh, c.name_en AS block_name_en, c.url_str AS block_url_str, x.*
         FROM columns c
         CROSS JOIN LATERAL (
           SELECT ${ITEM_COLUMNS} FROM items i JOIN media m ON m.id = i.cover LEFT JOIN brands b ON b.id = i.brand_id
            WHERE i.column_id = c.id ORDER BY i.publish_time DESC, i.id DESC LIMIT $2) x
        WHERE c.channel_id = ANY($1::integer[]) AND c.parent_id IS NULL AND c.nav_group = 'base'
        ORDER BY c.channel_id, c.sort, c.id, x.publish_time DESC, x.id DESC`,
      [channels.map((c) => c.id), per_column],
    );
    const blocks = new Map<number, HomeChannelBlock>(
      channels.map((c) => [c.id, { id: c.id, name: locale === 'en' ? c.name_en : c.name_zh, url_str: c.url_str, columns: [] }]),
    );
    const language = await cardLanguage(db, locale, rows);
    for (const row of rows) {
      const block = blocks.get(row.channel_id)!;
      let column = block.columns.find((c) => c.id === row.block_column);
      if (!column) {
        column = {
          id: row.block_column,
          name: locale === 'en' ? row.block_name_en : row.block_name_zh,
          url: `/list/${row.block_url_str}?channel=${row.channel_id}&column=${row.block_column}`,
          items: [],
        };
        block.columns.push(column);
      }
      column.items.push(toListItem(row, language, viewerOf(ctx.caller)));
    }
    return { channels: [...blocks.values()] };
  });

  registry.register('oct/General/indexPageFashion', async ({ channel, limit }, ctx) => {
    const columns = await routeColumnIds(ctx.db, 'show', channel);
    if (columns.length === 0) return NO_DATA;
    const rows = await selectItems(ctx.db, { columnIn: columns }, 'new', limit);
    return rows.length ? { list: await cardsFor(ctx, rows) } : NO_DATA;
  });

  registry.register('oct/General/trendPrediction229', async ({ channel, limit }, ctx) => {
    const columns = await routeColumnIds(ctx.db, 'trend', channel);
    if (columns.length === 0) return NO_DATA;
    const rows = await selectItems(ctx.db, { columnIn: columns, type: CONTENT_TYPES.report }, 'new', limit);
    return rows.length ? { list: await cardsFor(ctx, rows) } : NO_DATA;
  });

  registry.register('oct/General/countPerDay', async ({ channel, days }, { db }) => {
    const now = Math.floor(Date.now() / 1000);
    const today = Math.floor((now + CHINA_OFFSET) / DAY);
    const from = (today - days + 1) * DAY - CHINA_OFFSET;
    const rows = await db.query<{ day: number; count: number }>(
      `SELECT ((publish_time + ${CHINA_OFFSET}) / ${DAY})::integer AS day, count(*)::integer AS count
         FROM items WHERE publish_time >= $1 AND ($2::integer IS NULL OR channel_id = $2) GROUP BY 1`,
      [from, channel ?? null],
    );
    const byDay = new Map(rows.map((r) => [r.day, r.count]));
    const list = Array.from({ length: days }, (_, i) => {
      const day = today - days + 1 + i;
      return { date: formatPublishDate(day * DAY - CHINA_OFFSET), count: byDay.get(day) ?? 0 };
    });
    return { days: list, total: list.reduce((sum, d) => sum + d.count, 0) };
  });

  registry.register('oct/General/patternColumnData', async ({ channel, limit }, ctx) => {
    const routes = await ctx.db.query<{ name: string; column_id: number | null; channel_id: number | null; title_zh: string; title_en: string }>(
      'SELECT name, column_id, channel_id, title_zh, title_en FROM list_routes WHERE name = ANY($1::text[]) ORDER BY sort, name',
      [PATTERN_SUB_ROUTES],
    );
    const blocks = await Promise.all(
      routes.map(async (route) => {
        // The route's column belongs to its own channel: asked for another channel, the block shows
        // that channel's column named like the route (a top-level one first, else a sub-column).
        const elsewhere = route.column_id !== null && channel !== undefined && route.channel_id !== channel;
        const [local] = elsewhere
          ? await ctx.db.query<{ id: number; parent_id: number | null }>(
              'SELECT id, parent_id FROM columns WHERE channel_id = $1 AND url_str = $2 ORDER BY parent_id IS NOT NULL, sort, id LIMIT 1',
              [channel, route.name],
            )
          : [];
        let rows: Awaited<ReturnType<typeof selectItems>> = [];
        if (local) {
          const scope = local.parent_id === null ? { column: local.id } : { column: local.parent_id, subcolumn: local.id };
          rows = await selectItems(ctx.db, { ...scope, channel }, 'new', limit);
        } else if (!elsewhere) {
          const columns = route.column_id !== null ? [route.column_id] : await routeColumnIds(ctx.db, route.name, channel);
          rows = columns.length ? await selectItems(ctx.db, { columnIn: columns, channel }, 'new', limit) : [];
        }
        const link = elsewhere ? { channel, column: local?.id } : { channel: route.channel_id ?? undefined, column: route.column_id ?? undefined };
        const query = new URLSearchParams({ ...(link.channel ? { channel: String(link.channel) } : {}), ...(link.column ? { column: String(link.column) } : {}) });
        return {
          route: route.name,
          title: ctx.locale === 'en' ? route.title_en : route.title_zh,
          url: `/list/${route.name}${query.size ? `?${query}` : ''}`,
          items: await cardsFor(ctx, rows),
        };
      }),
    );
    return blocks.length ? { blocks } : NO_DATA;
  });
}
