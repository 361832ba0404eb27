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

/** Counts one hit on each limit; true if this hit went over any of them. */
export async function hitAll(db: Queryable, limits: Limit[]): Promise<boolean> {
  const hits = await Promise.all(limits.map((limit) => countHit(db, limit)));
  return hits.some((count, i) => count > limits[i]!.max);
}

/** Enquiries to a supplier one member may send per hour, and one client address (the consult form's budget). */
export const ENQUIRIES_PER_MEMBER_PER_HOUR = 5;
export const ENQUIRIES_PER_ADDRESS_PER_HOUR = 10;

/**
 * Counts one enquiry of a kind (fabric-contact, manu-inquiry …) for the member and the address;
 * true if it went over either hourly budget.
 */
export function enquiryOverLimit(db: Queryable, kind: string, userId: number, address: string | undefined): Promise<boolean> {
  return hitAll(db, [
    { key: `${kind}:user:${userId}`, max: ENQUIRIES_PER_MEMBER_PER_HOUR, windowSeconds: 3600 },
    { key: `${kind}:address:${address ?? 'unknown'}`, max: ENQUIRIES_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
  ]);
}
