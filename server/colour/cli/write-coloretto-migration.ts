import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { colorettoMigrationSql } from '../coloretto-migration';

/** Writes migration 041 (the Coloretto library) from the generator. */
const target = fileURLToPath(new URL('../../db/migrations/041_coloretto_library.sql', import.meta.url));
await writeFile(target, colorettoMigrationSql());
console.log(`Wrote ${target}`);
