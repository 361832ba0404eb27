import type { Db, Queryable } from '../db/db';

/** A budget of password checks: `free` checks without delay, then growing delays (1, 2, 4, 8 … 15 minutes). */
export interface CheckBudget {
  key: string;
  free: number;
}

export type Reservation = { reserved: true } | { reserved: false; retryAfterSeconds: number };

/** A key with no reserved check for this long starts again from nothing. */
const FORGET_AFTER = '1 day';

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password check refused by its budget');
  }
}

/**
 * Reserves one password check on every budget, or on none: the reservation counts as a
 * failure until `checkSucceeded` gives it back. Each key is one upsert whose update only
 * happens while the key allows a check, so concurrent guesses serialise on the row and at most
 * `free` of them pass at once, whatever the concurrency and however many app servers. Keys
 * are taken in one order (sorted) so two logins never wait on each other's rows.
 */
export async function reserveCheck(db: Db, budgets: readonly CheckBudget[]): Promise<Reservation> {
  const ordered = [...budgets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  try {
    await db.transaction(async (tx) => {
      for (const budget of ordered) {
        const reserved = await tx.query(
          `INSERT INTO login_throttle AS t (key, failures, next_check_at, updated_at)
           VALUES ($1, 1, now() + login_check_delay(1, $2), now())
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN t.updated_at <= now() - interval '${FORGET_AFTER}' THEN 1 ELSE t.failures + 1 END,
             next_check_at = now() + login_check_delay(
               CASE WHEN t.updated_at <= now() - interval '${FORGET_AFTER}' THEN 1 ELSE t.failures + 1 END, $2),
             updated_at = now()
           WHERE t.updated_at <= now() - interval '${FORGET_AFTER}' OR t.failures < $2 OR t.next_check_at <= now()
           RETURNING failures`,
          [budget.key, budget.free],
        );
        if (reserved.length === 0) throw new Refused(await secondsUntilNextCheck(tx, budget.key));
      }
    });
    return { reserved: true };
  } catch (error) {
    if (error instanceof Refused) return { reserved: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

async function secondsUntilNextCheck(tx: Queryable, key: string): Promise<number> {
  const [row] = await tx.query<{ seconds: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM next_check_at - now())))::integer AS seconds FROM login_throttle WHERE key = $1`,
    [key],
  );
  return row?.seconds ?? 1;
}

/**
 * The password was right. Keys that only this caller feeds (`forget`: this account from this
 * address, this device) start again; shared keys (the account from anywhere, the address) only
 * get this one reservation back, so an owner's login never restores an attacker's budget.
 */
export async function checkSucceeded(db: Db, { forget, giveBack }: { forget: readonly string[]; giveBack: readonly string[] }): Promise<void> {
  await db.transaction(async (tx) => {
    if (forget.length > 0) await tx.query('DELETE FROM login_throttle WHERE key = ANY($1::text[])', [forget]);
    if (giveBack.length > 0) {
      await tx.query('UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = ANY($1::text[])', [giveBack]);
    }
  });
}

export async function pruneLoginThrottle(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM login_throttle WHERE updated_at < now() - interval '${FORGET_AFTER}'`);
}
