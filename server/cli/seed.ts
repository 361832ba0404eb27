import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { openMediaStore } from '../media/open-store';
import { clearDemoCatalogue, hasItems, seedDemo } from '../seed';

const USAGE = `Usage: npm run seed -- --scale=N [--reset] [--pool=N] [--seed=N] [--anchor=YYYY-MM-DD]
  --scale   number of items (default SEED_SCALE or 600)
  --reset   empty the catalogue tables (and rows of other areas that reference them) and delete its files first
  --pool    number of shared pictures (default grows with scale, at most 480)
  --seed    generator seed (default 20850)
  --anchor  items are published in the three years before this day (default today, UTC)
Uses DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite and media files) and MEDIA_STORE, like the server.
SEED_PICTURE_CACHE=<dir> keeps the rendered pictures there and reuses them when seeding again.`;

function wholeNumber(name: string, value: string | undefined, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

function anchorOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(time)) throw new Error(`--anchor must be a date like 2026-11-21, got "${value}"`);
  return time / 1000;
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      reset: { type: 'boolean', default: false },
      pool: { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const scale = wholeNumber('scale', values.scale, config.seedScale)!;
  if (scale < 1) throw new Error('--scale must be at least 1');
  const options = {
    scale,
    imagePool: wholeNumber('pool', values.pool, undefined),
    seed: wholeNumber('seed', values.seed, undefined),
    anchor: anchorOf(values.anchor),
    pictureCache: config.seedPictureCache,
  };

  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(db);
    const media = openMediaStore(config);
    if (values.reset) {
      console.log('Emptying the catalogue tables and its files …');
      await clearDemoCatalogue(db, media);
    } else if (await hasItems(db)) {
      throw new Error('The database already has items: run with --reset to replace the catalogue.');
    }
    const summary = await seedDemo({ db, media, ...options, log: (message) => console.log(message) });
    if (!summary) throw new Error('Another process seeded the database while this one was rendering pictures.');
    console.log(`Done: ${summary.scale} items in ${summary.seconds.toFixed(1)} s (database: ${db.engine}).`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
