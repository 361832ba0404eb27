/**
 * Sync of 1,000 queued ops: a device that was offline (Dexie on fake-indexeddb, the real outbox
 * and engine) reconnects and flushes over HTTP to the real server (PGlite in memory, or the
 * PostgreSQL at DATABASE_URL). Prints the time to sync, requests, and server-side counts.
 *
 *   npm run bench -- sync            DATABASE_URL=postgres://… npm run bench -- sync
 */
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { startSession } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { LocalDiskStore } from '../server/media/store';
import { UserDb } from '../src/lib/offline/db';
import { OfflineStore } from '../src/lib/offline/store';
import { SyncEngine } from '../src/lib/offline/sync-engine';
import { httpTransport } from '../src/lib/offline/transport';
import { FIXTURE, insertCatalogueFixture, insertUser } from '../tests/server/sync-fixtures';

const OPS = 1_000;

async function database(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { db: await openDb({}), drop: async () => undefined };
  const name = `trendloom_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const { db, drop } = await database();
await migrate(db);
await insertCatalogueFixture(db);
const userId = await insertUser(db);
const cookie = `tl_session=${await startSession(db, userId)}`;
const dataDir = await mkdtemp(join(tmpdir(), 'trendloom-bench-'));
const app = await buildApp({
  config: { ...loadConfig({}), dataDir, distDir: join(dataDir, 'no-dist') },
  db,
  media: new LocalDiskStore(join(dataDir, 'media')),
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let requests = 0;
const transport = httpTransport((input, init) => {
  requests += 1;
  return fetch(`${address}${String(input)}`, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
});

// Offline: the user favourites, follows, saves palettes and opens items; everything is queued.
const device = new UserDb(userId);
const store = new OfflineStore(device);
const enqueueStart = performance.now();
for (let i = 0; i < OPS; i++) {
  const itemId = FIXTURE.itemIds[i % FIXTURE.itemIds.length]!;
  switch (i % 4) {
    case 0:
      await store.setFavourite({ itemId, type: 3, title: `条目${itemId}`, cover: `cover-${itemId}` }, i % 8 === 0);
      break;
    case 1:
      await store.setFollow({ target: 'brand', targetId: FIXTURE.brandIds[i % 3]!, name: '品牌' }, i % 3 === 0);
      break;
    case 2:
      await store.savePalette({ paletteId: `bench-${userId}-${i % 40}`, folderId: null, title: `色板${i}`, colours: [{ color_rgbhex: '#336699', ratio: 100 }] });
      break;
    default:
      await store.addHistory({ itemId, type: 3, title: `条目${itemId}`, cover: `cover-${itemId}` }, 1_700_000_000_000 + i);
  }
}
const enqueueMs = performance.now() - enqueueStart;
const queued = await device.outbox.count();

// Back online: one flush pushes everything and pulls the server's state back.
const syncStart = performance.now();
const result = await new SyncEngine(device, transport).flush();
const syncMs = performance.now() - syncStart;

const [applied] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_ops WHERE user_id = $1', [userId]);
const left = await device.outbox.count();
console.table([
  {
    engine: db.engine,
    'ops queued': queued,
    'enqueue ms (all)': Math.round(enqueueMs),
    'sync ms': Math.round(syncMs),
    'ops/s': Math.round((queued / syncMs) * 1000),
    'HTTP requests': requests,
    'applied on server': applied?.n,
    'left in outbox': left,
    result: result.kind,
  },
]);

await app.close();
device.close();
await db.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
if (result.kind !== 'done' || left !== 0 || applied?.n !== OPS) process.exit(1);
