import type { HumenCategoryRow, HumenEntry, HumenRange, HumenRow, HumenStoreRow, HumenStyleRow, HumenTotals, HumenTrend } from '../../src/shared/contract/calls/humen';
import { HUMEN_CHANNELS, HUMEN_PRICE_BANDS, addDays, granularityOf, previousRange, rangeDays } from '../../src/shared/humen';
import type { Registry } from '../api/registry';
import { NO_DATA } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import type { Db, Queryable } from '../db/db';
import { humenRollupsStale, refreshHumenRollups } from './rollup';

type Locale = 'zh' | 'en';
const BUCKET_DAYS = { day: 1, week: 7, month: 30 } as const;
const yuan = (cents: number | null) => Math.round(Number(cents ?? 0)) / 100;
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The range a request asks for, or the last 30 days with data of the channel; null when it has none. */
export async function resolveRange(db: Queryable, channel: number, from?: string, to?: string): Promise<HumenRange | null> {
  let start = from;
  let end = to;
  if (start === undefined || end === undefined) {
    const rows = await db.query<{ last: string | null }>(
      `SELECT to_char(max(day), 'YYYY-MM-DD') AS last FROM humen_store_daily WHERE channel_id = $1`,
      [channel],
    );
    const last = rows[0]?.last;
    if (!last) return null;
    end = last;
    start = addDays(last, -29);
  }
  const prev = previousRange(start, end);
  return { channel, from: start, to: end, prev_from: prev.from, prev_to: prev.to };
}

/** Query 1 — the trend: takings and pieces per bucket of the range and of the previous period. */
export async function queryTrend(db: Queryable, range: HumenRange, filter: { category_id?: number; style_id?: number } = {}): Promise<HumenTrend> {
  const days = rangeDays(range.from, range.to);
  const granularity = granularityOf(days);
  const size = BUCKET_DAYS[granularity];
  const buckets = Math.ceil(days / size);
  const args: unknown[] = [range.channel, range.prev_from, range.to, range.from, size];
  const table = filter.category_id !== undefined || filter.style_id !== undefined ? 'humen_style_daily' : 'humen_store_daily';
  let where = '';
  if (filter.style_id !== undefined) where = ` AND style_id = $${args.push(filter.style_id)}`;
  else if (filter.category_id !== undefined) where = ` AND category_id = $${args.push(filter.category_id)}`;
  const rows = await db.query<{ bucket: number; cur: boolean; revenue: number; qty: number }>(
    `SELECT ((CASE WHEN day >= $4::date THEN day - $4::date ELSE day - $2::date END) / $5::int) AS bucket, day >= $4::date AS cur,
            sum(revenue_cents) AS revenue, sum(qty) AS qty
       FROM ${table} WHERE channel_id = $1 AND day BETWEEN $2::date AND $3::date${where}
      GROUP BY 1, 2`,
    args,
  );
  const trend: HumenTrend = {
    granularity,
    labels: Array.from({ length: buckets }, (_, i) => addDays(range.from, i * size)),
    revenue: new Array<number>(buckets).fill(0),
    qty: new Array<number>(buckets).fill(0),
    prev_revenue: new Array<number>(buckets).fill(0),
  };
  for (const row of rows) {
    if (row.bucket >= buckets) continue;
    if (row.cur) {
      trend.revenue[row.bucket] = yuan(row.revenue);
      trend.qty[row.bucket] = Number(row.qty);
    } else trend.prev_revenue[row.bucket] = yuan(row.revenue);
  }
  return trend;
}

interface StoreTotals {
  stores: HumenStoreRow[];
  totals: HumenTotals;
  previous: HumenTotals;
}

