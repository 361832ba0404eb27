import { loadConfig } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { LocalDiskStore } from './media/store';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './seed';
import { seedDemoAccountsWithCatalogue } from './accounts/demo';
import { join } from 'node:path';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
const media = new LocalDiskStore(join(config.dataDir, 'media'));
await migrate(db);
const catalogueSeeded = await seedDemoIfEmpty({ db, media, scale: config.seedScale, log: (msg) => console.log(msg) });
await seedDemoAccountsWithCatalogue(db, { catalogueSeeded, config });

const app = await buildApp({ config, db, media });
const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(`\nTrendloom is running at http://${shown}:${config.port}/  (database: ${db.engine})\n`);
