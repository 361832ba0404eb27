import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumenClothingData, HumenDashboard, HumenEntry } from '../../src/shared/contract/calls/humen';
import { addDays } from '../../src/shared/humen';
import { seedHumen } from '../../server/seed/humen';
import { refreshHumenRollups } from '../../server/humen/rollup';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';

/** Humen market data (issue #17 item 2): rights per package, dashboard figures against the facts, incremental rollups. */

let t: TestApp;
const ANCHOR = 1_790_000_000; // 2026-09-21
const LAST = '2026-09-21';
const women = 20850;
const men = 20840;
let vip = '';
let menOnly = '';
let member = '';

type Body<T> = { status: number; data: T; msg: string };
const call = async <T>(cookie: string, name: string, params: Record<string, unknown> = {}) => {
  const { http, body } = await callAs(t.app, cookie, name, params);
  return { http, ...(body as Body<T>) };
};
const cents = (yuan: number) => Math.round(yuan * 100);

/** Takings (cents) and pieces of a channel over a range, straight from the fact table. */
async function facts(channel: number, from: string, to: string, where = 'true') {
  const [row] = await t.db.query<{ revenue: number; qty: number }>(
    `SELECT coalesce(sum(f.revenue_cents), 0)::bigint AS revenue, coalesce(sum(f.qty), 0)::bigint AS qty
       FROM humen_sales f JOIN humen_styles sy ON sy.id = f.style_id
      WHERE sy.channel_id = $1 AND f.day BETWEEN $2::date AND $3::date AND ${where}`,
    [channel, from, to],
  );
  return { revenue: Number(row!.revenue), qty: Number(row!.qty) };
}

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedHumen({ db: t.db, seed: 7, anchor: ANCHOR, scale: { days: 400, storesPerChannel: 3, stylesPerCategory: 2, carriedOfTen: 6 } })).toBeGreaterThan(10_000);
  const stamp = Date.now().toString(36);
  await createUser(t.db, `humen-vip-${stamp}`, { vipDays: 30 });
  await createUser(t.db, `humen-men-${stamp}`, { vipDays: 30, channels: [men] });
  await createUser(t.db, `humen-member-${stamp}`);
  vip = (await login(t.app, `humen-vip-${stamp}`)).cookie;
  menOnly = (await login(t.app, `humen-men-${stamp}`)).cookie;
  member = (await login(t.app, `humen-member-${stamp}`)).cookie;
}, 300_000); // a ceiling: seeding encodes AVIF/WebP copies, slow while the browsers run beside it
afterAll(() => t.dispose());

describe('market-data rights', () => {
  it('entry lists the markets of the member’s package, none without one, and asks a guest to log in', async () => {
    const all = await call<HumenEntry>(vip, 'oct/Humen/entry');
    expect(all.data.channels.map((c) => c.id)).toEqual([20850, 20840, 20860]);
    expect(all.data.last_day).toBe(LAST);
    expect(all.data.first_day).toBe(addDays(LAST, -399));
    expect((await call<HumenEntry>(menOnly, 'oct/Humen/entry')).data.channels).toEqual([{ id: men, name: '男装' }]);
    expect((await call<HumenEntry>(member, 'oct/Humen/entry')).data.channels).toEqual([]);
    expect((await call(member, 'oct/Humen/entry')).status).toBe(200);
    const guest = await call('', 'oct/Humen/entry');
    expect([guest.http, guest.status]).toEqual([401, 401]);
  });

  it('dashboards are refused without authority over the market asked for', async () => {
    for (const name of ['oct/Humen/dashboard', 'oct/Humen/clothingData']) {
      expect((await call(member, name, { channel: women })).status).toBe(9527);
      expect((await call(menOnly, name, { channel: women })).status).toBe(9527);
      expect((await call(menOnly, name, { channel: men })).status).toBe(200);
      expect((await call('', name, { channel: women })).status).toBe(401);
    }
  });

  it('rejects malformed ranges and unknown markets', async () => {
    expect((await call(vip, 'oct/Humen/dashboard', { channel: women, from: '2026-09-10', to: '2026-09-01' })).http).toBe(400);
    expect((await call(vip, 'oct/Humen/dashboard', { channel: women, from: '2020-01-01', to: LAST })).http).toBe(400);
    expect((await call(vip, 'oct/Humen/dashboard', { channel: women, from: '2026-09-01' })).http).toBe(400);
    expect((await call(vip, 'oct/Humen/dashboard', { channel: 12345 })).http).toBe(400);
  });
});

