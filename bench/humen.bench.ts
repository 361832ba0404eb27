/**
 * Humen market-data bench (issue #17 item 2): every query behind /humen/dataDashboard and
 * /humen/clothingData on PostgreSQL over ≥ 5 M daily fact rows (HUMEN_BENCH_SCALE: three years,
 * 63 stores, 288 styles). The data lives in its own database (trendloom_bench_humen), generated once
 * and reused while its row count matches. Each query runs over ranges of 7, 30, 90, 365 and 1,096
 * days ending on the last day, across the three markets; p50/p95 per query (goal p95 < 200 ms),
 * and the whole dashboard and clothing-data calls (their queries as the handlers run them). Also
 * times an incremental refresh after a day of new facts. The table goes to stdout and replaces the
 * marked section of docs/benchmarks.md, with the machine's load average.
 * Run: DATABASE_URL=postgres://… npm run bench -- humen   (BENCH_HUMEN_RUNS: samples per query, default 40)
 */
import { cpus, loadavg } from 'node:os';
import { writeDocsSection } from './docs-section';
import pg from 'pg';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { HUMEN_BENCH_SCALE, seedHumen } from '../server/seed/humen';
import { queryBreakdown, queryStores, queryTrend, resolveRange } from '../server/humen/handlers';
import { refreshHumenRollups } from '../server/humen/rollup';
import { HUMEN_CHANNEL_IDS, addDays } from '../src/shared/humen';
import type { HumenRange } from '../src/shared/contract/calls/humen';

const DATABASE = 'trendloom_bench_humen';
const ANCHOR = Date.UTC(2026, 10, 1) / 1000;
const MIN_ROWS = 5_000_000;
const RUNS = Number(process.env.BENCH_HUMEN_RUNS ?? 40);
const RANGES = [7, 30, 90, 365, 1096];

const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!base?.startsWith('postgres')) {
  console.error('The humen bench needs DATABASE_URL (or BENCH_DATABASE_URL) of a PostgreSQL server.');
  process.exit(1);
}

