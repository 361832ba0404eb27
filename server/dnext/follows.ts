import { randomUUID } from 'node:crypto';
import { MAX_OPS_PER_PUSH, PUSH_VERSION, type OpBody, type OpResult } from '../../src/shared/sync/protocol';
import { INS_CODE, INS_MESSAGES } from '../../src/shared/contract/ins-proxy';
import type { Db } from '../db/db';
import { pushAndPull } from '../sync/service';
import { InsError } from './errors';

/**
 * The sync client id under which the content service records follows it makes for a user:
 * follows are synced user data (server/sync), and every write to them goes through the sync
 * log so the user's other devices pull the change.
 */
export const SERVICE_CLIENT_ID = 'server-dnext';

let last = 0;
/**
 * Sequence numbers of the service's ops: increasing within a process (microseconds since the
 * epoch, bumped past the last one), so one op of the service never passes for a late repeat
 * of another.
 */
function nextSeq(): number {
  last = Math.max(last + 1, Date.now() * 1000);
  return last;
}

/**
 * Applies ops of the content service for a user through the sync service (exactly once, logged,
 * pulled by the user's devices): the proxy's writes to synced data (follows, collect groups,
 * collects) take the same path as a device's. Returns one result per op, in order.
 */
export async function applyAsService(db: Db, userId: number, bodies: OpBody[]): Promise<OpResult[]> {
  const results: OpResult[] = [];
  for (let from = 0; from < bodies.length; from += MAX_OPS_PER_PUSH) {
    const [state] = await db.query<{ seq: number | null }>('SELECT server_seq AS seq FROM sync_users WHERE user_id = $1', [userId]);
    const response = await pushAndPull(db, userId, {
      pushVersion: PUSH_VERSION,
      clientId: SERVICE_CLIENT_ID,
      // Only the newest changes: the service reads what it needs from the tables.
      cursor: Number(state?.seq ?? 0),
      ops: bodies.slice(from, from + MAX_OPS_PER_PUSH).map((body) => ({ ...body, opId: randomUUID(), seq: nextSeq(), userId })),
    });
    results.push(...response.results);
  }
  return results;
}

/**
 * Follows or unfollows a blogger for a user as one explicit set-state op through the sync
 * service (exactly once, logged, pulled by the user's devices). Returns the follow record id
 * (0 after an unfollow) and whether this op created the follow.
 */
export async function setBloggerFollow(db: Db, userId: number, uperId: number, on: boolean): Promise<{ followId: number; created: boolean }> {
  const [before] = await db.query<{ id: number }>(`SELECT id FROM follows WHERE user_id = $1 AND target_kind = 'blogger' AND target_id = $2`, [userId, uperId]);
  const [result] = await applyAsService(db, userId, [{ kind: 'follow.set', target: 'blogger', targetId: uperId, on }]);
  if (!result || result.outcome === 'failed') throw new InsError(INS_CODE.notFound, result?.message ?? INS_MESSAGES.notFound, 404);
  if (!on) return { followId: 0, created: false };
  const [after] = await db.query<{ id: number }>(`SELECT id FROM follows WHERE user_id = $1 AND target_kind = 'blogger' AND target_id = $2`, [userId, uperId]);
  if (!after) throw new InsError(INS_CODE.serverError, INS_MESSAGES.serverError, 500);
  return { followId: after.id, created: !before };
}
