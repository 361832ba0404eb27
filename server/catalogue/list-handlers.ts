import { encodeColourAttr, pricePhraseToRange } from '../../src/shared/catalogue/attrs';
import { PAGE_SIZE } from '../../src/shared/catalogue/list-rules';
import type { AttrGroup, AttrKind, ColourSwatch } from '../../src/shared/catalogue/types';
import { formatHex, parseHex } from '../../src/shared/colour';
import { ApiError, NO_DATA, type CallContext } from '../api/registry';
import type { Registrar } from './cache';
import type { Queryable } from '../db/db';
import { brandCard, BRAND_COLUMNS, type BrandRow } from './brands';
import { buildColumnTree, loadChannelColumns } from './columns';
import { Args, selectItems, selectItemsByIds, whereClause, type ItemFilter } from './item-query';
import { pagedList, plainList, STALE_DEFINITIONS } from './results';
import { KeptDefinitions, resolveList, type ListParams } from './list-resolve';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Newest items sampled to find which attribute values a list really uses. */
const ATTR_SAMPLE = 2000;

async function scopeFilter(db: Queryable, params: Omit<ListParams, 'p'>, ctx: CallContext): Promise<ItemFilter | null> {
  const resolved = await resolveList(db, { ...params, attrs: undefined, key_words: undefined }, ctx.caller, nowSeconds());
  return resolved?.filter ?? null;
}

interface AttrValueRow {
  attribute_id: number;
  attribute_sort: number;
  key: string;
  attribute_zh: string;
  attribute_en: string;
  kind: AttrKind;
  value_id: number;
  value_zh: string;
  value_en: string;
  value: string | null;
}

/** Attribute values present among the newest items of a scope, grouped by attribute. */
async function presentValues(db: Queryable, filter: ItemFilter, kinds?: AttrKind[]): Promise<AttrValueRow[]> {
  const args = new Args();
  const where = whereClause(filter, args);
  const kindFilter = kinds ? `AND a.kind = ANY(${args.add(kinds)}::text[])` : '';
  return db.query<AttrValueRow>(
    `WITH sample AS (SELECT i.attr_ids FROM items i ${where} ORDER BY i.publish_time DESC, i.id DESC LIMIT ${ATTR_SAMPLE}),
          present AS (SELECT DISTINCT unnest(attr_ids) AS value_id FROM sample)
     SELECT a.id AS attribute_id, a.sort AS attribute_sort, a.key, a.name_zh AS attribute_zh, a.name_en AS attribute_en, a.kind,
            v.id AS value_id, v.name_zh AS value_zh, v.name_en AS value_en, v.value
       FROM present p JOIN attribute_values v ON v.id = p.value_id JOIN attributes a ON a.id = v.attribute_id
      WHERE true ${kindFilter}
      ORDER BY a.sort, a.id, v.sort, v.id`,
    args.values,
  );
}

async function presentBrandLetters(db: Queryable, filter: ItemFilter): Promise<string[]> {
  const args = new Args();
  const where = whereClause(filter, args);
  const rows = await db.query<{ letter: string }>(
    `SELECT DISTINCT b.letter FROM (SELECT i.brand_id FROM items i ${where} ORDER BY i.publish_time DESC, i.id DESC LIMIT ${ATTR_SAMPLE}) s
       JOIN brands b ON b.id = s.brand_id ORDER BY b.letter`,
    args.values,
  );
  return rows.map((row) => row.letter);
}

