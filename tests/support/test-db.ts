import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

/** Which engine this test run uses: vitest's projects set TEST_ENGINE per project. */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDb {
  db: Db;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file: an in-memory PGlite, or a new
 * PostgreSQL database created from DATABASE_URL (never a shared one, so files can run in parallel).
 */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_ENGINE === 'pglite') {
    const db = await openDb({});
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_ENGINE=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `trendloom_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 20 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
