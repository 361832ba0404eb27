import { DEFAULT_SEARCH_CHANNEL } from '../../src/shared/catalogue/list-rules';
import { NO_DATA } from '../api/registry';
import { openItemsCondition, viewerOf } from '../access/item-access';
import type { Registrar } from './cache';
import { Args, COUNT_CAP, selectItems, whereClause } from './item-query';
import { cardLanguage, toListItem } from './items';
import { resolveList, type ListParams } from './list-resolve';

/** Columns the map shows at most. */
const MAX_COLUMNS = 12;
/** Newest matches whose attributes the facets count (a bounded sample, like the list's filters). */
const FACET_SAMPLE = 2000;

/**
 * The search map: a channel's items matching keywords and attribute filters, by column (how many,
 * as the list counts them, and the newest few as cards through item-access), and the attribute
 * values among them (counted over the items the caller may open: a locked card shows no tags).
 */
export function registerSearchMapHandlers(registry: Registrar) {
  const resolve = async (params: { channel?: number; key_words?: string; attrs?: string }, caller: Parameters<typeof resolveList>[2], db: Parameters<typeof resolveList>[0]) => {
    const listParams = { channel: params.channel ?? DEFAULT_SEARCH_CHANNEL, key_words: params.key_words, attrs: params.attrs } as ListParams;
    const resolved = await resolveList(db, listParams, caller, Math.floor(Date.now() / 1000));
    return resolved ? { ...resolved.filter, type: undefined } : null;
  };

  registry.register('oct/SearchMap/getList', async (params, ctx) => {
    const filter = await resolve(params, ctx.caller, ctx.db);
    if (!filter) return NO_DATA;
    // Counted like the list counts its matches (locked items are listed as locked cards).
    const args = new Args();
    const where = whereClause(filter, args);
    const counts = await ctx.db.query<{ column_id: number; count: number; name_zh: string; name_en: string; url_str: string }>(
      `SELECT m.column_id, m.count, c.name_zh, c.name_en, c.url_str FROM (
         SELECT column_id, count(*)::int AS count FROM (SELECT i.column_id FROM items i ${where} LIMIT ${COUNT_CAP}) matched GROUP BY column_id
       ) m JOIN columns c ON c.id = m.column_id ORDER BY m.count DESC, c.sort, m.column_id LIMIT ${MAX_COLUMNS}`,
      args.values,
    );
    if (counts.length === 0) return NO_DATA;
    const viewer = viewerOf(ctx.caller);
    const en = ctx.locale === 'en';
    const itemsOf = await Promise.all(
      counts.map((row) => selectItems(ctx.db, { ...filter, channel: undefined, column: row.column_id, subcolumn: undefined }, 'new', params.limit)),
    );
    const language = await cardLanguage(ctx.db, ctx.locale, itemsOf.flat());
    const list = counts.map((row, index) => ({
      column: { id: row.column_id, name: en ? row.name_en : row.name_zh, url_str: row.url_str },
      count: row.count,
      list: itemsOf[index]!.map((item) => toListItem(item, language, viewer)),
    }));
    return { list, total: counts.reduce((sum, row) => sum + row.count, 0) };
  });

  registry.register('oct/SearchMap/getAttrList', async (params, ctx) => {
    const filter = await resolve(params, ctx.caller, ctx.db);
    if (!filter) return NO_DATA;
    const args = new Args();
    const where = `${whereClause(filter, args) || 'WHERE true'} AND ${openItemsCondition(viewerOf(ctx.caller))}`;
    const rows = await ctx.db.query<{ attribute_id: number; key: string; attribute_zh: string; attribute_en: string; value_id: number; value_zh: string; value_en: string; count: number; total: number }>(
      `WITH sample AS (SELECT i.attr_ids FROM items i ${where} ORDER BY i.publish_time DESC, i.id DESC LIMIT ${FACET_SAMPLE})
       SELECT a.id AS attribute_id, a.key, a.name_zh AS attribute_zh, a.name_en AS attribute_en,
              v.id AS value_id, v.name_zh AS value_zh, v.name_en AS value_en, count(*)::int AS count, (SELECT count(*)::int FROM sample) AS total
         FROM sample s CROSS JOIN LATERAL unnest(s.attr_ids) AS x(value_id)
         JOIN attribute_values v ON v.id = x.value_id JOIN attributes a ON a.id = v.attribute_id AND a.kind IN ('single', 'multiple', 'colour')
        GROUP BY a.id, a.key, a.name_zh, a.name_en, a.sort, v.id, v.name_zh, v.name_en, v.sort
        ORDER BY a.sort, a.id, count DESC, v.sort, v.id`,
      args.values,
    );
    if (rows.length === 0) return NO_DATA;
    const en = ctx.locale === 'en';
    const groups = new Map<number, { id: number; key: string; name: string; values: { id: number; name: string; count: number }[] }>();
    for (const row of rows) {
      let group = groups.get(row.attribute_id);
      if (!group) groups.set(row.attribute_id, (group = { id: row.attribute_id, key: row.key, name: en ? row.attribute_en : row.attribute_zh, values: [] }));
      group.values.push({ id: row.value_id, name: en ? row.value_en : row.value_zh, count: row.count });
    }
    return { list: [...groups.values()], total: rows[0]!.total };
  });
}
