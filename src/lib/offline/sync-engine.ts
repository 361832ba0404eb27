import { MAX_OPS_PER_PUSH, PUSH_BYTES_TARGET, PUSH_VERSION, SYNC_MESSAGES, hasOpHeader } from '../../shared/sync/protocol-plain';
import type { PushRequest, PushResponse } from '../../shared/sync/protocol';
import type { OutboxEntry, UserDb } from './db';
import { applyChange, entityRef, storeServerContent } from './local-state';
import { httpUpload, UploadQueue, type UploadSender } from './upload-queue';

/** How one POST /api/sync went, as the engine needs to know it. */
export type PushOutcome =
  | { kind: 'ok'; response: PushResponse }
  /** No answer, a timeout, 5xx or 503: nothing is lost, try again later. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** 401 or 1845: wait for this user to sign in again; the outbox stays. */
  | { kind: 'signedOut'; status: number; message: string }
  /** The server refused the push as a whole (other user's ops, old push version): stop. */
  | { kind: 'refused'; status: number; message: string };

export type Transport = (request: PushRequest) => Promise<PushOutcome>;

/** Result of one flush: everything pushed and pulled, or why it stopped. */
export type FlushResult = { kind: 'done' } | Exclude<PushOutcome, { kind: 'ok' }>;

/** A flush pushes at most this many batches before yielding to the scheduler. */
const MAX_ROUNDS = 50;

/**
 * Pushes the outbox in seq order and applies the answers: removes exactly the answered ops,
 * records failures, applies pulled changes except for entities that still have an op waiting
 * (the user's newer intent shows until the server has it), and moves the cursor. Every answer
 * is applied in one transaction. Scheduling, retries and the cross-tab lock are the scheduler's.
 */
export class SyncEngine {
  private readonly batchSize = MAX_OPS_PER_PUSH;
  /** The member's pictures waiting for upload; they go after the ops. */
  readonly uploads: UploadQueue;

  constructor(
    readonly db: UserDb,
    private readonly transport: Transport,
    sendUpload: UploadSender = httpUpload(),
  ) {
    this.uploads = new UploadQueue(db, sendUpload);
  }

  /** Pushes the outbox, then uploads the waiting pictures. */
  async flush(): Promise<FlushResult> {
    const pushed = await this.pushOps();
    return pushed.kind === 'done' ? this.uploads.flush() : pushed;
  }

  private async pushOps(): Promise<FlushResult> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const batch = await this.nextBatch();
      const outcome = await this.transport({
        pushVersion: PUSH_VERSION,
        clientId: await this.clientId(),
        cursor: Number((await this.db.meta.get('cursor'))?.value ?? 0),
        ops: batch.map((entry) => entry.op),
      });
      if (outcome.kind !== 'ok') return outcome;
      const answered = await this.receive(batch, outcome.response);
      if (batch.length > 0 && answered === 0) return { kind: 'retry', reason: 'the server answered none of the ops' };
      const waiting = await this.db.outbox.count();
      if (waiting === 0 && !outcome.response.more) return { kind: 'done' };
    }
    return { kind: 'retry', reason: 'more to sync than one flush takes' };
  }

  /** This device's client id for this user, created on first use. */
  async clientId(): Promise<string> {
    const { db } = this;
    return db.transaction('rw', db.meta, async () => {
      const existing = await db.meta.get('clientId');
      if (existing) return String(existing.value);
      const clientId = crypto.randomUUID();
      await db.meta.put({ key: 'clientId', value: clientId });
      return clientId;
    });
  }

  private async receive(batch: OutboxEntry[], response: PushResponse): Promise<number> {
    const { db } = this;
    const sent = new Map(batch.map((entry) => [entry.seq, entry]));
    return db.transaction('rw', [db.meta, db.outbox, ...db.dataTables], async () => {
      const answered = response.results.filter((result) => sent.has(result.seq));
      await db.outbox.bulkDelete(answered.map((result) => result.seq));
      const now = Date.now();
      await db.failures.bulkPut(
        answered
          .filter((result) => result.outcome === 'failed')
          .map((result) => ({ opId: result.opId, op: sent.get(result.seq)!.op, message: result.message ?? SYNC_MESSAGES.invalidOp, at: now })),
      );
      if (response.reset) await Promise.all(db.stateTables.map((table) => table.clear()));
      const waiting = new Set((await db.outbox.orderBy('entityKey').uniqueKeys()).map(String));
      for (const change of response.changes) {
        if (!waiting.has(entityRef(change.entity, change.key))) await applyChange(db, change);
        else if (change.entity === 'layoutDoc' && change.state) await storeServerContent(db, change.key, change.state.content);
      }
      await db.meta.bulkPut([
        { key: 'cursor', value: response.cursor },
        { key: 'lastSyncAt', value: now },
      ]);
      return answered.length;
    });
  }

  /**
   * The oldest ops, in seq order. An op the server could not even answer for (no usable header,
   * another user's) would get the whole push refused, for ever: it is set aside as failed here.
   * Any other bad op (a field an older app version wrote, text the database cannot store) goes
   * to the server, which answers it failed with its reason and sends the entity's true state.
   */
  private async nextBatch(): Promise<OutboxEntry[]> {
    const { db } = this;
    for (;;) {
      const batch = await db.outbox.orderBy('seq').limit(this.batchSize).toArray();
      if (batch.length === 0) return batch;
      const malformed = batch.filter((entry) => !hasOpHeader(entry.op) || entry.op.userId !== db.userId);
      if (malformed.length === 0) return withinBytes(batch);
      await db.transaction('rw', db.outbox, db.failures, async () => {
        await db.outbox.bulkDelete(malformed.map((entry) => entry.seq));
        await db.failures.bulkPut(malformed.map((entry) => ({ opId: entry.op.opId, op: entry.op, message: SYNC_MESSAGES.invalidOp, at: Date.now() })));
      });
    }
  }
}

/** The first ops of a batch that fit PUSH_BYTES_TARGET (always at least one: one op fits the server's limit). */
function withinBytes(batch: OutboxEntry[]): OutboxEntry[] {
  let bytes = 0;
  const fits = batch.findIndex((entry) => (bytes += JSON.stringify(entry.op).length) > PUSH_BYTES_TARGET);
  return fits < 0 ? batch : batch.slice(0, Math.max(1, fits));
}
