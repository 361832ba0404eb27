import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import type { Db } from './db';

const MIGRATIONS_DIR = join(REPO_ROOT, 'server', 'db', 'migrations');
// Any fixed number: serialises concurrent app servers migrating one PostgreSQL database.
const MIGRATION_LOCK = 7_240_001;

/**
 * Applies the plain SQL files in server/db/migrations in name order, each once, each in its own
 * transaction. Files are named NNN_description.sql and never edited after they land.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
      await runStatements(tx, sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** The migration level of a database: how many of this build's migrations ran, the last one, how many are missing. */
export async function migrationStatus(db: Db): Promise<{ applied: number; latest: string | null; pending: number }> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied = files.filter((f) => done.has(f)).sort();
  return { applied: applied.length, latest: applied.at(-1) ?? null, pending: files.length - applied.length };
}

/** Runs a SQL file one statement at a time (the extended protocol takes one statement per call). */
async function runStatements(tx: { query: Db['query'] }, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) await tx.query(statement);
}

/** Splits on semicolons outside quotes, dollar-quoted bodies and comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (ch === "'") {
      const end = sql.indexOf("'", i + 1);
      current += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        current += sql.slice(i, end + tag.length);
        i = end + tag.length;
        continue;
      }
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
