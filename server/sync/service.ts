import {
  COMMUTATIVE_KINDS,
  MAX_CHANGES_PER_PULL,
  PUSH_VERSION,
  SYNC_MESSAGES,
  entityOf,
  opSchema,
  opTargetSchema,
  type Change,
  type EntityName,
  type OpBody,
  type OpEnvelope,
  type OpResult,
  type OpTarget,
  type PushRequest,
  type PushResponse,
} from '../../src/shared/sync/protocol';
import { spellUnstorable } from '../../src/shared/validation/text';
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
 * Handles one POST /api/sync for the session's user: processes each pushed op whose op id this
 * client has not pushed before, exactly once and in seq order, then returns the changes since
 * the client's cursor.
 *
 * All ops of a push run in one transaction that first locks the user's sync_users row, so two
 * devices (or two deliveries of the same request) pushing at once are processed one after the
 * other, and the change numbers they take are in commit order. The op log's primary key
 * (user, client, op id) is written in that same transaction: an op is a repeat only if it is there.
 *
 * A bad op never blocks the queue: one that fails validation is answered failed with its reason;
 * one whose SQL fails on its own data makes the push run again with each op in a savepoint, and
 * that op is recorded as failed (the fast path needs none). Only a passing fault (database
 * unavailable, a serialization failure after retries) fails the push, which the client retries.
 */
export async function pushAndPull(db: Db, userId: number, request: PushRequest): Promise<PushResponse> {
  if (request.pushVersion !== PUSH_VERSION) throw new SyncRefusal(400, 400, SYNC_MESSAGES.unsupportedVersion);
  if (request.ops.some((op) => op.userId !== userId)) throw new SyncRefusal(403, 403, SYNC_MESSAGES.wrongUser);
  if (request.ops.length === 0) return pullOnly(db, userId, request);
  for (let attempt = 1; ; attempt++) {
    try {
      try {
        return await db.transaction((tx) => processPush(tx, userId, request, false), PUSH_TRANSACTION);
      } catch (error) {
        if (!isPermanentDataError(error)) throw error;
        return await db.transaction((tx) => processPush(tx, userId, request, true), PUSH_TRANSACTION);
      }
    } catch (error) {
      if (!isTransientConflict(error) || attempt === CONFLICT_ATTEMPTS) throw error;
    }
  }
}

/** A push runs the same few dozen statements every time, with plans that do not depend on their values. */
const PUSH_TRANSACTION = { prepare: true };

/** Tries of a push that PostgreSQL aborted for a concurrency conflict (deadlock, serialization). */
const CONFLICT_ATTEMPTS = 3;

interface LoggedOp {
  seq: number;
  op_id: string;
  kind: string;
  /**
   * null for an op that never passed validation (its text may not even be storable). A document
   * update is logged without its content, which work_updates keeps (once).
   */
  body: OpBody | null;
  entity: string | null;
  entity_key: string | null;
  server_seq: number;
  outcome: 'applied' | 'failed' | 'superseded';
  message: string | null;
}

/** One pushed op the server has not processed before, checked. */
interface FreshOp {
  opId: string;
  seq: number;
  /** The valid op, or null with the reason it is not. */
  body: OpBody | null;
  invalid: string | null;
  /** The entity it is about, when that much of it is readable. */
  target: { entity: EntityName; key: string; kind: OpTarget['kind'] } | null;
}

const refOf = ({ entity, key }: { entity: string; key: string }) => `${entity}/${key}`;

function targetOf(raw: OpEnvelope): FreshOp['target'] {
  const parsed = opTargetSchema.safeParse(raw);
  return parsed.success ? { ...entityOf(parsed.data), kind: parsed.data.kind } : null;
}

