import { randomUUID } from 'node:crypto';
import { PUSH_VERSION, entityOf, type Change, type OpBody, type OpResult } from '../../src/shared/sync/protocol';
import type { Db } from '../db/db';
import { pushAndPull } from './service';

export interface DirectApplied {
  /** One result per body, in order: applied, duplicate (a retry of the same op id) or failed. */
  results: OpResult[];
  /** The changes of this push (what the member's other devices pull next). */
  changes: Change[];
}

/** The client a direct call's ops are logged under: one per request, named by its op id when it has one. */
export const directClientId = (opId: string) => `api-${opId}`;

/**
 * Applies the ops of one direct data call (favourites, follows, palettes from the user centre)
 * through the sync service, as one push of a client of its own: the same apply code, the same
 * exactly-once log, the same change numbering as POST /api/sync, so the member's other devices
 * pull the change at their next sync. A direct write that bypassed this would never reach them.
 *
 * `opId` names the request: a retry with the same op id is answered `duplicate` (a failure is
 * answered as it failed the first time) and changes nothing. Without one, each call is new.
 */
export async function applyDirect(db: Db, userId: number, bodies: OpBody[], opId?: string): Promise<DirectApplied> {
  const base = opId ?? randomUUID();
  const [counter] = await db.query<{ server_seq: number }>('SELECT server_seq FROM sync_users WHERE user_id = $1', [userId]);
  const response = await pushAndPull(db, userId, {
    pushVersion: PUSH_VERSION,
    clientId: directClientId(base),
    // Only this push's own changes are of interest: pull from where the user's log stands now.
    cursor: counter?.server_seq ?? 0,
    ops: bodies.map((body, i) => ({ ...body, opId: bodies.length === 1 ? base : opIdOf(base, body), seq: i + 1, userId })),
  });
  return { results: response.results, changes: response.changes };
}

/** One op of a request of several (a follow of several brands): named by its entity, so a retry names each the same. */
const opIdOf = (base: string, body: OpBody) => `${base}-${entityOf(body).key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Whether the request named `opId` was already processed for this user (its retry must not be judged anew). */
export async function directOpSeen(db: Db, userId: number, opId: string | undefined): Promise<boolean> {
  if (opId === undefined) return false;
  const [row] = await db.query('SELECT 1 FROM sync_ops WHERE user_id = $1 AND client_id = $2 LIMIT 1', [userId, directClientId(opId)]);
  return row !== undefined;
}
