import { HUMEN_CHANNELS, addDays, isoDay, priceBandOf } from '../../src/shared/humen';
import type { Db } from '../db/db';
import { refreshHumenRollups } from '../humen/rollup';
import { insertRows } from './insert';
import { Rng } from './prng';

/**
 * Humen market data (issue #17 item 2): wholesale stores, categories and styles (a few hundred
 * rows made here), and a daily series of sales per store and style generated inside the database
 * by one INSERT … SELECT per chunk of days — deterministic arithmetic (seasonality per category,
 * weekends, yearly growth, a hash for noise), the same rows on PGlite and PostgreSQL.
 */
export interface HumenScale {
  days: number;
  storesPerChannel: number;
  stylesPerCategory: number;
  /** Of every ten styles of its channel, how many a store carries. */
  carriedOfTen: number;
}
/** The demo and test seed: two years, about 70 k rows (a second or two on PGlite on a quiet machine). */
export const HUMEN_DEMO_SCALE: HumenScale = { days: 730, storesPerChannel: 4, stylesPerCategory: 2, carriedOfTen: 5 };
/** The bench: three years, 63 stores, 96 styles per channel, over 5 M rows. */
export const HUMEN_BENCH_SCALE: HumenScale = { days: 1096, storesPerChannel: 21, stylesPerCategory: 12, carriedOfTen: 8 };

const MARKETS = [
  ['富民商业大厦', 'Fumin Plaza'], ['黄河时装城', 'Huanghe Fashion City'], ['大莹东方国际', 'Daying Oriental'],
  ['虎门国际服装城', 'Humen International'], ['富民时装城', 'Fumin Fashion City'], ['南方服装城', 'South Garment City'],
] as const;
const STORE_NAMES = [
  ['雅韵', 'Yayun'], ['衣尚', 'Yishang'], ['锦绣', 'Jinxiu'], ['韩风', 'Hanfeng'], ['素简', 'Sujian'], ['潮牌汇', 'Chaopaihui'],
  ['云裳', 'Yunshang'], ['初语', 'Chuyu'], ['丽人', 'Liren'], ['时代', 'Shidai'], ['星辰', 'Xingchen'], ['悦己', 'Yueji'],
] as const;
const CATEGORIES: Record<number, readonly (readonly [string, string, number, number])[]> = {
  // name, English name, peak day of the year, base price (yuan)
  20850: [['连衣裙', 'Dresses', 170, 128], ['衬衫', 'Shirts', 120, 78], ['T恤', 'T-shirts', 190, 45], ['针织衫', 'Knitwear', 300, 96], ['半身裙', 'Skirts', 150, 72], ['裤装', 'Trousers', 100, 85], ['外套', 'Coats', 330, 268], ['卫衣', 'Sweatshirts', 280, 88]],
  20840: [['T恤', 'T-shirts', 190, 42], ['衬衫', 'Shirts', 110, 82], ['夹克', 'Jackets', 290, 198], ['卫衣', 'Sweatshirts', 285, 92], ['裤装', 'Trousers', 90, 88], ['针织衫', 'Knitwear', 310, 108], ['西装', 'Suits', 60, 360], ['羽绒服', 'Down jackets', 345, 420]],
  20860: [['童装T恤', 'Tees', 185, 32], ['连衣裙', 'Dresses', 165, 68], ['卫衣', 'Sweatshirts', 280, 58], ['裤装', 'Trousers', 95, 48], ['外套', 'Coats', 320, 138], ['套装', 'Sets', 230, 99], ['针织衫', 'Knitwear', 305, 66], ['羽绒服', 'Down jackets', 350, 228]],
};
const STYLE_WORDS = [
  ['法式', 'French'], ['复古', 'Vintage'], ['简约', 'Minimal'], ['宽松', 'Relaxed'], ['修身', 'Slim'], ['学院风', 'Preppy'],
  ['新中式', 'Neo-Chinese'], ['街头', 'Street'], ['通勤', 'Office'], ['休闲', 'Casual'], ['印花', 'Printed'], ['撞色', 'Colour-block'],
] as const;
export const HUMEN_COLOURS = [
  [1, '黑色', 'Black', '#1F1F1F'], [2, '白色', 'White', '#F4F2EC'], [3, '米杏', 'Almond', '#E6D3B3'], [4, '卡其', 'Khaki', '#B59A6A'],
  [5, '藏青', 'Navy', '#26365C'], [6, '雾霾蓝', 'Haze blue', '#7F9BB5'], [7, '奶油黄', 'Butter', '#F1DE9B'], [8, '酒红', 'Burgundy', '#7A1F2B'],
  [9, '燕麦', 'Oatmeal', '#CDBFA6'], [10, '灰色', 'Grey', '#8E8E8E'], [11, '粉色', 'Pink', '#E7A9B5'], [12, '牛油果绿', 'Avocado', '#9DAF5C'],
] as const;
/** Popular colours come first: the colour of a style is drawn with these weights. */
const COLOUR_WEIGHTS = [16, 13, 11, 9, 8, 7, 6, 6, 7, 7, 5, 5];

