import type { Db, Queryable } from '../db/db';
import type { SessionUser } from '../auth/session-user';
import { downloadRole, quotaDay } from '../../src/shared/download/limits';

export interface QuotaStatus {
  used: number;
  limit: number;
}

export type QuotaGrant = ({ granted: true; eventIds: number[]; creditsSpent: number } | { granted: false }) & QuotaStatus & { day: string };

/** One file to count: which item and which of its assets. */
export interface CountedFile {
  itemId: number;
  asset: string;
}

async function dailyLimit(db: Queryable, user: SessionUser): Promise<number> {
  const role = downloadRole(user);
  if (!role) return 0;
  const [row] = await db.query<{ daily_limit: number }>('SELECT daily_limit FROM download_limits WHERE role = $1', [role]);
  return row?.daily_limit ?? 0;
}

/** Today's use and limit, for UserCenter/getDownloadCount (a read: nothing is counted). */
export async function quotaStatus(db: Queryable, user: SessionUser, now = Date.now()): Promise<QuotaStatus> {
  const [limit, [row]] = await Promise.all([
    dailyLimit(db, user),
    db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [user.id, quotaDay(now)]),
  ]);
  return { used: row?.used ?? 0, limit };
}

/**
 * Counts files against today's limit, all or nothing. The check and the increment are one
 * statement — an upsert whose update only happens while used + n stays within the limit — so
 * concurrent requests serialise on the counter row and can never overshoot it (PostgreSQL
 * re-evaluates the condition on the latest row version after the lock). The log rows are
 * written in the same transaction: rows per user and day always equal `used`.
 */
export async function consumeQuota(db: Db, user: SessionUser, files: readonly CountedFile[], via: 'file' | 'bulk', now = Date.now()): Promise<QuotaGrant> {
  const day = quotaDay(now);
  return db.transaction(async (tx) => {
    const limit = await dailyLimit(tx, user);
    const n = files.length;
    const counted =
      n > 0 && n <= limit
        ? await tx.query<{ used: number }>(
            `INSERT INTO download_quota AS q (user_id, day, used) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, day) DO UPDATE SET used = q.used + EXCLUDED.used
              WHERE q.used + EXCLUDED.used <= $4
             RETURNING used`,
            [user.id, day, n, limit],
          )
        : [];
    let [row] = counted;
    let creditsSpent = 0;
    if (!row && n > 0 && limit > 0) {
      // The day's limit is used up: download credits (task-centre rewards) pay for the rest,
      // all or nothing, in one conditional update that concurrent requests cannot overdraw.
      const paid = await tx.query(
        'UPDATE download_credits SET balance = balance - $2, updated_at = now() WHERE user_id = $1 AND balance >= $2 RETURNING balance',
        [user.id, n],
      );
      if (paid.length > 0) {
        creditsSpent = n;
        [row] = await tx.query<{ used: number }>(
          `INSERT INTO download_quota AS q (user_id, day, used) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, day) DO UPDATE SET used = q.used + EXCLUDED.used RETURNING used`,
          [user.id, day, n],
        );
      }
    }
    if (!row) {
      const [current] = await tx.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [user.id, day]);
      return { granted: false, used: current?.used ?? 0, limit, day };
    }
    const events = await tx.query<{ id: number }>(
      `INSERT INTO download_events (user_id, day, item_id, asset, via)
       SELECT $1, $2, f.item_id, f.asset, $5 FROM unnest($3::integer[], $4::text[]) AS f(item_id, asset)
       RETURNING id`,
      [user.id, day, files.map((f) => f.itemId), files.map((f) => f.asset), via],
    );
    return { granted: true, used: row.used, limit, day, eventIds: events.map((e) => e.id), creditsSpent };
  });
}

/**
 * Gives back the files of a grant that were never delivered (a bulk zip cut off mid-way: the
 * entries already sent are the user's, byte for byte). Events and counter change together.
 */
export async function refundQuota(db: Db, user: SessionUser, grant: Extract<QuotaGrant, { granted: true }>, undeliveredItemIds: readonly number[]): Promise<void> {
  if (undeliveredItemIds.length === 0) return;
  await db.transaction(async (tx) => {
    const removed = await tx.query(
      'DELETE FROM download_events WHERE id = ANY($1::bigint[]) AND user_id = $2 AND item_id = ANY($3::integer[]) RETURNING id',
      [grant.eventIds, user.id, undeliveredItemIds],
    );
    await tx.query('UPDATE download_quota SET used = used - $3 WHERE user_id = $1 AND day = $2', [user.id, grant.day, removed.length]);
    // Credits paid for the files beyond the limit, so undelivered files give credits back first.
    const creditsBack = Math.min(grant.creditsSpent, removed.length);
    if (creditsBack > 0) {
      await tx.query('UPDATE download_credits SET balance = balance + $2, updated_at = now() WHERE user_id = $1', [user.id, creditsBack]);
    }
  });
}
