import { DEFAULT_TIME_WINDOW, timeWindowRange, TIME_WINDOW_DAYS, type TimeWindowIndex } from '../../src/shared/catalogue/attrs';
import type { AnalysisWindow, AnalysisValue, BrandCount } from '../../src/shared/contract/calls/analysis';
import type { Calls, ParamsOut } from '../../src/shared/contract';
import { STATUS } from '../../src/shared/contract';
import { ApiError, NO_DATA, type CallContext } from '../api/registry';
import { openItemsCondition, viewerOf } from '../access/item-access';
import type { Registrar } from './cache';
import { Args, selectItems, whereClause, type ItemFilter } from './item-query';
import { plainList } from './results';
import { resolveList, type ListParams } from './list-resolve';

/**
 * The data-analysis calls (contract: src/shared/contract/calls/analysis.ts). Every number is an
 * aggregate of one SQL statement over the items of the scope and window that the caller may open
 * (item-access openItemsCondition): a locked item's tags stay off its card, so they stay out of
 * the counts too.
 */

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;
/** Attribute kinds that describe items (brand letters and the Instagram copies do not). */
const ANALYSED_KINDS = ['single', 'multiple', 'colour'];
/** tag_base keys whose words the word frequencies count. */
const WORD_KEYS = ['style', 'fashion', 'pattern', 'craftwork', 'starname', 'Artist'];

type Scope = ParamsOut<Calls['oct/ListDataKw/showDataAnalysis']>;

interface Resolved {
  window: AnalysisWindow;
  /** `WHERE …` over items `i`: scope, window and what the caller may open. */
  where: string;
  args: Args;
}

const dateOf = (seconds: number) => new Date((seconds + CHINA_OFFSET) * 1000).toISOString().slice(0, 10);
const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);

/** The scope's filter (as the list resolves it, content type only when asked for) with its window. */
async function resolveScope(params: Scope, ctx: CallContext): Promise<Resolved | null> {
  const now = Math.floor(Date.now() / 1000);
  const listParams = { channel: params.channel, column: params.column, subcolumn: params.subcolumn, attrs: params.attrs } as ListParams;
  const resolved = await resolveList(ctx.db, listParams, ctx.caller, now);
  if (!resolved) return null;
  const filter = { ...resolved.filter, type: params.type };
  let days: number;
  if (filter.window) days = Math.round((filter.window.to - filter.window.from) / DAY);
  else {
    const index = (params.days ?? DEFAULT_TIME_WINDOW) as TimeWindowIndex;
    filter.window = timeWindowRange(index, now);
    days = TIME_WINDOW_DAYS[index];
  }
  const { from, to } = filter.window;
  const args = new Args();
  const where = `${whereClause(filter, args)} AND ${openItemsCondition(viewerOf(ctx.caller))}`;
  const dates = Array.from({ length: days }, (_, day) => dateOf(from + day * DAY));
  return { window: { from, to, days, dates }, where, args };
}

/** Runs `sql` (which names the scope as `$WHERE`) with the scope's args plus `extra`. */
function query<T>(ctx: CallContext, scope: Resolved, sql: (extra: (value: unknown) => string) => string) {
  const args = new Args();
  scope.args.values.forEach((value) => args.add(value));
  const text = sql((value) => args.add(value)).replaceAll('$WHERE', scope.where);
  return ctx.db.query<T>(text, args.values);
}

/** Day of the window (0-based) of an item's publish time, as SQL. */
const dayOf = (scope: Resolved) => `((i.publish_time - ${Number(scope.window.from)}) / ${DAY})::int`;

interface BrandRow {
  id: number;
  name_zh: string;
  name_en: string;
  letter: string;
  count: number;
  pv: number;
}

const brandCounts = (rows: BrandRow[], total: number, locale: 'zh' | 'en'): BrandCount[] =>
  rows.map((row) => ({
    id: row.id,
    name: locale === 'en' ? row.name_en : row.name_zh,
    name_en: row.name_en,
    letter: row.letter,
    count: row.count,
    pv: row.pv,
    share: share(row.count, total),
  }));

interface TagRow {
  id: number;
  name_zh: string;
  name_en: string;
  attribute_zh: string;
  attribute_en: string;
}

async function loadTag(ctx: CallContext, id: number) {
  const [tag] = await ctx.db.query<TagRow & { attribute_id: number }>(
    `SELECT v.id, v.name_zh, v.name_en, v.attribute_id, a.name_zh AS attribute_zh, a.name_en AS attribute_en
       FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE v.id = $1`,
    [id],
  );
  if (!tag) throw new ApiError(STATUS.badRequest, `tag: no attribute value ${id}`, 400);
  const en = ctx.locale === 'en';
  return { row: tag, tag: { id: tag.id, name: en ? tag.name_en : tag.name_zh, attribute: en ? tag.attribute_en : tag.attribute_zh } };
}