async function open(): Promise<{ db: Db; rows: number }> {
  const url = new URL(base!);
  url.pathname = `/${DATABASE}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
  await migrate(db);
  const { rows } = (await db.query<{ rows: number }>('SELECT count(*)::bigint AS rows FROM humen_sales'))[0]!;
  if (rows >= MIN_ROWS) {
    console.log(`Reusing ${DATABASE}: ${rows.toLocaleString('en-US')} fact rows.`);
    return { db, rows };
  }
  await db.query('TRUNCATE humen_sales, humen_style_daily, humen_style_monthly, humen_store_daily, humen_dirty_days, humen_styles, humen_categories, humen_stores, humen_colours');
  const started = Date.now();
  const seeded = await seedHumen({ db, seed: 20_260_000, anchor: ANCHOR, scale: HUMEN_BENCH_SCALE, log: (line) => console.log(line) });
  console.log(`Generated ${seeded.toLocaleString('en-US')} rows and their rollups in ${((Date.now() - started) / 1000).toFixed(0)} s; vacuuming and analysing …`);
  await db.query('VACUUM ANALYZE');
  return { db, rows: seeded };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const { db, rows } = await open();
const load = loadavg();
const ranges: HumenRange[] = [];
for (const channel of HUMEN_CHANNEL_IDS) {
  const last = (await resolveRange(db, channel))!.to;
  for (const days of RANGES) ranges.push((await resolveRange(db, channel, addDays(last, -(days - 1)), last))!);
}
const { category_id, style_id } = (
  await db.query<{ category_id: number; style_id: number }>('SELECT category_id, id AS style_id FROM humen_styles WHERE channel_id = $1 ORDER BY id LIMIT 1', [HUMEN_CHANNEL_IDS[0]])
)[0]!;

const queries: [string, (range: HumenRange) => Promise<unknown>][] = [
  ['trend (store rollup, both periods)', (r) => queryTrend(db, r)],
  ['store ranking + totals', (r) => queryStores(db, r, 'zh')],
  ['breakdown: styles, categories, colours, price bands', (r) => queryBreakdown(db, r, 'zh')],
  ['category trend (drill-down)', (r) => queryTrend(db, { ...r, channel: HUMEN_CHANNEL_IDS[0]! }, { category_id })],
  ['style trend (drill-down)', (r) => queryTrend(db, { ...r, channel: HUMEN_CHANNEL_IDS[0]! }, { style_id })],
  ['whole dashboard call (3 queries in parallel)', (r) => Promise.all([queryTrend(db, r), queryStores(db, r, 'zh'), queryBreakdown(db, r, 'zh')])],
];

interface Line {
  name: string;
  perRange: { days: number; p50: number; p95: number }[];
  p50: number;
  p95: number;
}
const lines: Line[] = [];
for (const [name, fn] of queries) {
  const all: number[] = [];
  const perRange: Line['perRange'] = [];
  for (const days of RANGES) {
    const samples: number[] = [];
    const mine = ranges.filter((r) => Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000) + 1 === days);
    for (let i = 0; i < 3; i++) await fn(mine[i % mine.length]!);
    for (let i = 0; i < RUNS; i++) samples.push(await time(() => fn(mine[i % mine.length]!)));
    samples.sort((a, b) => a - b);
    perRange.push({ days, p50: percentile(samples, 50), p95: percentile(samples, 95) });
    all.push(...samples);
  }
  all.sort((a, b) => a - b);
  lines.push({ name, perRange, p50: percentile(all, 50), p95: percentile(all, 95) });
  console.log(`${name.padEnd(52)} p50 ${percentile(all, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(all, 95).toFixed(1).padStart(7)} ms`);
}

// Incremental refresh: one more day of facts (copied from the last day), then refresh only it.
const { last } = (await db.query<{ last: string }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS last FROM humen_sales`))[0]!;
const next = addDays(last, 1);
await db.query('INSERT INTO humen_sales (day, store_id, style_id, qty, revenue_cents) SELECT $1::date, store_id, style_id, qty, revenue_cents FROM humen_sales WHERE day = $2::date', [next, last]);
const refreshMs = await time(() => refreshHumenRollups(db));
await db.query('DELETE FROM humen_sales WHERE day = $1::date', [next]);
await refreshHumenRollups(db);
const { style_rows, store_rows, month_rows } = (
  await db.query<{ style_rows: number; store_rows: number; month_rows: number }>(
    'SELECT (SELECT count(*) FROM humen_style_daily)::bigint AS style_rows, (SELECT count(*) FROM humen_store_daily)::bigint AS store_rows, (SELECT count(*) FROM humen_style_monthly)::bigint AS month_rows',
  )
)[0]!;
console.log(`incremental refresh of one day: ${refreshMs.toFixed(0)} ms`);
await db.close();

const goal = (p95: number) => (p95 < 200 ? '✓' : '✗');
const when = new Date().toISOString().slice(0, 10);
const section = [
  '## Humen market data (issue #17) — `DATABASE_URL=… npm run bench -- humen`',
  '',
  `${when}, PostgreSQL, ${rows.toLocaleString('en-US')} daily fact rows (3 years × 63 stores × the styles they carry; rollups: ${style_rows.toLocaleString('en-US')} style-day, ${month_rows.toLocaleString('en-US')} style-month and ${store_rows.toLocaleString('en-US')} store-day rows). ` +
    `${cpus().length} cores, load average at the start ${load.map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min) — other work was running on the machine. ` +
    `${RUNS} samples per query and range (ranges of ${RANGES.join(', ')} days ending on the last day, over the three markets). Goal: p95 < 200 ms.`,
  '',
  `| query | ${RANGES.map((d) => `${d} d p50 / p95`).join(' | ')} | all p50 | all p95 | goal |`,
  `| --- | ${RANGES.map(() => '---').join(' | ')} | --- | --- | --- |`,
  ...lines.map((line) => `| ${line.name} | ${line.perRange.map((r) => `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}`).join(' | ')} | ${line.p50.toFixed(1)} ms | ${line.p95.toFixed(1)} ms | ${goal(line.p95)} |`),
  '',
  `Incremental refresh after one new day of facts (that day only, both rollups): ${refreshMs.toFixed(0)} ms.`,
].join('\n');
await writeDocsSection('humen', section);
console.log('\n' + section);