function checkOp(raw: OpEnvelope): FreshOp {
  const parsed = opSchema.safeParse(raw);
  if (parsed.success) {
    const { opId, seq, userId: _user, ...body } = parsed.data;
    return { opId, seq, body, invalid: null, target: { ...entityOf(body), kind: body.kind } };
  }
  // Quoted field names may hold the very NUL that made the op bad; the log must store the message.
  const detail = spellUnstorable(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(op)'}: ${issue.message}`).join('; '));
  return { opId: raw.opId, seq: raw.seq, body: null, invalid: `${SYNC_MESSAGES.badField}：${detail}`, target: targetOf(raw) };
}

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
  const highestBefore = client!.last_seq;
  // A repeat is an op id already in the log (or twice in this push), whatever its seq.
  const earlier = new Map(
    (
      await tx.query<{ op_id: string; outcome: string; message: string | null }>(
        'SELECT op_id, outcome, message FROM sync_ops WHERE user_id = $1 AND client_id = $2 AND op_id = ANY($3::text[])',
        [userId, request.clientId, request.ops.map((op) => op.opId)],
      )
    ).map((row) => [row.op_id, row]),
  );
  const seen = new Set<string>();
  const repeats: OpEnvelope[] = [];
  const fresh: FreshOp[] = [];
  for (const op of request.ops) {
    if (earlier.has(op.opId) || seen.has(op.opId)) repeats.push(op);
    else fresh.push(checkOp(op));
    seen.add(op.opId);
  }
  const results = new Map<string, OpResult>(
    repeats.map((op) => {
      const first = earlier.get(op.opId);
      // A repeat reports how it went the first time, so a failure whose answer was lost still reaches the user.
      const result: OpResult =
        first?.outcome === 'failed'
          ? { opId: op.opId, seq: op.seq, outcome: 'failed', message: first.message ?? SYNC_MESSAGES.invalidOp }
          : { opId: op.opId, seq: op.seq, outcome: 'duplicate' };
      return [op.opId, result];
    }),
  );

  let serverSeq = counter!.server_seq;
  // Latest state per entity touched by this push (several ops may change one entity).
  const changes = new Map<string, Change>();
  const record = (touched: EntityChange[]) => {
    for (const change of touched) {
      serverSeq += 1;
      changes.set(refOf(change), { ...change, serverSeq } as Change);
    }
  };
  // A repeat re-sends its entity's current state (renumbered, so it is pulled again). The device
  // may have skipped that entity's last change while this op was still in its outbox; without a
  // fresh change it would keep showing its own optimistic state for good.
  const repeated = [...new Map(repeats.flatMap((op) => [targetOf(op)].filter((t) => t !== null)).map((t) => [refOf(t), t])).values()];
  if (repeated.length > 0) {
    await tx.query(
      `UPDATE sync_changes c SET server_seq = $2 + t.n
         FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS t(entity, entity_key, n)
        WHERE c.user_id = $1 AND c.entity = t.entity AND c.entity_key = t.entity_key`,
      [userId, serverSeq, repeated.map((r) => r.entity), repeated.map((r) => r.key)],
    );
    serverSeq += repeated.length;
  }

  const valid = fresh.flatMap((op) => (op.body ? [op.body] : []));
  const context = await loadPushContext(tx, userId, valid);
  const newest = await newestAppliedSeqs(tx, userId, request.clientId, fresh, highestBefore);
  const logged: LoggedOp[] = [];
  for (const { opId, seq, body, invalid, target } of fresh) {
    let outcome: LoggedOp['outcome'];
    let message: string | null = null;
    if (body === null) {
      outcome = 'failed';
      message = invalid;
    } else if (!COMMUTATIVE_KINDS.has(body.kind) && (newest.get(refOf(target!)) ?? 0) > seq) {
      // A late op of this device: its newer op on the entity is already applied and stays.
      outcome = 'superseded';
    } else {
      const applied = careful ? await applyInSavepoint(tx, userId, body, context) : await applyOp(tx, userId, body, context);
      outcome = applied.outcome;
      if (applied.outcome === 'applied') {
        record(applied.changes);
        if (!COMMUTATIVE_KINDS.has(body.kind)) newest.set(refOf(target!), Math.max(seq, newest.get(refOf(target!)) ?? 0));
      } else {
        message = applied.message;
      }
    }
    // An op that changed nothing still produces a change: the entity's true state, so a device
    // that showed the op optimistically is put right by its next pull.
    if (outcome !== 'applied' && target) record([{ entity: target.entity, key: target.key, state: await loadState(tx, userId, target.entity, target.key) }]);
    logged.push({
      seq,
      op_id: opId,
      kind: target?.kind ?? 'invalid',
      body: body && 'update' in body ? { ...body, update: `${body.update.length} base64 characters` } : body,
      entity: target?.entity ?? null,
      entity_key: target?.key ?? null,
      server_seq: serverSeq,
      outcome,
      message,
    });
    results.set(opId, message === null ? { opId, seq, outcome: outcome as OpResult['outcome'] } : { opId, seq, outcome: 'failed', message });
  }

  const lastSeq = Math.max(highestBefore, ...fresh.map((op) => op.seq));
  if (logged.length > 0 || serverSeq !== counter!.server_seq) {
    // The log, the changes and both counters in one statement (the locks are already held).
    await tx.query(
      `WITH logged AS (
         INSERT INTO sync_ops (user_id, client_id, seq, op_id, kind, body, entity, entity_key, server_seq, outcome, message)
         SELECT $1, $2, seq, op_id, kind, body, entity, entity_key, server_seq, outcome, message
           FROM jsonb_to_recordset($3::jsonb)
             AS x(seq bigint, op_id text, kind text, body jsonb, entity text, entity_key text, server_seq bigint, outcome text, message text)
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
  return { lastSeq, results: request.ops.map((op) => results.get(op.opId)!), ...pulled };
}

/**
 * For the ops of this push that arrive late (a seq below the highest this client had pushed),
 * the highest seq of this client already applied to each of their entities. In-order pushes,
 * the usual case, need no query.
 */
async function newestAppliedSeqs(tx: Queryable, userId: number, clientId: string, fresh: FreshOp[], highestBefore: number) {
  const late = fresh.filter((op) => op.body !== null && op.seq < highestBefore).map((op) => op.target!);
  if (late.length === 0) return new Map<string, number>();
  const rows = await tx.query<{ entity: string; entity_key: string; seq: number }>(
    `SELECT entity, entity_key, max(seq) AS seq FROM sync_ops
      WHERE user_id = $1 AND client_id = $2 AND outcome = 'applied' AND kind <> ALL($5::text[])
        AND (entity, entity_key) IN (SELECT * FROM unnest($3::text[], $4::text[]))
      GROUP BY entity, entity_key`,
    [userId, clientId, late.map((t) => t.entity), late.map((t) => t.key), [...COMMUTATIVE_KINDS]],
  );
  return new Map(rows.map((row) => [refOf({ entity: row.entity, key: row.entity_key }), row.seq]));
}

/** A push without ops takes no lock: committed changes are numbered in commit order already. */
async function pullOnly(db: Queryable, userId: number, request: PushRequest): Promise<PushResponse> {
  const [known] = await db.query<{ server_seq: number | null; last_seq: number | null }>(
    `SELECT (SELECT server_seq FROM sync_users WHERE user_id = $1) AS server_seq,
            (SELECT last_seq FROM sync_clients WHERE user_id = $1 AND client_id = $2) AS last_seq`,
    [userId, request.clientId],
    { prepare: true },
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
          { prepare: true },
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
  return /^2[23]/.test(sqlState(error));
}

/** 40001 serialization failure, 40P01 deadlock: the same push succeeds when run again. */
const isTransientConflict = (error: unknown) => /^40(001|P01)$/.test(sqlState(error));

function sqlState(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
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
