/**
 * Load and soak (issue #19 item 3): two real app servers (`node dist-server/main.mjs`, a process each)
 * on one PostgreSQL, 50 virtual users each sending its requests to the servers in turn (as a
 * round-robin balancer would) with a mix of lists with varied filters, details, keyword search,
 * favourites, session checks, sync pushes and logins. Reports req/s, p50/p99 and errors for the
 * load phase, then runs the same mix as a soak and samples each server's RSS over time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- load [--seconds=60]
 *     [--connections=50] [--soak-seconds=600] [--scale=3000]
 *
 * The catalogue lives in its own database (trendloom_bench_load), seeded once per scale and seed
 * version and reused. Loopback only. The load generator shares the machine with the servers and
 * PostgreSQL: on a small box it takes a good part of one core itself.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { LocalDiskStore } from '../server/media/store';
import { SEED_VERSION, seedDemo } from '../server/seed';
import { MAIN_CHANNELS } from '../src/shared/catalogue/list-rules';
import { PUSH_VERSION } from '../src/shared/sync/protocol';
import { createUser, sessionCookieFrom, TEST_PASSWORD } from '../tests/support/accounts';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'soak-seconds': { type: 'string', default: '600' },
    scale: { type: 'string', default: process.env.BENCH_SCALE ?? '3000' },
  },
  strict: false,
});
const whole = (name: string, value: unknown) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${String(value)}`);
  return n;
};
const SECONDS = whole('seconds', values.seconds);
const CONNECTIONS = whole('connections', values.connections);
const SOAK_SECONDS = whole('soak-seconds', values['soak-seconds']);
const SCALE = whole('scale', values.scale);
const DATABASE = 'trendloom_bench_load';

// ── database ────────────────────────────────────────────────────────────────

function dbUrl(base: string) {
  const url = new URL(base);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function openCatalogue(base: string): Promise<Db> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  let db = await openDb({ databaseUrl: dbUrl(base), poolSize: 8 });
  await migrate(db);
  const [meta] = await db.query<{ value: { scale: number; version: number } }>("SELECT value FROM meta WHERE key = 'seed'").catch(() => []);
  if (meta?.value.scale === SCALE && meta.value.version === SEED_VERSION) {
    console.log(`Reusing ${DATABASE}: ${SCALE} items (seed v${SEED_VERSION}).`);
    return db;
  }
  if (meta) {
    await db.close();
    const again = new pg.Client({ connectionString: base });
    await again.connect();
    await again.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`);
    await again.query(`CREATE DATABASE ${DATABASE}`);
    await again.end();
    db = await openDb({ databaseUrl: dbUrl(base), poolSize: 8 });
    await migrate(db);
  }
  console.log(`Seeding ${SCALE} items into ${DATABASE} (a small picture pool: the bench asks for data, not images) …`);
  const started = Date.now();
  await seedDemo({ db, media: new LocalDiskStore(join(tmpdir(), 'trendloom-bench-load-media')), scale: SCALE, imagePool: 12, log: () => undefined });
  await db.query('VACUUM ANALYZE');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return db;
}

async function ensureUser(db: Db, name: string, options: Parameters<typeof createUser>[2]): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [name]);
  return row ? row.id : createUser(db, name, options);
}

// ── HTTP ────────────────────────────────────────────────────────────────────

interface Answer {
  http: number;
  body: string;
  setCookie: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 1000 });

function post(base: string, path: string, payload: unknown, headers: Record<string, string>): Promise<Answer> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ http: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// ── the traffic mix ─────────────────────────────────────────────────────────

type Kind = 'list' | 'search' | 'detail' | 'kwInfo' | 'favList' | 'session' | 'sync' | 'login';
/** One cycle of a virtual user: 20 requests. */
const MIX: Kind[] = [
  'list', 'detail', 'list', 'search', 'session', 'list', 'detail', 'sync', 'list', 'kwInfo',
  'list', 'detail', 'favList', 'list', 'search', 'detail', 'sync', 'list', 'session', 'login',
];
const WORDS = ['连衣裙', '印花', 'dress', '针织', 'coat', '牛仔', '条纹', 'floral', '外套', 'knit', '衬衫 印花', 'denim jacket'];
const SORTS = ['new', 'hot'];

interface Catalogue {
  columns: { channel: number; column: number }[];
  items: number[];
}

interface VirtualUser {
  index: number;
  userId: number;
  cookie: string;
  address: string;
  loginAccount: string;
  clientId: string;
  seq: number;
  cursor: number;
}

