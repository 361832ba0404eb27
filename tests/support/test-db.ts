import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { adminQuery } from './db-template';

/** Which engine this test run uses: vitest's projects set TEST_ENGINE per project. */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDb {
  db: Db;
  /** The database's URL (PostgreSQL only): other processes (app servers of a cluster test) connect to it. */
  url?: string;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file: an in-memory PGlite, or a new
 * PostgreSQL database created from DATABASE_URL (never a shared one, so files can run in parallel).
 * Both start as a copy of the run's migrated template (tests/support/db-template.ts).
 */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_ENGINE === 'pglite') {
    const db = await openDb({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
    // Migrating a migrated database does nothing: here it proves the copy is complete.
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_ENGINE=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `trendloom_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 20 });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