/** Days generated per INSERT statement (one chunk of the series, one transaction). */
const DAYS_PER_CHUNK = 120;

export interface HumenSeedOptions {
  db: Db;
  seed: number;
  /** Unix seconds; the series ends on this day (UTC). */
  anchor: number;
  scale?: HumenScale;
  log?: (line: string) => void;
}

/** Seeds the dimensions and the daily series, then its rollups. Returns the number of fact rows. */
export async function seedHumen({ db, seed, anchor, scale = HUMEN_DEMO_SCALE, log = () => undefined }: HumenSeedOptions): Promise<number> {
  const stores: unknown[][] = [];
  const categories: unknown[][] = [];
  const styles: unknown[][] = [];
  let storeId = 0;
  let categoryId = 0;
  let styleId = 0;
  const colourTotal = COLOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  for (const channel of HUMEN_CHANNELS) {
    for (let s = 0; s < scale.storesPerChannel; s++) {
      const rng = Rng.of(seed, 'humen-store', channel.id, s);
      const [market, marketEn] = MARKETS[(s + channel.id) % MARKETS.length]!;
      const [name, nameEn] = STORE_NAMES[(s * 5 + channel.id) % STORE_NAMES.length]!;
      const stall = `${rng.pick(['A', 'B', 'C', 'D'])}${rng.int(1, 5)}-${String(rng.int(1, 60)).padStart(2, '0')}`;
      storeId++;
      stores.push([storeId, channel.id, `${name}${channel.zh} ${stall}`, `${nameEn} ${channel.en} ${stall}`, market, marketEn, 50 + rng.int(0, 150)]);
    }
    for (const [zh, en, peak, price] of CATEGORIES[channel.id]!) {
      categoryId++;
      categories.push([categoryId, channel.id, zh, en, peak, categoryId]);
      for (let k = 0; k < scale.stylesPerCategory; k++) {
        const rng = Rng.of(seed, 'humen-style', categoryId, k);
        styleId++;
        const [word, wordEn] = STYLE_WORDS[(k * 7 + categoryId) % STYLE_WORDS.length]!;
        let pick = rng.int(0, colourTotal - 1);
        let colour = 0;
        while (pick >= COLOUR_WEIGHTS[colour]!) pick -= COLOUR_WEIGHTS[colour++]!;
        const yuan = Math.max(15, Math.round(price * (0.6 + rng.int(0, 90) / 100)));
        const code = `HM${String(channel.id).slice(-2)}${String(styleId).padStart(4, '0')}`;
        styles.push([styleId, channel.id, categoryId, code, `${word}${zh} ${code.slice(-4)}`, `${wordEn} ${en.toLowerCase()} ${code.slice(-4)}`, HUMEN_COLOURS[colour]![0], yuan * 100, priceBandOf(yuan), 60 + rng.int(0, 300)]);
      }
    }
  }
  await db.transaction(async (tx) => {
    await insertRows(tx, 'humen_colours', [['id', 'smallint'], ['name_zh', 'text'], ['name_en', 'text'], ['hex', 'text']], HUMEN_COLOURS.map((c) => [...c]));
    await insertRows(tx, 'humen_stores', [['id', 'int'], ['channel_id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['market_zh', 'text'], ['market_en', 'text'], ['size_pct', 'int']], stores);
    await insertRows(tx, 'humen_categories', [['id', 'int'], ['channel_id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['peak_day', 'smallint'], ['sort', 'int']], categories);
    await insertRows(
      tx,
      'humen_styles',
      [['id', 'int'], ['channel_id', 'int'], ['category_id', 'int'], ['code', 'text'], ['name_zh', 'text'], ['name_en', 'text'], ['colour_id', 'smallint'], ['price_cents', 'int'], ['price_band', 'smallint'], ['popularity_pct', 'int']],
      styles,
    );
  });
  const last = isoDay(Math.floor(anchor / 86_400));
  const first = addDays(last, -(scale.days - 1));
  let rows = 0;
  for (let offset = 0; offset < scale.days; offset += DAYS_PER_CHUNK) {
    const from = addDays(first, offset);
    const to = addDays(first, Math.min(scale.days, offset + DAYS_PER_CHUNK) - 1);
    rows += await insertSalesDays(db, { from, to, first, seed, carriedOfTen: scale.carriedOfTen });
    if (scale.days > 400 && offset % 360 === 0) log(`  humen: ${to}, ${rows} rows`);
  }
  await refreshHumenRollups(db);
  return rows;
}

/**
 * Generates the sales of days from..to (inclusive). A store carries a style of its channel when
 * a hash of the two falls under carriedOfTen; pieces = popularity × stall size × season × weekday
 * × growth × noise, rounded down (days that round to zero have no row). Noise is an integer hash
 * of day, store, style and seed (xorshift-multiply rounds kept inside 2^31), so both engines agree.
 * Each factor is computed once where it varies (per day, per store and style, per day and
 * category) and the noise once per row: written inline, the engine evaluated every factor and the
 * noise hash several times per row (in the filter and again in the row), 4× the time, same rows.
 */
async function insertSalesDays(db: Db, o: { from: string; to: string; first: string; seed: number; carriedOfTen: number }): Promise<number> {
  const mix = (x: string) => `(((${x}) # ((${x}) >> 13)) * 48271 % 2147483647)`;
  const h0 = `((d.n * 7919 + p.store_id * 104729 + p.style_id * 1299709 + $4::int)::bigint % 2147483647)`;
  const result = await db.query<{ count: number }>(
    `WITH days AS (
       SELECT day::date AS day, (day::date - $3::date) AS n, extract(doy FROM day)::int AS doy,
              (CASE WHEN extract(isodow FROM day)::int >= 6 THEN 1.35 ELSE 1 END)::float8 AS weekday,
              (1 + 0.09 * (day::date - $3::date) / 365.0)::float8 AS growth
         FROM generate_series($1::date, $2::date, interval '1 day') AS day
     ), pairs AS (
       SELECT st.id AS store_id, sy.id AS style_id, sy.category_id, sy.price_cents, (sy.popularity_pct * st.size_pct / 10000.0)::float8 AS demand
         FROM humen_stores st
         JOIN humen_styles sy ON sy.channel_id = st.channel_id AND ((st.id * 31 + sy.id * 17 + $4::int) % 10) < $5::int
     ), seasons AS MATERIALIZED (
       SELECT d.day, c.id AS category_id, 1 + 0.55 * cos(2 * pi() * (d.doy - c.peak_day) / 365.0) AS season
         FROM days d CROSS JOIN humen_categories c
     ), ins AS (
       INSERT INTO humen_sales (day, store_id, style_id, qty, revenue_cents)
       SELECT day, store_id, style_id, qty, qty::bigint * round(price_cents * (0.86 + 0.14 * noise))::bigint
         FROM (
           SELECT d.day, p.store_id, p.style_id, p.price_cents, z.noise,
                  floor(p.demand * s.season * d.weekday * d.growth * (0.3 + 1.4 * z.noise) * 3)::int AS qty
             FROM days d
             CROSS JOIN pairs p
             JOIN seasons s ON s.day = d.day AND s.category_id = p.category_id
             -- OFFSET 0 keeps each subquery a subquery: pulled up, its expression is copied to every use.
             CROSS JOIN LATERAL (SELECT ${mix(mix(h0))}::float8 / 2147483647.0 AS noise OFFSET 0) z
           OFFSET 0
         ) generated
        WHERE qty > 0
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM ins`,
    [o.from, o.to, o.first, o.seed % 100_000, o.carriedOfTen],
  );
  return result[0]!.count;
}
