import type { Queryable } from '../db/db';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every app server sees the same counts. The
 * upsert is a single statement: concurrent hits on one key serialise on its row.
 */
export async function countHit(db: Queryable, { key, windowSeconds }: Limit): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits AS r (key, window_started_at, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
       window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE r.window_started_at END
     RETURNING hits`,
    [key, windowSeconds],
  );
  return row?.hits ?? 1;
}

/**
 * Until when keys are known to be used up, as read from the database (per app instance). While
 * a key is locked out nothing can unlock it early, so a refusal needs no query: an attack on a
 * locked account costs nothing but this lookup. The database stays the authority.
 */
export class ExhaustedKeys {
  private readonly until = new Map<string, number>();
  constructor(private readonly maxKeys = 10_000) {}

  has(key: string, now = Date.now()): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.until.delete(key);
    return false;
  }

  remember(key: string, until: number): void {
    // Oldest entries go first (Map keeps insertion order).
    if (this.until.size >= this.maxKeys) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, until);
  }
}

/** True if any of the limits is already used up (one query, none for keys known to be locked). */
export async function anyExhausted(db: Queryable, limits: Limit[], known?: ExhaustedKeys): Promise<boolean> {
  if (known && limits.some((limit) => known.has(limit.key))) return true;
  const rows = await db.query<{ key: string; hits: number; started_ms: number }>(
    `SELECT key, hits, (extract(epoch FROM window_started_at) * 1000)::float8 AS started_ms FROM rate_limits WHERE key = ANY($1::text[])`,
    [limits.map((limit) => limit.key)],
  );
  const now = Date.now();
  let exhausted = false;
  for (const row of rows) {
    const limit = limits.find((candidate) => candidate.key === row.key)!;
    const until = row.started_ms + limit.windowSeconds * 1000;
    if (until > now && row.hits >= limit.max) {
      exhausted = true;
      known?.remember(row.key, until);
    }
  }
  return exhausted;
}

/** Counts one hit on each limit; true if this hit went over any of them. */
export async function hitAll(db: Queryable, limits: Limit[]): Promise<boolean> {
  const hits = await Promise.all(limits.map((limit) => countHit(db, limit)));
  return hits.some((count, i) => count > limits[i]!.max);
}

export async function clearLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}
