import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaDay } from '../../src/shared/download/limits';
import { registerAccounts } from '../../server/accounts';
import { Registry } from '../../server/api/registry';
import { loadConfig } from '../../server/config';
import { DownloadFiles } from '../../server/downloads/files';
import { registerDownloadRoutes } from '../../server/downloads/routes';
import { LocalDiskStore } from '../../server/media/store';
import { createUser, login } from '../support/accounts';
import { createTestDb, type TestDb } from '../support/test-db';
import { DL, loadDownloadFixture } from './download-fixture';

/**
 * The bulk zip's deadline (spec §9: the greater of 30 s and 2 s per image), reached by moving
 * the route's clock rather than by waiting: the real accounts and download routes on a fresh
 * database, with a clock the test controls.
 */
let db: TestDb;
let app: FastifyInstance;
let dir: string;
let cookie: string;
const START = 1_800_000_000_000;
let now = START;
/** The route's clock: reading number n (from 1) returns START + elapsed(n). */
let elapsed: (reading: number) => number = () => 0;
let readings = 0;
function clockFrom(schedule: (reading: number) => number) {
  readings = 0;
  elapsed = schedule;
}

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(join(tmpdir(), 'trendloom-dl-timeout-'));
  const media = new LocalDiskStore(join(dir, 'media'));
  await loadDownloadFixture(db.db, media);
  app = Fastify();
  await app.register(fastifyCookie);
  registerAccounts(app, { db: db.db, config: { ...loadConfig({}), dataDir: dir }, registry: new Registry() });
  registerDownloadRoutes(app, {
    db: db.db,
    files: new DownloadFiles(db.db, media),
    clock: () => {
      now = START + elapsed(++readings);
      return now;
    },
  });
  await app.ready();
  await createUser(db.db, 'slow-vip', { vipDays: 30, channels: [DL.women] });
  cookie = (await login(app, 'slow-vip')).cookie;
});
afterAll(async () => {
  await app.close();
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function used(): Promise<number> {
  const [row] = await db.db.query<{ used: number }>(
    `SELECT q.used FROM download_quota q JOIN users u ON u.id = q.user_id WHERE u.username = 'slow-vip' AND q.day = $1`,
    [quotaDay(now)],
  );
  return row?.used ?? 0;
}

const bulk = (ids: number[]) => app.inject({ method: 'GET', url: `/download/src/mul?ids=${ids.join(',')}`, headers: { cookie } });

describe('bulk zip deadline', () => {
  it('answers 打包超时，请重试！~ when preparing the files outlasts max(30 s, 2 s per image), counting nothing', async () => {
    clockFrom((reading) => (reading === 1 ? 0 : 31_000));
    const response = await bulk([1, 2, 3]);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ status: 504, data: null, msg: '打包超时，请重试！~' });
    expect(await used()).toBe(0);
  });

  it('gives 20 images 40 s: ready after 35 s is still in time', async () => {
    clockFrom((reading) => (reading === 1 ? 0 : 35_000));
    const response = await bulk(DL.womenItems.slice(0, 20));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(await used()).toBe(20);
  });

  it('cuts the stream off when the deadline passes mid-archive and gives back the entries not sent', async () => {
    // In time while preparing (readings 1-3) and for the first two entries (a checkpoint before
    // each entry and each chunk: readings 4-7), late from the third entry's chunk on.
    clockFrom((reading) => (reading <= 8 ? 0 : 31_000));
    const before = await used();
    // The client sees the connection end without the zip's central directory.
    await expect(bulk(DL.womenItems.slice(0, 10))).rejects.toThrow(/destroyed before completion/);
    await expect.poll(used).toBe(before + 2);
  });
});