/** Query 2 — the store ranking (ranked in SQL for both periods) and the period totals. */
export async function queryStores(db: Queryable, range: HumenRange, locale: Locale): Promise<StoreTotals> {
  const rows = await db.query<{ id: number; name: string; market: string; qty: number; revenue: number; prev_qty: number; prev_revenue: number; rank: number; prev_rank: number | null }>(
    `WITH per_store AS (
       SELECT store_id,
              coalesce(sum(qty) FILTER (WHERE day >= $3::date), 0) AS qty,
              coalesce(sum(revenue_cents) FILTER (WHERE day >= $3::date), 0) AS revenue,
              coalesce(sum(qty) FILTER (WHERE day < $3::date), 0) AS prev_qty,
              coalesce(sum(revenue_cents) FILTER (WHERE day < $3::date), 0) AS prev_revenue
         FROM humen_store_daily WHERE channel_id = $1 AND day BETWEEN $2::date AND $4::date
        GROUP BY store_id
     )
     SELECT p.store_id AS id, ${locale === 'en' ? 's.name_en' : 's.name_zh'} AS name, ${locale === 'en' ? 's.market_en' : 's.market_zh'} AS market,
            p.qty, p.revenue, p.prev_qty, p.prev_revenue,
            rank() OVER (ORDER BY p.revenue DESC, p.store_id)::int AS rank,
            CASE WHEN p.prev_revenue > 0 THEN (rank() OVER (ORDER BY p.prev_revenue DESC, p.store_id))::int END AS prev_rank
       FROM per_store p JOIN humen_stores s ON s.id = p.store_id
      ORDER BY rank`,
    [range.channel, range.prev_from, range.from, range.to],
  );
  const totalRevenue = rows.reduce((sum, row) => sum + Number(row.revenue), 0);
  const sumOf = (key: 'qty' | 'revenue' | 'prev_qty' | 'prev_revenue') => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  const totals = (qty: number, revenue: number, stores: number): HumenTotals => ({
    revenue: yuan(revenue),
    qty,
    avg_price: qty > 0 ? Math.round(revenue / qty) / 100 : 0,
    stores,
    styles: 0,
  });
  return {
    stores: rows
      .filter((row) => Number(row.revenue) > 0)
      .map((row) => ({
        id: row.id,
        name: row.name,
        market: row.market,
        qty: Number(row.qty),
        revenue: yuan(row.revenue),
        prev_revenue: yuan(row.prev_revenue),
        share: share(Number(row.revenue), totalRevenue),
        rank: row.rank,
        prev_rank: row.prev_rank,
      })),
    totals: totals(sumOf('qty'), sumOf('revenue'), rows.filter((row) => Number(row.revenue) > 0).length),
    previous: totals(sumOf('prev_qty'), sumOf('prev_revenue'), rows.filter((row) => Number(row.prev_revenue) > 0).length),
  };
}

export interface Breakdown {
  categories: HumenCategoryRow[];
  styles: HumenStyleRow[];
  colours: (HumenRow & { hex: string })[];
  price_bands: (HumenRow & { band: number })[];
  /** Styles with a sale in each period. */
  styleCounts: { current: number; previous: number };
}

/**
 * A range as whole calendar months (read from the monthly rollup) and the days before and after
 * them (read from the daily one).
 */
export function splitByMonth(from: string, to: string): { months: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const firstMonth = from.endsWith('-01') ? from : `${addMonths(from.slice(0, 7), 1)}-01`;
  const afterLast = addDays(to, 1);
  const lastMonth = afterLast.endsWith('-01') ? `${addMonths(to.slice(0, 7), 0)}-01` : `${addMonths(to.slice(0, 7), -1)}-01`;
  if (firstMonth > lastMonth) return { months: null, days: [{ from, to }] };
  const days: { from: string; to: string }[] = [];
  if (from < firstMonth) days.push({ from, to: addDays(firstMonth, -1) });
  const monthsEnd = addDays(`${addMonths(lastMonth.slice(0, 7), 1)}-01`, -1);
  if (monthsEnd < to) days.push({ from: addDays(monthsEnd, 1), to });
  return { months: { from: firstMonth, to: lastMonth }, days };
}
const addMonths = (yearMonth: string, months: number) => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * Query 3 — one scan of the style rollups over both periods (whole months from the monthly one), grouped by style, then by category,
 * colour and price band at once (GROUPING SETS over the per-style sums).
 */
