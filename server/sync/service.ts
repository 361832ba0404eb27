import {
  MAX_CHANGES_PER_PULL,
  PUSH_VERSION,
  SYNC_MESSAGES,
  entityOf,
  type Change,
  type OpBody,
  type OpResult,
  type PushRequest,
  type PushResponse,
} from '../../src/shared/sync/protocol';
import type { Db, Queryable } from '../db/db';
import { applyOp, loadPushContext, loadState, type Applied, type EntityChange, type PushContext } from './entities';

/** A push the server refuses as a whole; nothing of it is applied. */
export class SyncRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Handles one POST /api/sync for the session's user: applies the pushed ops that are new,
 * exactly once and in seq order, then returns the changes since the client's cursor.
 *
 * All ops of a push run in one transaction that first locks the user's sync_users row, so two
 * devices (or two deliveries of the same request) pushing at once are applied one after the
 * other, and the change numbers they take are in commit order.
 *
 * An op whose SQL fails on its own data must not block the queue: the push then runs again
 * with each op in a savepoint, and that op is recorded as failed (the fast path needs none).
 */
export async function pushAndPull(db: Db, userId: number, request: PushRequest): Promise<PushResponse> {
  if (request.pushVersion !== PUSH_VERSION) throw new SyncRefusal(400, 400, SYNC_MESSAGES.unsupportedVersion);
  if (request.ops.some((op) => op.userId !== userId)) throw new SyncRefusal(403, 403, SYNC_MESSAGES.wrongUser);
  if (request.ops.length === 0) return pullOnly(db, userId, request);
  try {
    return await db.transaction((tx) => processPush(tx, userId, request, false));
  } catch (error) {
    if (!isPermanentDataError(error)) throw error;
    return db.transaction((tx) => processPush(tx, userId, request, true));
  }
}

interface LoggedOp {
  seq: number;
  op_id: string;
  kind: string;
  body: OpBody;
  server_seq: number;
  outcome: 'applied' | 'failed';
  message: string | null;
}

const entityRef = (body: Parameters<typeof entityOf>[0] | EntityChange) => {
  const { entity, key } = 'kind' in body ? entityOf(body) : body;
  return `${entity}/${key}`;
};

async function processPush(tx: Queryable, userId: number, request: PushRequest, careful: boolean): Promise<PushResponse> {
  // The user's lock first, always: every push of the user queues here, in one order.
  const [counter] = await tx.query<{ server_seq: number }>(
    `INSERT INTO sync_users (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET server_seq = sync_users.server_seq
     RETURNING server_seq`,
    [userId],
  );
  const [client] = await tx.query<{ last_seq: number }>(
    `INSERT INTO sync_clients (user_id, client_id) VALUES ($1, $2)
     ON CONFLICT (user_id, client_id) DO UPDATE SET last_push_at = now()
     RETURNING last_seq`,
    [userId, request.clientId],
  );
  const alreadyDone = client!.last_seq;
  const repeats = request.ops.filter((op) => op.seq <= alreadyDone);
  const fresh = request.ops.filter((op) => op.seq > alreadyDone).map(({ opId, seq, userId: _user, ...body }) => ({ opId, seq, body }));
  // A repeat reports how it went the first time, so a failure whose answer was lost still reaches the user.
  const earlier = new Map(
    repeats.length === 0
      ? []
      : (
          await tx.query<{ seq: number; outcome: string; message: string | null }>(
            'SELECT seq, outcome, message FROM sync_ops WHERE user_id = $1 AND client_id = $2 AND seq = ANY($3::bigint[])',
            [userId, request.clientId, repeats.map((op) => op.seq)],
          )
        ).map((row) => [row.seq, row]),
  );
  const results: OpResult[] = repeats.map((op) => {
    const first = earlier.get(op.seq);
    return first?.outcome === 'failed'
      ? { opId: op.opId, seq: op.seq, outcome: 'failed', message: first.message ?? SYNC_MESSAGES.invalidOp }
      : { opId: op.opId, seq: op.seq, outcome: 'duplicate' };
  });

  let serverSeq = counter!.server_seq;
  // Latest state per entity touched by this push (several ops may change one entity).
  const changes = new Map<string, Change>();
  const record = (touched: EntityChange[]) => {
    for (const change of touched) {
      serverSeq += 1;
      changes.set(entityRef(change), { ...change, serverSeq } as Change);
    }
  };
  // A repeat re-sends its entity's current state (renumbered, so it is pulled again). The device
  // may have skipped that entity's last change while this op was still in its outbox; without a
  // fresh change it would keep showing its own optimistic state for good.
  const repeated = [...new Map(repeats.map((op) => [entityRef(op), entityOf(op)])).values()];
  if (repeated.length > 0) {
    await tx.query(
      `UPDATE sync_changes c SET server_seq = $2 + t.n
         FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t(entity, entity_key, n)
        WHERE c.user_id = $1 AND c.entity = t.entity AND c.entity_key = t.entity_key`,
      [userId, serverSeq, repeated.map((r) => r.entity), repeated.map((r) => r.key)],
    );
    serverSeq += repeated.length;
  }

  const context = await loadPushContext(tx, userId, fresh.map((op) => op.body));
  const logged: LoggedOp[] = [];
  for (const { opId, seq, body } of fresh) {
    const applied = careful ? await applyInSavepoint(tx, userId, body, context) : await applyOp(tx, userId, body, context);
    // A failed op still produces a change: the entity's true state, so a device that showed
    // the change optimistically is put right by its next pull.
    const { entity, key } = entityOf(body);
    record(applied.outcome === 'applied' ? applied.changes : [{ entity, key, state: await loadState(tx, userId, entity, key) }]);
    const message = applied.outcome === 'failed' ? applied.message : null;
    logged.push({ seq, op_id: opId, kind: body.kind, body, server_seq: serverSeq, outcome: applied.outcome, message });
    results.push(message === null ? { opId, seq, outcome: 'applied' } : { opId, seq, outcome: 'failed', message });
  }

  const lastSeq = logged.at(-1)?.seq ?? alreadyDone;
  if (serverSeq !== counter!.server_seq) {
    // The log, the changes and both counters in one statement (the locks are already held).
    await tx.query(
      `WITH logged AS (
         INSERT INTO sync_ops (user_id, client_id, seq, op_id, kind, body, server_seq, outcome, message)
         SELECT $1, $2, seq, op_id, kind, body, server_seq, outcome, message
           FROM jsonb_to_recordset($3::jsonb)
             AS x(seq bigint, op_id text, kind text, body jsonb, server_seq bigint, outcome text, message text)
       ), changed AS (
         INSERT INTO sync_changes (user_id, entity, entity_key, server_seq, state)
         SELECT $1, entity, key, "serverSeq", state
           FROM jsonb_to_recordset($4::jsonb) AS x(entity text, key text, "serverSeq" bigint, state jsonb)
         ON CONFLICT (user_id, entity, entity_key) DO UPDATE SET server_seq = EXCLUDED.server_seq, state = EXCLUDED.state
       ), client AS (
         UPDATE sync_clients SET last_seq = $5 WHERE user_id = $1 AND client_id = $2
       )
       UPDATE sync_users SET server_seq = $6 WHERE user_id = $1`,
      [userId, request.clientId, JSON.stringify(logged), JSON.stringify([...changes.values()]), lastSeq, serverSeq],
    );
  }
  const pulled = await pullChanges(tx, userId, request.cursor, serverSeq);
  return { lastSeq, results, ...pulled };
}