/** Crafts are the values of this attribute. */
const CRAFT_KEY = 'craftwork';

export function registerAnalysisHandlers(registry: Registrar) {
  registry.register('oct/ListDataKw/getCraftFollow', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    const rows = await query<{ id: number; name_zh: string; name_en: string; count: number; pv: number; total: number }>(
      ctx,
      scope,
      (extra) => `SELECT v.id, v.name_zh, v.name_en, count(*)::int AS count, coalesce(sum(i.pv), 0)::float8 AS pv,
                         (SELECT count(*)::int FROM items i $WHERE) AS total
           FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS x(value_id)
           JOIN attribute_values v ON v.id = x.value_id JOIN attributes a ON a.id = v.attribute_id AND a.key = ${extra(CRAFT_KEY)}
           $WHERE
          GROUP BY v.id, v.name_zh, v.name_en ORDER BY pv DESC, count DESC, v.id LIMIT ${extra(params.limit)}`,
    );
    if (rows.length === 0) return NO_DATA;
    const en = ctx.locale === 'en';
    const total = rows[0]!.total;
    return {
      window: scope.window,
      list: rows.map((row) => ({ id: row.id, name: en ? row.name_en : row.name_zh, count: row.count, pv: row.pv, share: share(row.count, total) })),
    };
  });

  registry.register('oct/ListDataKw/getCraftRecommended', async ({ channel, craft, limit }, ctx) => {
    const crafts = await ctx.db.query<{ id: number }>(
      `SELECT v.id FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.key = $1 AND ($2::integer IS NULL OR v.id = $2)`,
      [CRAFT_KEY, craft ?? null],
    );
    if (craft !== undefined && crafts.length === 0) throw new ApiError(STATUS.badRequest, `craft: no craft ${craft}`, 400);
    if (crafts.length === 0) return NO_DATA;
    const now = Math.floor(Date.now() / 1000);
    const filter: ItemFilter = { channel, window: { from: now - 90 * DAY, to: now + 1 }, attrGroups: [crafts.map((row) => row.id)] };
    return plainList(await selectItems(ctx.db, filter, 'hot', limit), ctx, 'hot');
  });

  registry.register('oct/ListDataKw/showDataAnalysis', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    const [days, [totals]] = await Promise.all([
      query<{ day: number; count: number; pv: number }>(
        ctx,
        scope,
        () => `SELECT ${dayOf(scope)} AS day, count(*)::int AS count, coalesce(sum(i.pv), 0)::float8 AS pv FROM items i $WHERE GROUP BY 1`,
      ),
      query<{ total: number; pv: number; brands: number }>(
        ctx,
        scope,
        () => `SELECT count(*)::int AS total, coalesce(sum(i.pv), 0)::float8 AS pv, count(DISTINCT i.brand_id)::int AS brands FROM items i $WHERE`,
      ),
    ]);
    if (!totals || totals.total === 0) return NO_DATA;
    const count = scope.window.dates.map(() => 0);
    const pv = scope.window.dates.map(() => 0);
    for (const row of days) {
      count[row.day] = row.count;
      pv[row.day] = row.pv;
    }
    return { window: scope.window, total: totals.total, pv: totals.pv, brands: totals.brands, series: { count, pv } };
  });

  registry.register('oct/ListDataKw/getShowAttr', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    const rows = await query<{
      attribute_id: number; key: string; attribute_zh: string; attribute_en: string;
      value_id: number; value_zh: string; value_en: string; count: number; attribute_total: number; total: number;
    }>(
      ctx,
      scope,
      (extra) => `WITH scope AS (SELECT i.id, i.attr_ids FROM items i $WHERE),
            tagged AS (SELECT s.id AS item_id, v.id AS value_id, v.attribute_id
                         FROM scope s CROSS JOIN LATERAL unnest(s.attr_ids) AS x(value_id)
                         JOIN attribute_values v ON v.id = x.value_id
                         JOIN attributes a ON a.id = v.attribute_id AND a.kind = ANY(${extra(ANALYSED_KINDS)}::text[])),
            per_value AS (SELECT attribute_id, value_id, count(DISTINCT item_id)::int AS count FROM tagged GROUP BY 1, 2),
            per_attribute AS (SELECT attribute_id, count(DISTINCT item_id)::int AS total FROM tagged GROUP BY 1)
       SELECT a.id AS attribute_id, a.key, a.name_zh AS attribute_zh, a.name_en AS attribute_en,
              v.id AS value_id, v.name_zh AS value_zh, v.name_en AS value_en, pv.count, pa.total AS attribute_total,
              (SELECT count(*)::int FROM scope) AS total
         FROM per_value pv JOIN per_attribute pa ON pa.attribute_id = pv.attribute_id
         JOIN attributes a ON a.id = pv.attribute_id JOIN attribute_values v ON v.id = pv.value_id
        ORDER BY a.sort, a.id, pv.count DESC, v.sort, v.id`,
    );
    if (rows.length === 0) return NO_DATA;
    const en = ctx.locale === 'en';
    const total = rows[0]!.total;
    const list = new Map<number, { id: number; key: string; name: string; total: number; values: AnalysisValue[] }>();
    for (const row of rows) {
      let entry = list.get(row.attribute_id);
      if (!entry) {
        entry = { id: row.attribute_id, key: row.key, name: en ? row.attribute_en : row.attribute_zh, total: row.attribute_total, values: [] };
        list.set(row.attribute_id, entry);
      }
      if (entry.values.length < params.limit) {
        entry.values.push({ id: row.value_id, name: en ? row.value_en : row.value_zh, count: row.count, share: share(row.count, total) });
      }
    }
    return { window: scope.window, total, list: [...list.values()] };
  });

  registry.register('oct/ListDataKw/getShowChart', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    if (params.attr !== undefined) {
      const [known] = await ctx.db.query<{ id: number }>('SELECT id FROM attributes WHERE id = $1 AND kind = ANY($2::text[])', [params.attr, ANALYSED_KINDS]);
      if (!known) throw new ApiError(STATUS.badRequest, `attr: no analysable attribute ${params.attr}`, 400);
    }
    // Per value of the attribute (or of every analysed one, to pick the most tagged), items per day.
    const rows = await query<{ attribute_id: number; value_id: number; day: number; count: number }>(
      ctx,
      scope,
      (extra) => `SELECT v.attribute_id, v.id AS value_id, ${dayOf(scope)} AS day, count(*)::int AS count
         FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS x(value_id)
         JOIN attribute_values v ON v.id = x.value_id
         JOIN attributes a ON a.id = v.attribute_id AND a.kind = ANY(${extra(ANALYSED_KINDS)}::text[])
         $WHERE ${params.attr !== undefined ? `AND v.attribute_id = ${extra(params.attr)}` : ''}
        GROUP BY 1, 2, 3`,
    );
    if (rows.length === 0) return NO_DATA;
    const sum = (key: (row: (typeof rows)[number]) => number) => {
      const totals = new Map<number, number>();
      for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + row.count);
      return totals;
    };
    const attributeId = params.attr ?? [...sum((row) => row.attribute_id)].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    const valueTotals = [...sum((row) => (row.attribute_id === attributeId ? row.value_id : -1))].filter(([id]) => id !== -1);
    const top = valueTotals.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, params.limit).map(([id]) => id);
    const names = await ctx.db.query<{ id: number; name_zh: string; name_en: string; attribute_id: number; key: string; attribute_zh: string; attribute_en: string }>(
      `SELECT v.id, v.name_zh, v.name_en, a.id AS attribute_id, a.key, a.name_zh AS attribute_zh, a.name_en AS attribute_en
         FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE v.id = ANY($1::integer[])`,
      [top],
    );
    const en = ctx.locale === 'en';
    const byId = new Map(names.map((row) => [row.id, row]));
    const series = top.map((id) => {
      const data = scope.window.dates.map(() => 0);
      for (const row of rows) if (row.value_id === id) data[row.day] = row.count;
      return { id, name: en ? byId.get(id)!.name_en : byId.get(id)!.name_zh, data };
    });
    const first = byId.get(top[0]!)!;
    return {
      window: scope.window,
      attribute: { id: first.attribute_id, key: first.key, name: en ? first.attribute_en : first.attribute_zh },
      series,
    };
  });

  registry.register('oct/ListDataKw/showDataRelTag', async (params, ctx) => {
    const [scope, { row: tagRow, tag }] = await Promise.all([resolveScope(params, ctx), loadTag(ctx, params.tag)]);
    if (!scope) return NO_DATA;
    const [[totals], rows] = await Promise.all([
      query<{ total: number }>(ctx, scope, (extra) => `SELECT count(*)::int AS total FROM items i $WHERE AND i.attr_ids @> ARRAY[${extra(params.tag)}::integer]`),
      query<TagRow & { count: number }>(
        ctx,
        scope,
        (extra) => `SELECT v.id, v.name_zh, v.name_en, a.name_zh AS attribute_zh, a.name_en AS attribute_en, count(*)::int AS count
           FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS x(value_id)
           JOIN attribute_values v ON v.id = x.value_id
           JOIN attributes a ON a.id = v.attribute_id AND a.kind = ANY(${extra(ANALYSED_KINDS)}::text[])
           $WHERE AND i.attr_ids @> ARRAY[${extra(params.tag)}::integer] AND v.attribute_id <> ${extra(tagRow.attribute_id)}
          GROUP BY v.id, v.name_zh, v.name_en, a.name_zh, a.name_en
          ORDER BY count DESC, v.id LIMIT ${extra(params.limit)}`,
      ),
    ]);
    const total = totals?.total ?? 0;
    if (total === 0) return NO_DATA;
    const en = ctx.locale === 'en';
    return {
      tag,
      total,
      list: rows.map((row) => ({
        id: row.id,
        name: en ? row.name_en : row.name_zh,
        attribute: en ? row.attribute_en : row.attribute_zh,
        count: row.count,
        share: share(row.count, total),
      })),
    };
  });

  const brandRows = (ctx: CallContext, scope: Resolved, { tag, limit, order }: { tag?: number; limit?: number; order: 'rank' | 'letter' }) =>
    query<BrandRow>(
      ctx,
      scope,
      (extra) => `SELECT b.id, b.name_zh, b.name_en, b.letter, s.count, s.pv FROM (
           SELECT i.brand_id, count(*)::int AS count, coalesce(sum(i.pv), 0)::float8 AS pv FROM items i
           $WHERE AND i.brand_id IS NOT NULL ${tag !== undefined ? `AND i.attr_ids @> ARRAY[${extra(tag)}::integer]` : ''}
           GROUP BY i.brand_id) s
         JOIN brands b ON b.id = s.brand_id
        ORDER BY ${order === 'rank' ? 's.count DESC, s.pv DESC, b.id' : 'b.letter, b.name_en, b.id'}
        ${limit !== undefined ? `LIMIT ${extra(limit)}` : ''}`,
    );

  const brandedTotal = async (ctx: CallContext, scope: Resolved, tag?: number) => {
    const [row] = await query<{ total: number }>(
      ctx,
      scope,
      (extra) => `SELECT count(*)::int AS total FROM items i $WHERE AND i.brand_id IS NOT NULL ${tag !== undefined ? `AND i.attr_ids @> ARRAY[${extra(tag)}::integer]` : ''}`,
    );
    return row?.total ?? 0;
  };

  registry.register('oct/ListDataKw/showDataRelBrand', async (params, ctx) => {
    const [scope, { tag }] = await Promise.all([resolveScope(params, ctx), loadTag(ctx, params.tag)]);
    if (!scope) return NO_DATA;
    const [rows, total] = await Promise.all([brandRows(ctx, scope, { tag: params.tag, limit: params.limit, order: 'rank' }), brandedTotal(ctx, scope, params.tag)]);
    if (rows.length === 0) return NO_DATA;
    return { tag, total, list: brandCounts(rows, total, ctx.locale) };
  });

  registry.register('oct/ListDataKw/showDataBrandRank', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    const [rows, total] = await Promise.all([brandRows(ctx, scope, { limit: params.limit, order: 'rank' }), brandedTotal(ctx, scope)]);
    if (rows.length === 0) return NO_DATA;
    return { window: scope.window, total, list: brandCounts(rows, total, ctx.locale) };
  });

  registry.register('oct/ListDataKw/getShowBrand', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    const [rows, total] = await Promise.all([brandRows(ctx, scope, { order: 'letter' }), brandedTotal(ctx, scope)]);
    if (rows.length === 0) return NO_DATA;
    return { window: scope.window, list: brandCounts(rows, total, ctx.locale) };
  });

  registry.register('oct/ListDataKw/showDataWord', async (params, ctx) => {
    const scope = await resolveScope(params, ctx);
    if (!scope) return NO_DATA;
    // Items per word (a word counts once per item, whichever of its tags name it).
    const rows = await query<{ word: string; en: string | null; count: number }>(
      ctx,
      scope,
      (extra) => `SELECT w.word, min(z.en) AS en, count(DISTINCT i.id)::int AS count
         FROM items i CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(i.tag_base) = 'object' THEN i.tag_base ELSE '{}'::jsonb END) AS t(key, words)
         CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(t.words) = 'array' THEN t.words ELSE '[]'::jsonb END) AS w(word)
         LEFT JOIN zh_en_words z ON z.zh = w.word
         $WHERE AND t.key = ANY(${extra(WORD_KEYS)}::text[]) AND w.word <> ''
        GROUP BY w.word ORDER BY count DESC, w.word LIMIT ${extra(params.limit)}`,
    );
    if (rows.length === 0) return NO_DATA;
    return { window: scope.window, list: rows.map((row) => ({ word: ctx.locale === 'en' && row.en ? row.en : row.word, count: row.count })) };
  });
}
