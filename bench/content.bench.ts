/**
 * Content benchmark (issue #5): getList (filtered, sorted, deep page) and keyword search on a
 * catalogue of 1,000,000 items in PostgreSQL, each beside a primary-key lookup measured in the
 * same run; then autocannon against getList through /api/data and against a bare Fastify route
 * doing one primary-key lookup.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- content
 *
 * The catalogue lives in its own database (trendloom_bench_content) and is seeded once: a later
 * run with the same scale and seed version reuses it. BENCH_SCALE changes the size (for trying
 * the bench quickly), BENCH_SECONDS the autocannon duration.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import Fastify from 'fastify';
import { registerDataRoute } from '../server/api/data-route';
import { Registry } from '../server/api/registry';
import { guestResolver } from '../server/auth/session-user';
import { registerCatalogueHandlers } from '../server/catalogue/handlers';
import { loadConfig } from '../server/config';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { LocalDiskStore } from '../server/media/store';
import { SEED_VERSION, seedDemo } from '../server/seed';
import { GUEST_PREVIEW_ROUTES } from '../src/shared/catalogue/list-rules';

const SCALE = Number(process.env.BENCH_SCALE ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITERATIONS = 200;
const WARMUP = 20;
export const BENCH_DATABASE = 'trendloom_bench_content';

/** The bench database's URL: DATABASE_URL with the database name replaced. */
export function benchUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** Opens the bench catalogue, creating and seeding it when it is missing or of another scale. */
async function openCatalogue(base: string): Promise<Db> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE])).rowCount === 1;
  if (exists) {
    const db = await openDb({ databaseUrl: benchUrl(base), poolSize: 12 });
    await migrate(db);
    const [meta] = await db.query<{ value: { scale: number; version: number } }>("SELECT value FROM meta WHERE key = 'seed'").catch(() => []);
    if (meta?.value.scale === SCALE && meta.value.version === SEED_VERSION) {
      await admin.end();
      console.log(`Reusing ${BENCH_DATABASE}: ${SCALE.toLocaleString('en-US')} items (seed v${SEED_VERSION}).`);
      return db;
    }
    await db.close();
    await admin.query(`DROP DATABASE ${BENCH_DATABASE} WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await admin.end();
  const db = await openDb({ databaseUrl: benchUrl(base), poolSize: 12 });
  await migrate(db);
  const media = new LocalDiskStore(await mkdtemp(join(tmpdir(), 'trendloom-bench-media-')));
  const started = Date.now();
  await seedDemo({ db, media, scale: SCALE, log: (message) => console.log(message) });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s; vacuuming and analysing …`);
  // Fresh visibility map and statistics: index-only scans and the planner depend on both.
  await db.query('VACUUM ANALYZE');
  return db;
}

interface Stats {
  p50: number;
  p95: number;
  mean: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((s, v) => s + v, 0) / samples.length };
}