interface Phase {
  latencies: number[];
  byKind: Map<Kind, number>;
  errors: { kind: Kind; http: number; status: number | null; msg: string }[];
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

function requestFor(kind: Kind, user: VirtualUser, catalogue: Catalogue): { path: string; payload: unknown; withCookie: boolean } {
  const data = (name: string, params: Record<string, unknown>) => {
    const [module, controller, func] = name.split('/');
    return { path: '/api/data', payload: { module, controller, func, params }, withCookie: true };
  };
  switch (kind) {
    case 'list': {
      const { channel, column } = pick(catalogue.columns);
      return data('oct/ListDataKw/getList', { channel, column, p: 1 + Math.floor(Math.random() * 5), sort_type: pick(SORTS) });
    }
    case 'search':
      return data('oct/ListDataKw/getList', { channel: pick(MAIN_CHANNELS), key_words: pick(WORDS), p: 1 + Math.floor(Math.random() * 2) });
    case 'detail':
      return data('oct/DetailData/getDetail', { id: pick(catalogue.items) });
    case 'kwInfo':
      return data('oct/ListDataKw/kwInfo', { key_words: pick(WORDS) });
    case 'favList':
      return data('oct/UserCenter/getFavList', { kind: 'atlas' });
    case 'session':
      return data('index/User/specialCheck', {});
    case 'sync': {
      const ops = Array.from({ length: 2 }, () => ({
        opId: randomUUID(),
        seq: ++user.seq,
        userId: user.userId,
        kind: 'favourite.set',
        itemId: pick(catalogue.items),
        type: 3,
        pictureId: null,
        on: Math.random() < 0.6,
      }));
      return { path: '/api/sync', payload: { pushVersion: PUSH_VERSION, clientId: user.clientId, cursor: user.cursor, ops }, withCookie: true };
    }
    case 'login':
      return { path: '/api/auth/login', payload: { account: user.loginAccount, password: TEST_PASSWORD }, withCookie: false };
  }
}

async function runUser(user: VirtualUser, servers: ServerProcess[], catalogue: Catalogue, until: number, phase: Phase) {
  let turn = user.index;
  let step = user.index % MIX.length;
  while (performance.now() < until) {
    const kind = MIX[step++ % MIX.length]!;
    const server = servers[turn++ % servers.length]!;
    const { path, payload, withCookie } = requestFor(kind, user, catalogue);
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await post(server.url, path, payload, { 'x-forwarded-for': user.address, ...(withCookie ? { cookie: user.cookie } : {}) });
    } catch (error) {
      phase.errors.push({ kind, http: 0, status: null, msg: error instanceof Error ? error.message : String(error) });
      continue;
    }
    phase.latencies.push(performance.now() - started);
    phase.byKind.set(kind, (phase.byKind.get(kind) ?? 0) + 1);
    let parsed: { status?: number; msg?: string; data?: { cursor?: number } } = {};
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      // counted below
    }
    // 4000 is the API's "no data" answer (an empty filter result): not an error.
    if (answer.http !== 200 || (parsed.status !== 200 && parsed.status !== 4000)) {
      phase.errors.push({ kind, http: answer.http, status: parsed.status ?? null, msg: parsed.msg ?? answer.body.slice(0, 80) });
    } else if (kind === 'sync' && typeof parsed.data?.cursor === 'number') {
      user.cursor = parsed.data.cursor;
    }
  }
}

