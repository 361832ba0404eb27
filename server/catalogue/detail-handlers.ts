import type { BodyBlock, ColourRatio, DataTypeEntry, Picture, RouteColumn } from '../../src/shared/catalogue/types';
import { mediaUrl } from '../../src/shared/catalogue/types';
import { STATUS } from '../../src/shared/contract';
import { lockedItemError, mayOpen, viewerOf } from '../access/item-access';
import { ApiError, NO_DATA, type CallContext } from '../api/registry';
import type { Registrar } from './cache';
import { loadLibrary } from '../colour/library';
import type { Queryable } from '../db/db';
import { selectItems, selectItemsByIds } from './item-query';
import { cardsFor, type ItemRow } from './items';
import { wordsIn } from './keywords';
import { plainList } from './results';

interface DetailRow {
  id: number;
  channel_id: number;
  column_id: number;
  subcolumn_id: number | null;
  publish_time: number;
  vip_only: boolean;
  summary_zh: string;
  summary_en: string;
  body: Record<string, unknown>[];
  pictures: string[];
  blogger_id: number | null;
  blogger_name: string | null;
  brand_id: number | null;
  attr_ids: number[];
}

const notFound = () => new ApiError(STATUS.notFound, '内容不存在或已下线', 404);

/**
 * Loads an item for a detail call. An item the caller may not open (item-access: VIP, and VIP
 * rights over its channel) answers 9527 with the guest or member copy of spec §6: its body,
 * pictures and colours never leave the server.
 */