/** Times `run` over ITERATIONS calls after a warm-up; each call gets its iteration number. */
async function measure(run: (i: number) => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

interface Scenario {
  column: number;
  subcolumn: number;
  attrs: string;
  hotWord: string;
  maxId: number;
}

/**
 * Realistic arguments: the biggest women's column that guests see in full (not a type-402
 * preview page), one of its sub-columns, a common style value.
 */
async function scenario(db: Db): Promise<Scenario> {
  const [column] = await db.query<{ column_id: number }>(
    `SELECT k.column_id FROM item_counts k JOIN columns c ON c.id = k.column_id
      WHERE k.channel_id = 20850 AND c.url_str <> ALL($1::text[])
      GROUP BY k.column_id ORDER BY sum(k.n) DESC LIMIT 1`,
    [GUEST_PREVIEW_ROUTES],
  );
  const [sub] = await db.query<{ subcolumn_id: number }>(
    `SELECT subcolumn_id FROM item_counts WHERE column_id = $1 AND subcolumn_id <> 0 GROUP BY subcolumn_id ORDER BY sum(n) DESC LIMIT 1`,
    [column!.column_id],
  );
  const [style] = await db.query<{ attribute_id: number; value_id: number }>(
    `SELECT v.attribute_id, v.id AS value_id FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id
      WHERE a.key = 'style' ORDER BY v.sort LIMIT 1`,
  );
  const [max] = await db.query<{ id: number }>('SELECT max(id) AS id FROM items');
  return {
    column: column!.column_id,
    subcolumn: sub!.subcolumn_id,
    attrs: `${style!.attribute_id}_${style!.value_id}`,
    hotWord: '连衣裙',
    maxId: max!.id,
  };
}

type Row = { name: string; stats: Stats; extra?: string };

function printTable(title: string, rows: Row[], base: Stats) {
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (value: number) => value.toFixed(2).padStart(8);
  console.log(`\n${title}`);
  console.log(`${pad('case', 46)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p95/PK'.padStart(8)}  note`);
  for (const row of rows) {
    console.log(`${pad(row.name, 46)} ${num(row.stats.p50)} ${num(row.stats.p95)} ${(row.stats.p95 / base.p95).toFixed(1).padStart(7)}×  ${row.extra ?? ''}`);
  }
}

/**
 * The data endpoint with the content handlers and no answer cache (each call runs its queries),
 * for a guest: what a list costs when nobody asked for it in the last 30 s.
 */
export async function uncachedApi(db: Db) {
  const registry = new Registry();
  registerCatalogueHandlers(registry, { cacheMs: 0 });
  const app = Fastify({ logger: false });
  registerDataRoute(app, {
    registry,
    resolveCaller: guestResolver,
    context: { db, config: loadConfig({}), media: new LocalDiskStore(join(tmpdir(), 'trendloom-bench-media')) },
  });
  await app.ready();
  return app;
}

async function latencies(db: Db, s: Scenario) {
  const app = await uncachedApi(db);
  let lastCount = 0;
  const call = async (func: string, params: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: '/api/data', payload: { module: 'oct', controller: 'ListDataKw', func, params } });
    const body = response.json() as { status: number; data: { count: number } | null };
    if (body.status !== 200 && body.status !== 4000) throw new Error(`${func} ${JSON.stringify(params)} answered ${body.status}`);
    lastCount = body.data?.count ?? 0;
  };
  const pk = await measure((i) => db.query('SELECT id, title_zh, publish_time FROM items WHERE id = $1', [1 + ((i * 7919) % s.maxId)]));
  const list = (extra: Record<string, unknown>) => (i: number) => call('getList', { channel: 20850, column: s.column, ...extra, ...(extra.p === undefined ? { p: 1 + (i % 3) } : {}) });

  const rows: Row[] = [{ name: 'PK lookup (SELECT … WHERE id = $1)', stats: pk }];
  const add = async (name: string, run: (i: number) => Promise<unknown>) => {
    const result = await measure(run);
    rows.push({ name, stats: result, extra: `count ${lastCount.toLocaleString('en-US')}` });
    return result;
  };
  const page1 = await add('getList column, new, p=1–3', list({}));
  const deep = await add('getList column, new, p=200 (deep)', list({ p: 200 }));
  const hot = await add('getList column + sub-column, hot, p=1–3', list({ subcolumn: String(s.subcolumn), sort_type: 'hot' }));
  const filtered = await add('getList column + style filter, new, p=1–3', list({ attrs: s.attrs }));
  const filteredHot = await add('getList column + style filter, hot, p=1–3', list({ attrs: s.attrs, sort_type: 'hot' }));
  const channel = await add('getList channel only, new, p=1–3', (i) => call('getList', { channel: 20850, p: 1 + (i % 3) }));
  const channelDeep = await add('getList channel only, new, p=200 (deep)', () => call('getList', { channel: 20850, p: 200 }));
  const filteredDeep = await add('getList channel + style filter, new, p=200', () => call('getList', { channel: 20850, attrs: s.attrs, p: 200 }));
  const searches = [
    await add(`search “${s.hotWord}” (zh), p=1–3`, (i) => call('getList', { channel: 20850, key_words: s.hotWord, p: 1 + (i % 3) })),
    await add('search “dress” (en, zh_en expansion), p=1–3', (i) => call('getList', { channel: 20850, key_words: 'dress', p: 1 + (i % 3) })),
    await add('search “复古 针织衫” (two words), p=1–3', (i) => call('getList', { channel: 20850, key_words: '复古 针织衫', p: 1 + (i % 3) })),
    await add('search “cardigan” in one column, p=1', () => call('getList', { channel: 20850, key_words: 'cardigan', attrs: `columnattr_sid_${s.column}` })),
  ];
  await app.close();
  printTable(`Latency, ${ITERATIONS} calls each through /api/data without the answer cache (Fastify inject), PostgreSQL ${SCALE.toLocaleString('en-US')} items`, rows, pk);
  const worstList = Math.max(page1.p95, deep.p95, hot.p95, filtered.p95, filteredHot.p95, channel.p95, channelDeep.p95);
  const worstSearch = Math.max(...searches.map((x) => x.p95));
  console.log(`\nGoals: getList p95 < 30 ms → worst ${worstList.toFixed(1)} ms (filtered + deep on the whole channel: ${filteredDeep.p95.toFixed(1)} ms);`);
  console.log(`search p95 < 50 ms → worst ${worstSearch.toFixed(1)} ms;`);
  console.log(`deep page (p=200) ≤ 2× page 1 → column ${(deep.p95 / page1.p95).toFixed(2)}×, channel ${(channelDeep.p95 / channel.p95).toFixed(2)}× (p95 ratios)`);
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function processCpuMs(pid: number | string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time used so far by each process of a local PostgreSQL server, by pid (none when it is not local). */
function postgresCpuMs(): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') used.set(pid, processCpuMs(pid));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return used;
}