async function runPhase(users: VirtualUser[], servers: ServerProcess[], catalogue: Catalogue, seconds: number, during?: () => void): Promise<Phase & { seconds: number }> {
  const phase: Phase = { latencies: [], byKind: new Map(), errors: [] };
  const started = performance.now();
  const until = started + seconds * 1000;
  const timer = during ? setInterval(during, 1000) : undefined;
  await Promise.all(users.map((user) => runUser(user, servers, catalogue, until, phase)));
  if (timer) clearInterval(timer);
  return { ...phase, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function report(label: string, phase: Phase & { seconds: number }) {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  const total = phase.latencies.length;
  console.log(`\n${label}: ${total} requests in ${phase.seconds.toFixed(1)} s`);
  console.log(`  req/s ${(total / phase.seconds).toFixed(0)}   p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(0)} ms   errors ${phase.errors.length}`);
  console.log(`  mix: ${[...phase.byKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  if (phase.errors.length > 0) {
    const grouped = new Map<string, number>();
    for (const e of phase.errors) grouped.set(`${e.kind} http ${e.http} status ${e.status} ${e.msg}`, (grouped.get(`${e.kind} http ${e.http} status ${e.status} ${e.msg}`) ?? 0) + 1);
    for (const [what, n] of [...grouped].slice(0, 10)) console.log(`  error ×${n}: ${what}`);
  }
  return { rps: total / phase.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: phase.errors.length };
}

/** A server's memory from its /status: resident set and V8 heap in use (the heap is what a leak grows; RSS also moves with the allocator). */
async function memoryOf(server: ServerProcess): Promise<{ rss: number; heap: number }> {
  const response = await fetch(`${server.url}/status`);
  const { memory } = (await response.json()) as { memory: { rssMiB: number; heapUsedMiB: number } };
  return { rss: memory.rssMiB, heap: memory.heapUsedMiB };
}

// ── main ────────────────────────────────────────────────────────────────────

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('The load bench needs DATABASE_URL (a PostgreSQL server; its own database is created there)');
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start.`);
  const db = await openCatalogue(base);

  const catalogue: Catalogue = {
    columns: (
      await db.query<{ channel: number; column: number }>(
        `SELECT c.channel_id AS channel, c.id AS column FROM columns c WHERE EXISTS (SELECT 1 FROM items i WHERE i.column_id = c.id) ORDER BY c.id`,
      )
    ).filter((c) => MAIN_CHANNELS.includes(c.channel)),
    items: (await db.query<{ id: number }>('SELECT id FROM items ORDER BY random() LIMIT 2000')).map((r) => r.id),
  };
  if (catalogue.columns.length === 0 || catalogue.items.length === 0) throw new Error('The bench catalogue has no items');

  console.log(`Preparing ${CONNECTIONS} VIP users and ${CONNECTIONS} login accounts …`);
  const userIds: number[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    userIds.push(await ensureUser(db, `load-user-${i}`, { vipDays: 3650, channels: [...MAIN_CHANNELS] }));
    await ensureUser(db, `load-login-${i}`, {});
  }
  await db.query(`DELETE FROM login_throttle WHERE key LIKE 'login:%load-%' OR key LIKE 'login:address:10.77.%'`);

  const env = { DATABASE_URL: dbUrl(base), DATA_DIR: join(tmpdir(), 'trendloom-bench-load-data'), DIST_DIR: join(tmpdir(), 'trendloom-bench-no-dist'), TRUST_PROXY: '127.0.0.1' };
  const servers = await Promise.all(['A', 'B'].map((name) => startServerProcess(name, env)));
  try {
    const users: VirtualUser[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const address = `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const login = await post(servers[i % 2]!.url, '/api/auth/login', { account: `load-user-${i}`, password: TEST_PASSWORD }, { 'x-forwarded-for': address });
      if (login.http !== 200) throw new Error(`login of load-user-${i} failed: ${login.body}`);
      users.push({ index: i, userId: userIds[i]!, cookie: sessionCookieFrom(login.setCookie), address, loginAccount: `load-login-${i}`, clientId: randomUUID(), seq: 0, cursor: 0 });
    }

    console.log(`\nWarm-up 5 s, then ${SECONDS} s of load: ${CONNECTIONS} virtual users, each request to the next server in turn (A, B, A …).`);
    await runPhase(users, servers, catalogue, 5);
    const loadStart = loadavg()[0]!;
    const load = report(`Load (${CONNECTIONS} connections, 2 servers)`, await runPhase(users, servers, catalogue, SECONDS));
    console.log(`  load average 1 min: ${loadStart.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`);

    if (SOAK_SECONDS > 0) {
      const every = Math.max(5, Math.round(SOAK_SECONDS / 20));
      console.log(`\nSoak: ${SOAK_SECONDS} s of the same mix; RSS and heap of each server every ${every} s.`);
      const samples: { t: number; memory: { rss: number; heap: number }[] }[] = [];
      const soakStarted = performance.now();
      const measure = () => Promise.all(servers.map(memoryOf));
      let next = 0;
      const sample = () => {
        const t = (performance.now() - soakStarted) / 1000;
        if (t + 0.5 < next) return;
        next += every;
        void measure().then((memory) => samples.push({ t, memory }));
      };
      sample();
      const soak = report(`Soak (${CONNECTIONS} connections, 2 servers)`, await runPhase(users, servers, catalogue, SOAK_SECONDS, sample));
      samples.push({ t: (performance.now() - soakStarted) / 1000, memory: await measure() });
      console.log('\n  t (s)   RSS A   heap A   RSS B   heap B   (MiB)');
      for (const s of samples) console.log(`  ${s.t.toFixed(0).padStart(5)}   ${s.memory.map((m) => `${m.rss.toFixed(0).padStart(5)}   ${m.heap.toFixed(0).padStart(6)}`).join('   ')}`);
      // Growth after the first tenth (allocator and JIT warm-up) to the end; the heap as the lowest of the last three samples (a sample can land just before a collection).
      const settled = samples.find((s) => s.t >= SOAK_SECONDS / 10) ?? samples[0]!;
      const last = samples.at(-1)!;
      const lowHeap = (server: number, from: typeof samples) => Math.min(...from.map((s) => s.memory[server]!.heap));
      const settledIndex = samples.indexOf(settled);
      for (const [server, name] of ['A', 'B'].entries()) {
        console.log(
          `  server ${name} from t=${settled.t.toFixed(0)} s to the end: RSS ${(last.memory[server]!.rss - settled.memory[server]!.rss).toFixed(0)} MiB, heap ${(lowHeap(server, samples.slice(-3)) - lowHeap(server, samples.slice(settledIndex, settledIndex + 3))).toFixed(0)} MiB`,
        );
      }
      console.log(`  load average 1 min at the end: ${loadavg()[0]!.toFixed(2)}`);
      if (soak.errors > 0) process.exitCode = 1;
    }
    if (load.errors > 0) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    agent.destroy();
    await db.close();
  }
}

await main();