export async function queryBreakdown(db: Queryable, range: HumenRange, locale: Locale): Promise<Breakdown> {
  const args: unknown[] = [range.channel, range.from];
  const arg = (value: unknown) => `$${args.push(value)}::date`;
  const daily: string[] = [];
  const monthly: string[] = [];
  for (const part of [{ from: range.prev_from, to: range.prev_to }, { from: range.from, to: range.to }]) {
    const split = splitByMonth(part.from, part.to);
    for (const days of split.days) daily.push(`day BETWEEN ${arg(days.from)} AND ${arg(days.to)}`);
    if (split.months) monthly.push(`month BETWEEN ${arg(split.months.from)} AND ${arg(split.months.to)}`);
  }
  const sources = [
    daily.length ? `SELECT style_id, category_id, colour_id, price_band, qty, revenue_cents, day >= $2::date AS cur FROM humen_style_daily WHERE channel_id = $1 AND (${daily.join(' OR ')})` : '',
    monthly.length ? `SELECT style_id, category_id, colour_id, price_band, qty, revenue_cents, month >= $2::date AS cur FROM humen_style_monthly WHERE channel_id = $1 AND (${monthly.join(' OR ')})` : '',
  ].filter(Boolean);
  const rows = await db.query<{ dim: 'style' | 'category' | 'colour' | 'band'; key: number; qty: number; revenue: number; prev_revenue: number; styles: number }>(
    `WITH per_style AS (
       SELECT style_id, category_id, colour_id, price_band,
              coalesce(sum(qty) FILTER (WHERE cur), 0) AS qty,
              coalesce(sum(revenue_cents) FILTER (WHERE cur), 0) AS revenue,
              coalesce(sum(revenue_cents) FILTER (WHERE NOT cur), 0) AS prev_revenue
         FROM (${sources.join(' UNION ALL ')}) source
        GROUP BY style_id, category_id, colour_id, price_band
     )
     SELECT CASE WHEN GROUPING(style_id) = 0 THEN 'style' WHEN GROUPING(category_id) = 0 THEN 'category'
                 WHEN GROUPING(colour_id) = 0 THEN 'colour' ELSE 'band' END AS dim,
            coalesce(style_id, category_id, colour_id, price_band)::int AS key,
            sum(qty) AS qty, sum(revenue) AS revenue, sum(prev_revenue) AS prev_revenue,
            count(*) FILTER (WHERE qty > 0)::int AS styles
       FROM per_style
      GROUP BY GROUPING SETS ((style_id), (category_id), (colour_id), (price_band))`,
    args,
  );
  const dims = await dimensions(db, range.channel, locale);
  const total = rows.filter((row) => row.dim === 'category').reduce((sum, row) => sum + Number(row.revenue), 0);
  const row = (r: (typeof rows)[number], name: string): HumenRow => ({
    id: r.key,
    name,
    qty: Number(r.qty),
    revenue: yuan(r.revenue),
    prev_revenue: yuan(r.prev_revenue),
    share: share(Number(r.revenue), total),
  });
  const byRevenue = <T extends HumenRow>(a: T, b: T) => b.revenue - a.revenue || a.id - b.id;
  const of = (dim: string) => rows.filter((r) => r.dim === dim);
  const styles = of('style').filter((r) => Number(r.qty) > 0 || Number(r.prev_revenue) > 0).flatMap((r) => {
    const style = dims.styles.get(r.key);
    if (!style) return [];
    return [{ ...row(r, style.name), code: style.code, category_id: style.category_id, colour: dims.colours.get(style.colour_id) ?? { name: '', hex: '#999999' }, price: style.price_cents / 100, price_band: style.price_band }];
  });
  const categories = of('category').map((r) => ({ ...row(r, dims.categories.get(r.key) ?? String(r.key)), avg_price: Number(r.qty) > 0 ? Math.round(Number(r.revenue) / Number(r.qty)) / 100 : 0, styles: r.styles }));
  return {
    categories: categories.sort(byRevenue),
    styles: styles.sort(byRevenue),
    colours: of('colour').map((r) => ({ ...row(r, dims.colours.get(r.key)?.name ?? ''), hex: dims.colours.get(r.key)?.hex ?? '#999999' })).sort(byRevenue),
    price_bands: of('band')
      .map((r) => {
        const band = HUMEN_PRICE_BANDS.find((b) => b.band === r.key)!;
        return { ...row(r, locale === 'en' ? band.en : band.zh), band: r.key };
      })
      .sort((a, b) => a.band - b.band),
    styleCounts: { current: styles.filter((s) => s.qty > 0).length, previous: styles.filter((s) => s.prev_revenue > 0).length },
  };
}