describe('dashboard', () => {
  it('defaults to the last 30 days and every figure adds up to the facts of the range and of the previous period', async () => {
    const { data } = await call<HumenDashboard>(vip, 'oct/Humen/dashboard', { channel: women });
    expect([data.from, data.to, data.prev_from, data.prev_to]).toEqual([addDays(LAST, -29), LAST, addDays(LAST, -59), addDays(LAST, -30)]);
    const now = await facts(women, data.from, data.to);
    const before = await facts(women, data.prev_from, data.prev_to);
    expect(cents(data.totals.revenue)).toBe(now.revenue);
    expect(data.totals.qty).toBe(now.qty);
    expect(cents(data.previous.revenue)).toBe(before.revenue);
    expect(data.previous.qty).toBe(before.qty);
    expect(data.trend.granularity).toBe('day');
    expect(data.trend.labels).toHaveLength(30);
    expect(cents(data.trend.revenue.reduce((a, b) => a + b, 0))).toBe(now.revenue);
    expect(cents(data.trend.prev_revenue.reduce((a, b) => a + b, 0))).toBe(before.revenue);
    for (const part of [data.categories, data.colours, data.price_bands]) {
      expect(cents(part.reduce((sum, row) => sum + row.revenue, 0))).toBe(now.revenue);
      expect(part.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(100, 0);
    }
    expect(data.styles.length).toBeLessThanOrEqual(10);
    expect(data.styles.map((s) => s.revenue)).toEqual([...data.styles.map((s) => s.revenue)].sort((a, b) => b - a));
    expect(data.stores.map((s) => s.rank)).toEqual(data.stores.map((_, i) => i + 1));
    const [top] = data.stores;
    const store = await facts(women, data.from, data.to, `f.store_id = ${top!.id}`);
    expect(cents(top!.revenue)).toBe(store.revenue);
  });

  it('a different range gives different figures, bucketed by week over half a year', async () => {
    const month = (await call<HumenDashboard>(vip, 'oct/Humen/dashboard', { channel: women })).data;
    const from = addDays(LAST, -181);
    const half = (await call<HumenDashboard>(vip, 'oct/Humen/dashboard', { channel: women, from, to: LAST })).data;
    expect(half.totals.revenue).toBeGreaterThan(month.totals.revenue);
    expect(cents(half.totals.revenue)).toBe((await facts(women, from, LAST)).revenue);
    expect(half.trend.granularity).toBe('week');
    expect(half.trend.labels).toHaveLength(26);
    // Whole months come from the monthly rollup, the ends from the daily one: the same sums.
    for (const part of [half.categories, half.colours, half.price_bands]) {
      expect(cents(part.reduce((sum, row) => sum + row.revenue, 0))).toBe(cents(half.totals.revenue));
      expect(cents(part.reduce((sum, row) => sum + row.prev_revenue, 0))).toBe(cents(half.previous.revenue));
    }
    const year = (await call<HumenDashboard>(vip, 'oct/Humen/dashboard', { channel: women, from: '2025-10-01', to: '2026-08-31' })).data;
    expect(cents(year.categories.reduce((sum, row) => sum + row.revenue, 0))).toBe((await facts(women, '2025-10-01', '2026-08-31')).revenue);
    expect(cents(year.categories.reduce((sum, row) => sum + row.prev_revenue, 0))).toBe((await facts(women, year.prev_from, year.prev_to)).revenue);
    // The previous half year starts before the series: it counts what there is.
    expect(cents(half.previous.revenue)).toBe((await facts(women, half.prev_from, half.prev_to)).revenue);
  });
});

describe('clothing data', () => {
  it('drills into a category and a style, each adding up to its parent', async () => {
    const overview = (await call<HumenClothingData>(vip, 'oct/Humen/clothingData', { channel: men })).data;
    expect(overview.category).toBeNull();
    const category = overview.categories[0]!;
    const { data } = await call<HumenClothingData>(vip, 'oct/Humen/clothingData', { channel: men, category_id: category.id });
    expect(data.category!.name).toBe(category.name);
    expect(data.category!.styles.every((s) => s.category_id === category.id)).toBe(true);
    expect(cents(data.category!.styles.reduce((sum, s) => sum + s.revenue, 0))).toBe(cents(category.revenue));
    expect(cents(data.category!.trend.revenue.reduce((a, b) => a + b, 0))).toBe(cents(category.revenue));
    const style = data.category!.styles[0]!;
    const drilled = (await call<HumenClothingData>(vip, 'oct/Humen/clothingData', { channel: men, category_id: category.id, style_id: style.id })).data;
    expect(cents(drilled.style!.trend.revenue.reduce((a, b) => a + b, 0))).toBe(cents(style.revenue));
    expect(cents(style.revenue)).toBe((await facts(men, data.from, data.to, `f.style_id = ${style.id}`)).revenue);
    // A category of another market is not drilled into.
    const other = (await call<HumenClothingData>(vip, 'oct/Humen/clothingData', { channel: women, category_id: category.id })).data;
    expect(other.category).toBeNull();
  });
});

describe('rollups', () => {
  it('are refreshed incrementally: a new day, a corrected day and a removed day reach the dashboard, nothing else is rewritten', async () => {
    const next = addDays(LAST, 1);
    const before = await t.db.query<{ day: string; revenue: number }>(
      `SELECT day::text, revenue_cents AS revenue FROM humen_store_daily WHERE day < $1::date - 5 ORDER BY channel_id, day, store_id`,
      [LAST],
    );
    await t.db.query(
      `INSERT INTO humen_sales (day, store_id, style_id, qty, revenue_cents)
       SELECT $1::date, store_id, style_id, qty, revenue_cents FROM humen_sales WHERE day = $2::date`,
      [next, LAST],
    );
    await t.db.query(`UPDATE humen_sales SET qty = qty + 1, revenue_cents = revenue_cents + 1000 WHERE day = $1::date`, [addDays(LAST, -3)]);
    await t.db.query(`DELETE FROM humen_sales WHERE day = $1::date`, [addDays(LAST, -1)]);
    expect((await t.db.query('SELECT day::text FROM humen_dirty_days ORDER BY day')).map((r) => r.day)).toEqual([addDays(LAST, -3), addDays(LAST, -1), next]);

    // The next read folds the dirty days in.
    const { data } = await call<HumenDashboard>(vip, 'oct/Humen/dashboard', { channel: women, from: addDays(LAST, -6), to: next });
    expect(cents(data.totals.revenue)).toBe((await facts(women, addDays(LAST, -6), next)).revenue);
    expect(data.trend.revenue[5]).toBe(0);
    expect(cents(data.trend.revenue[7]!)).toBe((await facts(women, next, next)).revenue);
    expect((await call<HumenEntry>(vip, 'oct/Humen/entry')).data.last_day).toBe(next);
    expect(await t.db.query('SELECT * FROM humen_dirty_days')).toEqual([]);
    const [monthly] = await t.db.query<{ revenue: number }>(`SELECT sum(revenue_cents)::bigint AS revenue FROM humen_style_monthly WHERE month = $1::date AND channel_id = $2`, [`${LAST.slice(0, 7)}-01`, women]);
    expect(Number(monthly!.revenue)).toBe((await facts(women, `${LAST.slice(0, 7)}-01`, addDays(`${LAST.slice(0, 7)}-01`, 29))).revenue);
    expect(await refreshHumenRollups(t.db)).toBe(0);
    const after = await t.db.query(`SELECT day::text, revenue_cents AS revenue FROM humen_store_daily WHERE day < $1::date - 5 ORDER BY channel_id, day, store_id`, [LAST]);
    expect(after).toEqual(before);
  });
});
