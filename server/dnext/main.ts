import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { dnextService } from './service';

/**
 * A separate deployment of the blogger content service: `DNEXT_KEY=… PORT=8090 node --import tsx
 * server/dnext/main.ts` against the same database as the main server (DATABASE_URL), which then
 * runs with DNEXT_URL=http://host:8090 and the same DNEXT_KEY.
 */
const config = loadConfig();
if (!config.dnextKey) throw new Error('DNEXT_KEY is required');
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await migrate(db);
const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 });
await app.register(async (scope) => dnextService(scope, { db, key: config.dnextKey! }));
const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