/** PostgreSQL CPU used since `before`: by the processes alive now (those that ended meanwhile were idle connections). */
function postgresCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, used] of postgresCpuMs()) total += used - (before.get(pid) ?? 0);
  return total;
}

/** Starts the two servers in a child process (so autocannon here does not share its event loop). */
async function startServers(base: string): Promise<{ api: number; uncached: number; bare: number; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./content-servers.ts', import.meta.url))], {
    env: { ...process.env, BENCH_DATABASE_URL: benchUrl(base) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<{ api: number; uncached: number; bare: number }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { api: number; uncached: number; bare: number });
    });
    child.on('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return { ...ports, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

async function load(base: string, s: Scenario) {
  const servers = await startServers(base);
  try {
    // Where each route's time goes: CPU of the server process (only one route is loaded at a
    // time) and of PostgreSQL per answered request, beside the throughput.
    const cpu = new Map<autocannon.Result, { server: number; postgres: number }>();
    const cannon = (options: autocannon.Options) =>
      new Promise<autocannon.Result>((resolve, reject) => autocannon(options, (error, r) => (error ? reject(error) : resolve(r))));
    const run = async (options: autocannon.Options) => {
      await cannon({ ...options, duration: 2 });
      const [server, postgres] = [processCpuMs(servers.pid), postgresCpuMs()];
      const result = await cannon(options);
      const answered = result.requests.total;
      cpu.set(result, { server: (processCpuMs(servers.pid) - server) / answered, postgres: postgresCpuSince(postgres) / answered });
      return result;
    };
    // 20 different lists (5 pages, with and without a filter) of the biggest column.
    const bodies = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify({ module: 'oct', controller: 'ListDataKw', func: 'getList', params: { channel: 20850, column: s.column, p: 1 + (i % 5), ...(i % 2 ? { attrs: s.attrs } : {}) } }),
    );
    let next = 0;
    const common = { connections: 50, duration: SECONDS } as const;
    const bare = await run({
      ...common,
      url: `http://127.0.0.1:${servers.bare}`,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/pk/${1 + ((next++ * 7919) % s.maxId)}` }) }],
    });
    const listLoad = (port: number) =>
      run({
        ...common,
        url: `http://127.0.0.1:${port}/api/data`,
        requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
      });
    const api = await listLoad(servers.api);
    const uncached = await listLoad(servers.uncached);
    const line = (name: string, r: autocannon.Result) =>
      `${name.padEnd(46)} ${r.requests.average.toFixed(0).padStart(8)} ${r.latency.p50.toFixed(1).padStart(8)} ${r.latency.p99.toFixed(1).padStart(8)} ${String(r.non2xx + r.errors).padStart(8)} ${cpu.get(r)!.server.toFixed(2).padStart(10)} ${cpu.get(r)!.postgres.toFixed(2).padStart(12)}`;
    console.log(`\nLoad, autocannon ${common.connections} connections × ${SECONDS} s after 2 s of warm-up, loopback, same PostgreSQL; load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
    console.log(`${'route'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)} ${'server CPU'.padStart(10)} ${'postgres CPU'.padStart(12)}  (ms per request)`);
    console.log(line('bare Fastify GET /pk/:id (one PK query)', bare));
    console.log(line('POST /api/data getList (the app, 30 s cache)', api));
    console.log(line('POST /api/data getList (no cache)', uncached));
    const share = (r: autocannon.Result) => ((r.requests.average / bare.requests.average) * 100).toFixed(0);
    console.log(`\nGoals: getList ≥ 50 % of the bare route → ${share(api)} %; without the answer cache ≥ 25 % (issue #11 item 6) → ${share(uncached)} %`);
  } finally {
    servers.stop();
  }
}

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('The content bench needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
    process.exit(1);
  }
  const db = await openCatalogue(base);
  try {
    const s = await scenario(db);
    await latencies(db, s);
    await load(base, s);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
