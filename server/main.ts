import { loadConfig } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { openMediaStore } from './media/open-store';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './seed';
import { seedDemoAccountsWithCatalogue } from './accounts/demo';
import { startNeighbourRefresh } from './recommend/neighbours';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
const media = openMediaStore(config);
await migrate(db);
const catalogueSeeded = await seedDemoIfEmpty({ db, media, scale: config.seedScale, imagePool: config.seedPool, pictureCache: config.seedPictureCache, log: (msg) => console.log(msg) });
await seedDemoAccountsWithCatalogue(db, { catalogueSeeded, config });

const app = await buildApp({ config, db, media });
// Intelligent recommendation (issue #15 item 3): the item neighbours, built once and refreshed as
// items and favourites arrive (every app process takes part; see server/recommend/neighbours.ts).
const stopNeighbourRefresh = startNeighbourRefresh(db, (error) => app.log.error({ err: error }, 'recommendation refresh failed'), (msg) => app.log.info(msg));

/**
 * SIGTERM/SIGINT: stop accepting connections (a load balancer sees refused connects and the
 * 503s Fastify answers on kept-alive ones), let the requests in flight finish, run the close
 * hooks (timers), then close the database pool. Requests still running after
 * SHUTDOWN_GRACE_MS are abandoned and the process exits 1.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining requests in flight');
  const grace = setTimeout(() => {
    app.log.error('requests still in flight after the grace period: exiting anyway');
    process.exit(1);
  }, config.shutdownGraceMs);
  grace.unref();
  try {
    await app.close();
    await stopNeighbourRefresh();
    await db.close();
    console.log('Trendloom stopped: requests drained, database pool closed');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\nTrendloom is running at http://${shown}:${port}/  (database: ${db.engine}, media: ${media.driver})\n`);