async function loadViewable(ctx: CallContext, id: number): Promise<DetailRow> {
  const [row] = await ctx.db.query<DetailRow>(
    `SELECT i.id, i.channel_id, i.column_id, i.subcolumn_id, i.publish_time, i.vip_only, i.summary_zh, i.summary_en, i.body, i.pictures,
            i.blogger_id, bl.nickname AS blogger_name, i.brand_id, i.attr_ids
       FROM items i LEFT JOIN bloggers bl ON bl.id = i.blogger_id WHERE i.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  if (!mayOpen(viewerOf(ctx.caller), row)) {
    ctx.log.info({ item: id, user: ctx.caller.user?.id ?? null }, 'locked detail denied');
    throw lockedItemError(ctx.caller);
  }
  return row;
}

async function routeColumns(db: Queryable, ids: number[], locale: 'zh' | 'en'): Promise<Map<number, RouteColumn>> {
  const rows = await db.query<{ id: number; url_str: string; name_zh: string; name_en: string; data_type: DataTypeEntry[] }>(
    'SELECT id, url_str, name_zh, name_en, data_type FROM columns WHERE id = ANY($1::integer[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, url_str: r.url_str, name: locale === 'en' ? r.name_en : r.name_zh, data_type: r.data_type }]));
}

async function pictures(db: Queryable, ids: string[]): Promise<Picture[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string; width: number | null; height: number | null }>(
    'SELECT id, width, height FROM media WHERE id = ANY($1::text[])',
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const media = byId.get(id);
    return media ? [{ id, url: mediaUrl(id), thumb: mediaUrl(id, 'thumb'), width: media.width, height: media.height }] : [];
  });
}

/**
 * Body blocks as stored → what the client renders. Text is bilingual ({zh, en}; a plain `text`
 * serves both): {kind: 'p'|'h'}, {kind: 'img', media} (the text is the caption),
 * {kind: 'video', media, poster?}; media are media ids.
 */
function toBody(raw: Record<string, unknown>[], locale: 'zh' | 'en'): BodyBlock[] {
  return raw.flatMap((block): BodyBlock[] => {
    const localized = block[locale] ?? block.zh ?? block.text ?? block.caption;
    const text = typeof localized === 'string' ? localized : undefined;
    if ((block.kind === 'p' || block.kind === 'h') && text) return [{ kind: block.kind, text }];
    const media = block.media ?? block.image;
    if (typeof media !== 'string') return [];
    if (block.kind === 'img') return [{ kind: 'img', image: mediaUrl(media), ...(text ? { caption: text } : {}) }];
    if (block.kind === 'video') {
      return [{ kind: 'video', video: mediaUrl(media), poster: typeof block.poster === 'string' ? mediaUrl(block.poster) : null }];
    }
    return [];
  });
}

/** The newer and the older neighbour of an item in its column (list order: newest first). */
async function neighbours(db: Queryable, row: DetailRow, locale: 'zh' | 'en') {
  const title = locale === 'en' ? 'title_en' : 'title_zh';
  const [prev, next] = await Promise.all([
    db.query<{ id: number; title: string }>(
      `SELECT id, ${title} AS title FROM items WHERE column_id = $1 AND (publish_time, id) > ($2, $3)
        ORDER BY publish_time, id LIMIT 1`,
      [row.column_id, row.publish_time, row.id],
    ),
    db.query<{ id: number; title: string }>(
      `SELECT id, ${title} AS title FROM items WHERE column_id = $1 AND (publish_time, id) < ($2, $3)
        ORDER BY publish_time DESC, id DESC LIMIT 1`,
      [row.column_id, row.publish_time, row.id],
    ),
  ]);
  return { prev: prev[0] ?? null, next: next[0] ?? null };
}

/**
 * An item's colours are stored with the Chinese name of their library colour. In English: the
 * library's English name by code, else (names outside the colour library, such as the demo
 * catalogue's colour words) the dictionary's.
 */
async function inCallersLanguage(ctx: CallContext, colours: ColourRatio[]): Promise<ColourRatio[]> {
  if (ctx.locale !== 'en') return colours;
  const library = colours.some((colour) => colour.code) ? await loadLibrary(ctx.db) : null;
  const entries = colours.map((colour) => (colour.code ? library?.byCode(colour.code) : undefined));
  const words = await wordsIn(ctx.db, ctx.locale, colours.flatMap((colour, index) => (!entries[index] && colour.name ? [colour.name] : [])));
  return colours.map((colour, index) => ({ ...colour, name: entries[index]?.name_en ?? (colour.name && words[colour.name]) }));
}

export function registerDetailHandlers(registry: Registrar) {
  registry.register('oct/DetailData/getDetail', async ({ id }, ctx) => {
    const row = await loadViewable(ctx, id);
    const [[card], columns, pics, around] = await Promise.all([
      selectItemsByIds(ctx.db, [id]),
      routeColumns(ctx.db, [row.column_id, ...(row.subcolumn_id ? [row.subcolumn_id] : [])], ctx.locale),
      pictures(ctx.db, row.pictures),
      neighbours(ctx.db, row, ctx.locale),
    ]);
    const column = columns.get(row.column_id);
    if (!card || !column) throw notFound();
    return {
      item: {
        ...(await cardsFor(ctx, [card]))[0]!,
        summary: ctx.locale === 'en' ? row.summary_en : row.summary_zh,
        body: toBody(row.body, ctx.locale),
        pictures: pics,
        blogger: row.blogger_id === null ? null : { id: row.blogger_id, name: row.blogger_name ?? '' },
      },
      route_info: { column, subcolumn: (row.subcolumn_id && columns.get(row.subcolumn_id)) || null },
      ...around,
    };
  });

  registry.register('oct/DetailData/getDetailPicList', async ({ id }, ctx) => {
    const row = await loadViewable(ctx, id);
    const list = await pictures(ctx.db, row.pictures);
    return list.length ? { list, count: list.length } : NO_DATA;
  });

  registry.register('oct/DetailData/getThemeList', async ({ id, limit }, ctx) => {
    const [item] = await ctx.db.query<Pick<ItemRow, 'column_id' | 'subcolumn_id' | 'brand_id'>>(
      'SELECT column_id, subcolumn_id, brand_id FROM items WHERE id = $1',
      [id],
    );
    if (!item) throw notFound();
    // Same brand in the same column (one show, one collection); without a brand, the same sub-column.
    const filter =
      item.brand_id !== null
        ? { column: item.column_id, brandId: item.brand_id, excludeId: id }
        : { column: item.column_id, subcolumn: item.subcolumn_id ?? undefined, excludeId: id };
    return plainList(await selectItems(ctx.db, filter, 'new', limit), ctx);
  });

  registry.register('oct/DetailData/getColorList', async ({ id }, ctx) => {
    await loadViewable(ctx, id);
    const [row] = await ctx.db.query<{ colours: ColourRatio[] }>('SELECT colours FROM items WHERE id = $1', [id]);
    return row && row.colours.length ? { list: await inCallersLanguage(ctx, row.colours) } : NO_DATA;
  });
}