interface Dimensions {
  styles: Map<number, { code: string; name: string; category_id: number; colour_id: number; price_cents: number; price_band: number }>;
  categories: Map<number, string>;
  colours: Map<number, { name: string; hex: string }>;
}
/** Names of a channel's styles, categories and colours (a few hundred rows at most). */
async function dimensions(db: Queryable, channel: number, locale: Locale): Promise<Dimensions> {
  const name = locale === 'en' ? 'name_en' : 'name_zh';
  const [styles, categories, colours] = await Promise.all([
    db.query<{ id: number; code: string; name: string; category_id: number; colour_id: number; price_cents: number; price_band: number }>(
      `SELECT id, code, ${name} AS name, category_id, colour_id, price_cents, price_band FROM humen_styles WHERE channel_id = $1`,
      [channel],
    ),
    db.query<{ id: number; name: string }>(`SELECT id, ${name} AS name FROM humen_categories WHERE channel_id = $1`, [channel]),
    db.query<{ id: number; name: string; hex: string }>(`SELECT id, ${name} AS name, hex FROM humen_colours`),
  ]);
  return {
    styles: new Map(styles.map((s) => [s.id, s])),
    categories: new Map(categories.map((c) => [c.id, c.name])),
    colours: new Map(colours.map((c) => [c.id, { name: c.name, hex: c.hex }])),
  };
}

/** Facts written since the last refresh are folded into the rollups before anyone reads them. */
async function fresh(db: Db): Promise<void> {
  if (await humenRollupsStale(db)) await refreshHumenRollups(db);
}

export function registerHumenHandlers(registry: Registry): void {
  registry.register('oct/Humen/entry', async (_params, { db, caller, locale }) => {
    const user = signedInUser(caller);
    await fresh(db);
    const rows = await db.query<{ first: string | null; last: string | null }>(
      `SELECT to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last FROM humen_store_daily`,
    );
    const entry: HumenEntry = {
      channels: HUMEN_CHANNELS.filter((c) => user.channels.includes(c.id)).map((c) => ({ id: c.id, name: locale === 'en' ? c.en : c.zh })),
      first_day: rows[0]?.first ?? null,
      last_day: rows[0]?.last ?? null,
    };
    return entry;
  });

  registry.register('oct/Humen/dashboard', async (params, { db, locale }) => {
    await fresh(db);
    const range = await resolveRange(db, params.channel, params.from, params.to);
    if (!range) return NO_DATA;
    const [trend, stores, breakdown] = await Promise.all([queryTrend(db, range), queryStores(db, range, locale), queryBreakdown(db, range, locale)]);
    return {
      ...range,
      totals: { ...stores.totals, styles: breakdown.styleCounts.current },
      previous: { ...stores.previous, styles: breakdown.styleCounts.previous },
      trend,
      price_bands: breakdown.price_bands,
      categories: breakdown.categories.map(({ avg_price: _a, styles: _s, ...row }) => row),
      styles: breakdown.styles.slice(0, 10),
      colours: breakdown.colours,
      stores: stores.stores.slice(0, 10),
    };
  });

  registry.register('oct/Humen/clothingData', async (params, { db, locale }) => {
    await fresh(db);
    const range = await resolveRange(db, params.channel, params.from, params.to);
    if (!range) return NO_DATA;
    const breakdown = await queryBreakdown(db, range, locale);
    const category = params.category_id === undefined ? undefined : breakdown.categories.find((c) => c.id === params.category_id);
    const style = params.style_id === undefined ? undefined : breakdown.styles.find((s) => s.id === params.style_id && (!category || s.category_id === category.id));
    const [categoryTrend, styleTrend] = await Promise.all([
      category ? queryTrend(db, range, { category_id: category.id }) : null,
      style ? queryTrend(db, range, { style_id: style.id }) : null,
    ]);
    return {
      ...range,
      categories: breakdown.categories,
      category: category && categoryTrend
        ? { id: category.id, name: category.name, styles: breakdown.styles.filter((s) => s.category_id === category.id), trend: categoryTrend }
        : null,
      style: style && styleTrend ? { id: style.id, name: style.name, trend: styleTrend } : null,
    };
  });
}

