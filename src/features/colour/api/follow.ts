import { ApiError } from '../../../lib/api';
import { markDisplaced } from '../../../lib/session';
import { MESSAGES, STATUS, type Envelope } from '../../../shared/contract/envelope';
import { PUSH_VERSION } from '../../../shared/sync/protocol-plain';
import type { PushResponse } from '../../../shared/sync/protocol';

/**
 * Follows or unfollows a blogger (spec: the colour panel posts uper_id) as one explicit set-state
 * op (follow.set) through POST /api/sync, so the follow reaches the user's other devices. Until
 * the offline outbox exists each call is a one-op push of its own client id; the outbox replaces it.
 */
export async function setBloggerFollow(userId: number, uperId: number, on: boolean): Promise<void> {
  const response = await fetch('/api/sync', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      pushVersion: PUSH_VERSION,
      clientId: `panel-${crypto.randomUUID()}`,
      cursor: 0,
      ops: [{ opId: crypto.randomUUID(), seq: 1, userId, kind: 'follow.set', target: 'blogger', targetId: uperId, on }],
    }),
  }).catch(() => {
    throw new ApiError(-1, MESSAGES.timeout);
  });
  const body = (await response.json().catch(() => null)) as Envelope<PushResponse> | null;
  if (body?.status === STATUS.displaced) markDisplaced();
  if (!body || body.status !== STATUS.ok) throw new ApiError(body?.status ?? response.status, body?.msg ?? '');
  const failed = body.data?.results.find((result) => result.outcome === 'failed');
  if (failed) throw new ApiError(STATUS.conflict, failed.message ?? '');
}
