import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Store } from '../../server/media/s3-store';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_ENGINE } from '../support/test-db';

let t: TestApp;
let offline: TestApp;
let unreachable: S3Store;
beforeAll(async () => {
  t = await createTestApp();
  // A bucket behind a port nothing listens on: the media store cannot be reached.
  const config = { bucket: 'media', prefix: '', endpoint: 'http://127.0.0.1:9', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'k', secretAccessKey: 's' } };
  unreachable = new S3Store(config);
  offline = await createTestApp({ media: { driver: 's3', ...config } }, { media: unreachable });
});
afterAll(async () => {
  await t?.dispose();
  await offline?.dispose();
  unreachable?.close();
});

describe(`GET /status (${TEST_ENGINE})`, () => {
  it('reports the build, the engine, the migration level and the media store, uncached', async () => {
    const migrations = (await readdir(new URL('../../server/db/migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    const response = await t.app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      build: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/), commit: expect.toSatisfy((c: unknown) => c === null || /^[0-9a-f]{7,40}$/.test(String(c))) },
      database: { engine: TEST_ENGINE, reachable: true, migration: migrations.at(-1), applied: migrations.length, pending: 0 },
      media: { driver: 'disk', reachable: true },
      uptimeSeconds: expect.any(Number),
      memory: { rssMiB: expect.any(Number), heapUsedMiB: expect.any(Number) },
    });
    const { memory } = response.json<{ memory: { rssMiB: number; heapUsedMiB: number } }>();
    expect(memory.heapUsedMiB).toBeGreaterThan(0);
    expect(memory.heapUsedMiB).toBeLessThan(memory.rssMiB);
    expect(response.payload).not.toContain(t.config.dataDir);
  });

  it('answers 503 degraded when the media store cannot be reached, naming neither endpoint nor key', async () => {
    const response = await offline.app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: true }, media: { driver: 's3', reachable: false } });
    expect(response.payload).not.toContain('127.0.0.1');
  });

  it('answers 503 degraded when a migration of this build has not run', async () => {
    const [last] = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1');
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/status' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: { pending: 1 } });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    }
  });
});
