/**
 * Child process of bench/content.bench.ts: the real app (POST /api/data), the data endpoint
 * without the answer cache, and a bare Fastify route doing one primary-key lookup, all on the
 * bench database with the same pool size, on random loopback ports. Prints
 * {"api":port,"uncached":port,"bare":port} once they listen.
 */
import Fastify from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db/db';
import { LocalDiskStore } from '../server/media/store';
import { uncachedApi } from './content.bench';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const POOL = 10;

const appDb = await openDb({ databaseUrl: url, poolSize: POOL });
const config = { ...loadConfig({}), logLevel: 'warn', distDir: join(tmpdir(), 'trendloom-bench-no-dist') };
const app = await buildApp({ config, db: appDb, media: new LocalDiskStore(join(tmpdir(), 'trendloom-bench-media')), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const uncachedDb = await openDb({ databaseUrl: url, poolSize: POOL });
const uncached = await uncachedApi(uncachedDb);
await uncached.listen({ port: 0, host: '127.0.0.1' });

const bareDb = await openDb({ databaseUrl: url, poolSize: POOL });
const bare = Fastify({ logger: false });
bare.get<{ Params: { id: string } }>('/pk/:id', async (request) => {
  const [row] = await bareDb.query('SELECT id, title_zh, publish_time FROM items WHERE id = $1', [Number(request.params.id)]);
  return row ?? null;
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ api: portOf(app), uncached: portOf(uncached), bare: portOf(bare) }));

process.once('SIGTERM', async () => {
  await Promise.all([app.close(), uncached.close(), bare.close()]);
  await Promise.all([appDb.close(), uncachedDb.close(), bareDb.close()]);
  process.exit(0);
});