/** A push without ops takes no lock: committed changes are numbered in commit order already. */
async function pullOnly(db: Queryable, userId: number, request: PushRequest): Promise<PushResponse> {
  const [known] = await db.query<{ server_seq: number | null; last_seq: number | null }>(
    `SELECT (SELECT server_seq FROM sync_users WHERE user_id = $1) AS server_seq,
            (SELECT last_seq FROM sync_clients WHERE user_id = $1 AND client_id = $2) AS last_seq`,
    [userId, request.clientId],
  );
  const pulled = await pullChanges(db, userId, request.cursor, known?.server_seq ?? 0);
  return { lastSeq: known?.last_seq ?? 0, results: [], ...pulled };
}

async function pullChanges(tx: Queryable, userId: number, cursor: number, serverSeq: number) {
  // A cursor beyond anything this server numbered means its history was lost (restored
  // database): the client must start over from the server's full state.
  const reset = cursor > serverSeq;
  const from = reset ? 0 : cursor;
  const rows =
    from === serverSeq
      ? []
      : await tx.query<{ entity: Change['entity']; entity_key: string; server_seq: number; state: Change['state'] }>(
          `SELECT entity, entity_key, server_seq, state FROM sync_changes
            WHERE user_id = $1 AND server_seq > $2 ORDER BY server_seq LIMIT $3`,
          [userId, from, MAX_CHANGES_PER_PULL + 1],
        );
  const more = rows.length > MAX_CHANGES_PER_PULL;
  const page = rows.slice(0, MAX_CHANGES_PER_PULL);
  const changes = page.map((row) => ({ entity: row.entity, key: row.entity_key, serverSeq: row.server_seq, state: row.state }) as Change);
  return { changes, cursor: page.at(-1)?.server_seq ?? from, more, reset };
}

/**
 * SQLSTATE classes that say "this op's data cannot be stored" (22 data exception, 23 integrity
 * violation): retrying would fail the same way. Anything else (connection lost, serialization,
 * out of memory) fails the push, which the client retries later.
 */
function isPermanentDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

async function applyInSavepoint(tx: Queryable, userId: number, body: OpBody, context: PushContext): Promise<Applied> {
  await tx.query('SAVEPOINT sync_op');
  try {
    const applied = await applyOp(tx, userId, body, context);
    await tx.query('RELEASE SAVEPOINT sync_op');
    return applied;
  } catch (error) {
    if (!isPermanentDataError(error)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT sync_op');
    return { outcome: 'failed', message: SYNC_MESSAGES.invalidOp };
  }
}
