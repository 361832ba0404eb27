import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, type PgliteDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (server-pglite project). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to copy (server-postgres project). */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup of the server projects: migrates one database per run, which every test
 * file's fresh database starts as a copy of. A fresh PGlite runs initdb and the migrations (most
 * of a server test file's time on a busy machine); loading a migrated data directory skips both.
 * Made anew each run and removed after it: nothing carries over to the next run.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_ENGINE === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

/**
 * The unit and server-pglite projects share one template (an initdb and the migrations: ≈ 11 CPU-s
 * on a slow CI machine). Each project loads this file anew, so the template is kept on globalThis,
 * and removed by the last project's teardown.
 */
const SHARED_PGLITE_TEMPLATE = Symbol.for('trendloom.pgliteTemplate');
interface SharedTemplate {
  made: Promise<{ dir: string; file: string }>;
  users: number;
}
const holder = globalThis as { [SHARED_PGLITE_TEMPLATE]?: SharedTemplate };

async function pgliteTemplate(project: TestProject) {
  const shared = (holder[SHARED_PGLITE_TEMPLATE] ??= { made: makePgliteTemplate(), users: 0 });
  shared.users += 1;
  const { dir, file } = await shared.made;
  project.provide('pgliteTemplate', file);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED_PGLITE_TEMPLATE];
    await rm(dir, { recursive: true, force: true });
  };
}

async function makePgliteTemplate() {
  const dir = await mkdtemp(join(tmpdir(), 'trendloom-pglite-template-'));
  const db = (await openDb({})) as PgliteDb;
  await migrate(db);
  // Every test file's database unpacks this data directory, file by file: without the two template
  // databases (no test creates a database on PGlite) it has a third fewer files, and an open of it
  // takes ≈ 20 % less CPU.
  await db.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await db.query('DROP DATABASE template0');
  await db.query('DROP DATABASE template1');
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  return { dir, file };
}

async function postgresTemplate(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('The server-postgres project needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `trendloom_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrate(db);
  } finally {
    // A template must have no connections while databases are created from it.
    await db.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function adminQuery(baseUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