export function registerListHandlers(registry: Registrar) {
  registry.register('oct/General/navList', async ({ channel }, { db, locale }) => {
    const rows = await loadChannelColumns(db, channel);
    if (rows.length === 0) return NO_DATA;
    const groupOf = new Map(rows.map((row) => [row.id, row.nav_group]));
    const roots = buildColumnTree(rows, locale);
    return {
      list: roots.filter((node) => groupOf.get(node.id) === 'base'),
      mid_list: roots.filter((node) => groupOf.get(node.id) === 'custom'),
    };
  });

  registry.register('oct/General/menuForSearch', async ({ channel }, { db, locale }) => {
    const [routes, columns] = await Promise.all([
      db.query<{ name: string; layout: string; channel_id: number | null; column_id: number | null; title_zh: string; title_en: string }>(
        'SELECT name, layout, channel_id, column_id, title_zh, title_en FROM list_routes ORDER BY sort, name',
      ),
      db.query<{ id: number; channel_id: number; name_zh: string; name_en: string; url_str: string }>(
        `SELECT id, channel_id, name_zh, name_en, url_str FROM columns
          WHERE parent_id IS NULL AND ($1::integer IS NULL OR channel_id = $1) ORDER BY channel_id, sort, id`,
        [channel ?? null],
      ),
    ]);
    return {
      routes: routes.map((r) => ({
        name: r.name,
        layout: r.layout,
        channel: r.channel_id,
        column: r.column_id,
        title: locale === 'en' ? r.title_en : r.title_zh,
      })),
      columns: columns.map((c) => ({ id: c.id, channel: c.channel_id, name: locale === 'en' ? c.name_en : c.name_zh, url_str: c.url_str })),
    };
  });

  registry.register('oct/ListDataKw/getList', async (params, ctx) => {
    // First from the definitions this server keeps (no round trip of their own); the page's
    // statement says whether they are still the catalogue's. When they are not, or there was
    // nothing to tell by (no items, or params the kept definitions do not know), again from
    // definitions read now.
    const kept = KeptDefinitions.of(ctx.db);
    const definitions = await kept.current();
    const resolved = await resolveList(ctx.db, params, ctx.caller, nowSeconds(), async () => definitions).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (resolved) {
      const answer = await pagedList(ctx, resolved.filter, { ...resolved, revision: definitions.revision });
      if (answer !== STALE_DEFINITIONS) return answer;
    }
    const fresh = await kept.fresh();
    const again = await resolveList(ctx.db, params, ctx.caller, nowSeconds(), async () => fresh);
    if (!again) return NO_DATA;
    return pagedList(ctx, again.filter, again);
  });

  registry.register('oct/ListDataKw/getAttrListV50', async (params, ctx) => {
    const filter = await scopeFilter(ctx.db, params, ctx);
    if (!filter) return NO_DATA;
    const [values, letters, letterAttributes] = await Promise.all([
      presentValues(ctx.db, filter, ['single', 'multiple', 'colour', 'ins_multiple', 'ins_colour']),
      presentBrandLetters(ctx.db, filter),
      ctx.db.query<{ id: number; key: string; name_zh: string; name_en: string; sort: number }>(
        "SELECT id, key, name_zh, name_en, sort FROM attributes WHERE kind = 'brand_letter' ORDER BY sort, id",
      ),
    ]);
    const en = ctx.locale === 'en';
    const groups = new Map<number, AttrGroup>();
    const sortOf = new Map<number, number>();
    const priceRanges: Record<string, string> = {};
    for (const row of values) {
      let group = groups.get(row.attribute_id);
      if (!group) {
        group = { id: row.attribute_id, key: row.key, name: en ? row.attribute_en : row.attribute_zh, kind: row.kind, values: [] };
        groups.set(row.attribute_id, group);
        sortOf.set(row.attribute_id, row.attribute_sort);
      }
      group.values.push({ id: String(row.value_id), name: en ? row.value_en : row.value_zh, value: row.value });
      const range = row.key === 'price' ? pricePhraseToRange(row.value_zh) : null;
      if (range) priceRanges[row.value_id] = range;
    }
    for (const a of letterAttributes) sortOf.set(a.id, a.sort);
    const letterGroups: AttrGroup[] = letters.length
      ? letterAttributes.map((a) => ({
          id: a.id,
          key: a.key,
          name: en ? a.name_en : a.name_zh,
          kind: 'brand_letter' as const,
          values: letters.map((letter) => ({ id: letter, name: letter, value: letter })),
        }))
      : [];
    // Groups in the catalogue's attribute order, whichever way they were found.
    const all = [...groups.values(), ...letterGroups].sort((a, b) => sortOf.get(a.id)! - sortOf.get(b.id)! || a.id - b.id);
    if (all.length === 0) return NO_DATA;
    return { groups: all, price_ranges: priceRanges, sort_types: ['new', 'hot'] };
  });

  registry.register('oct/ListDataKw/getColorAttrList', async (params, ctx) => {
    const filter = await scopeFilter(ctx.db, params, ctx);
    if (!filter) return NO_DATA;
    const rows = await presentValues(ctx.db, filter, ['colour', 'ins_colour']);
    const swatches: ColourSwatch[] = rows.flatMap((row) => {
      const rgb = row.value ? parseHex(row.value) : null;
      if (!rgb) return [];
      const name = ctx.locale === 'en' ? row.value_en : row.value_zh;
      const hex = formatHex(rgb);
      return [{ id: String(row.value_id), attribute_id: row.attribute_id, name, hex, attr_string: encodeColourAttr({ rgb, hex, code: '', name }) }];
    });
    return swatches.length ? { list: swatches } : NO_DATA;
  });

  registry.register('oct/ListDataKw/getLikeList', async ({ id, limit }, ctx) => {
    const [item] = await ctx.db.query<{ column_id: number; attr_ids: number[] }>('SELECT column_id, attr_ids FROM items WHERE id = $1', [id]);
    if (!item) return NO_DATA;
    // Newest 200 items of the column sharing an attribute, ranked by how many they share.
    const ranked = await ctx.db.query<{ id: number }>(
      `SELECT id FROM (
         SELECT i.id, i.publish_time,
                cardinality(ARRAY(SELECT unnest(i.attr_ids) INTERSECT SELECT unnest($2::integer[]))) AS shared
           FROM items i WHERE i.column_id = $1 AND i.id <> $3 AND i.attr_ids && $2::integer[]
          ORDER BY i.publish_time DESC, i.id DESC LIMIT 200) candidates
        ORDER BY shared DESC, publish_time DESC, id DESC LIMIT $4`,
      [item.column_id, item.attr_ids, id, limit],
    );
    const rows = ranked.length
      ? await selectItemsByIds(ctx.db, ranked.map((r) => r.id))
      : await selectItems(ctx.db, { column: item.column_id, excludeId: id }, 'new', limit);
    return plainList(rows, ctx);
  });

  registry.register('oct/ListDataKw/getCommend', async ({ channel, column, limit }, ctx) => {
    const now = nowSeconds();
    const filter: ItemFilter = { channel, column: column || undefined, window: { from: now - 90 * 86_400, to: now + 1 } };
    const rows = await selectItems(ctx.db, filter, 'hot', limit);
    return plainList(rows, ctx, 'hot');
  });

  registry.register('oct/ListData/getVideoList', async ({ channel, column, p }, ctx) => {
    const filter: ItemFilter = { channel, column: column || undefined, video: true };
    return pagedList(ctx, filter, { sort: 'new', page: p ?? 1, pageSize: PAGE_SIZE });
  });

  registry.register('oct/ListData/getBrandBySeasonAndArea', async ({ season, area, channel, limit }, ctx) => {
    const rows = await ctx.db.query<BrandRow & { shows: number }>(
      `SELECT ${BRAND_COLUMNS}, s.shows FROM (
         SELECT i.brand_id, count(*)::integer AS shows FROM items i
          WHERE i.brand_id IS NOT NULL
            AND ($1::integer IS NULL OR i.attr_ids @> ARRAY[$1::integer])
            AND ($3::integer IS NULL OR i.channel_id = $3)
          GROUP BY i.brand_id) s
       JOIN brands b ON b.id = s.brand_id
       LEFT JOIN attribute_values av ON av.id = b.area_value_id
      WHERE ($2::integer IS NULL OR b.area_value_id = $2)
      ORDER BY s.shows DESC, b.hot DESC, b.id LIMIT $4`,
      [season ?? null, area ?? null, channel ?? null, limit],
    );
    return rows.length ? { list: rows.map((row) => brandCard(row, ctx.locale)) } : NO_DATA;
  });
}
