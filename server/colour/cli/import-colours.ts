import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDb } from '../../db/db';
import { migrate } from '../../db/migrate';
import { importColours, ImportError, readColourCsv } from '../pantone-import';

/**
 * npm run colours:import -- file.csv [--system pantone-tcx]
 * Imports a licensed colour list into the database the server uses (DATABASE_URL, else the
 * PGlite directory under DATA_DIR; stop the server first when it runs on PGlite).
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { system: { type: 'string' } } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run colours:import -- file.csv [--system pantone-tcx]');
  process.exit(2);
}

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
try {
  await migrate(db);
  const colours = readColourCsv(await readFile(file, 'utf8'), values.system);
  const { added, updated } = await importColours(db, colours);
  const systems = [...new Set(colours.map((c) => c.system))].join(', ');
  console.log(`Imported ${colours.length} colours (${systems}): ${added} added, ${updated} updated.`);
} catch (error) {
  console.error(error instanceof ImportError ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
