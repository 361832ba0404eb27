import { randomUUID } from 'node:crypto';
import { STATUS } from '../../src/shared/contract';
import { PUSH_VERSION } from '../../src/shared/sync/protocol';
import { ApiError, type Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import { pushAndPull } from '../sync/service';

/**
 * The sync client that direct calls write through: their ops go through the same apply code,
 * log and change feed as a device's pushes (server/sync), so the user's devices pull them.
 */
const DIRECT_CLIENT = 'direct-calls';
let opsThisMillisecond = 0;

/** Increasing per app server: the milliseconds, then a counter within one. */
function nextSeq(now: number): number {
  opsThisMillisecond = (opsThisMillisecond + 1) % 1000;
  return now * 1000 + opsThisMillisecond;
}

export function registerViewLogHandlers(registry: Registry) {
  registry.register('oct/UserCenter/sdViewLog', async ({ id, type }, { db, caller }) => {
    const user = signedInUser(caller);
    const [item] = await db.query<{ type: number }>('SELECT type FROM items WHERE id = $1', [id]);
    if (!item) throw new ApiError(STATUS.notFound, '内容不存在或已下线', 404);
    const viewedAt = Date.now();
    const contentType = type ?? item.type;
    const { results } = await pushAndPull(db, user.id, {
      pushVersion: PUSH_VERSION,
      clientId: DIRECT_CLIENT,
      // Nothing to pull: the answer is the view itself.
      cursor: Number.MAX_SAFE_INTEGER,
      ops: [{ opId: `view-${randomUUID()}`, seq: nextSeq(viewedAt), userId: user.id, kind: 'history.add', itemId: id, type: contentType, viewedAt }],
    });
    const result = results[0];
    if (result?.outcome === 'failed') throw new ApiError(STATUS.badRequest, result.message ?? '请求参数错误', 400);
    return { id, type: contentType, viewed_time: Math.floor(viewedAt / 1000) };
  });
}
