import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryOptions {
  /**
   * PostgreSQL keeps this statement prepared on each connection, its plan included once it has
   * seen the statement a few times (a generic plan, made without the values). Only for hot
   * statements whose best plan does not depend on their values: a keyword or GIN filter's does.
   */
  prepare?: boolean;
}

/** Anything that can run SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
}

/**
 * One `T` per database object, made on first use: what a server keeps in memory beside a database
 * (kept cards, kept definitions), forgotten with it.
 */
export function perDatabase<T>(make: (db: Queryable) => T): (db: Queryable) => T {
  const made = new WeakMap<Queryable, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

export interface TransactionOptions {
  /**
   * Every statement of the transaction is kept prepared (QueryOptions.prepare): for a hot
   * transaction made of a fixed set of statements whose plans do not depend on their values. A sync
   * push is one: preparing its statements took PostgreSQL's CPU for the sync property test (checklist
   * H1, 1 000 runs) from 41 to 26 s.
   */
  prepare?: boolean;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rolls back when it throws. Never await external I/O inside. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

// Both engines must hand back the same JS types: int8 and numeric as numbers.
const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);

export class PgliteDb implements Db {
  readonly engine = 'pglite' as const;
  constructor(private readonly pglite: PGlite) {}

  /** The whole data directory as a tarball: what `loadDataDir` starts another database from (tests). */
  dumpDataDir(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.pglite.query<T>(sql, params as unknown[]);
    return result.rows;
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction(async (tx) =>
      fn({
        query: async <R>(sql: string, params: readonly unknown[] = []) =>
          (await tx.query<R>(sql, params as unknown[])).rows,
      }),
    );
  }

  close(): Promise<void> {
    return this.pglite.close();
  }
}

/**
 * Names of the statements to keep prepared (QueryOptions.prepare): for a list page's statements,
 * parsing and planning were most of PostgreSQL's work (issue #11 item 6). At most `capacity`
 * texts are named, since every connection keeps each named statement for as long as it lives.
 */
class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly capacity = 200) {}

  nameOf(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.capacity) this.names.set(sql, (name = `trendloom_${this.names.size}`));
    return name;
  }
}

class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  private readonly statements = new StatementNames();
  constructor(private readonly pool: pg.Pool) {}

  async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<T[]> {
    const name = options.prepare ? this.statements.nameOf(sql) : undefined;
    const result = await this.pool.query({ text: sql, values: params as unknown[], name });
    return result.rows as T[];
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, { prepare = false }: TransactionOptions = {}): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await fn({
        query: async <R>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) => {
          const name = prepare || options.prepare ? this.statements.nameOf(sql) : undefined;
          return (await client.query({ text: sql, values: params as unknown[], name })).rows as R[];
        },
      });
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export interface DbOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in-memory (tests). */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped data directory instead of an empty one (tests: a migrated template). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client whose connection the server ended (restart, failover, admin terminate) is
    // discarded by the pool and the next query opens a fresh one; unhandled, it would crash the process.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${(error as { code?: string }).code ?? error.message})`));
    // Fail fast on a wrong URL instead of on the first request.
    await pool.query('SELECT 1');
    return new PostgresDb(pool);
  }
  // PGlite creates only the last folder of its path: a DATA_DIR that does not exist yet would crash the start.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    parsers: { [pgliteTypes.INT8]: toNumber, [pgliteTypes.NUMERIC]: toNumber },
    loadDataDir: options.loadDataDir,
  });
  return new PgliteDb(pglite);
}
