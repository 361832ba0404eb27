import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { LocalDiskStore, type MediaStore } from '../../server/media/store';
import { createTestDb, type TestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb['db'];
  media: MediaStore;
  config: Config;
  dispose(): Promise<void>;
}

/**
 * The real server on a fresh database and a temporary media directory, driven through app.inject.
 * `options.db`: a second app (another configuration) on a database the file already has, which
 * its dispose leaves open; a fresh database costs seconds of CPU.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: { media?: MediaStore; db?: TestDb['db'] } = {}): Promise<TestApp> {
  const testDb: TestDb = options.db ? { db: options.db, dispose: async () => undefined } : await createTestDb();
  const dataDir = await mkdtemp(join(tmpdir(), 'trendloom-test-'));
  const config: Config = { ...loadConfig({}), dataDir, distDir: join(dataDir, 'no-dist'), ...overrides };
  const media = options.media ?? new LocalDiskStore(join(dataDir, 'media'));
  const app = await buildApp({ config, db: testDb.db, media, logger: false });
  await app.ready();
  return {
    app,
    db: testDb.db,
    media,
    config,
    async dispose() {
      await app.close();
      await testDb.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST /api/data with a JSON body; returns HTTP status and parsed envelope. */
export async function callData(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/data',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { http: response.statusCode, body: response.json() as { status: number; data: unknown; msg: string }, headers: response.headers };
}
