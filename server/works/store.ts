import * as Y from 'yjs';
import { base64ToBytes, bytesToBase64 } from '../../src/shared/design-doc/base64';
import { SYNC_MESSAGES, type LayoutDocState, type OpBody, type WorkMeta } from '../../src/shared/sync/protocol';
import type { Queryable } from '../db/db';

export type LayoutDocOp = Extract<OpBody, { kind: `layoutDoc.${string}` }>;
type Applied = { outcome: 'applied'; state: LayoutDocState | null } | { outcome: 'failed'; message: string };

/** Rows of a document's update log merged into one once there are more than this. */
export const COMPACT_AFTER = 32;
/** A document made by an edit that reached the server before its create op. */
const UNTITLED = '未命名文档';

export const WORK_META_COLUMNS = `w.id AS "docId", w.type, w.title, w.thumbnail,
  (extract(epoch from w.created_at) * 1000)::float8 AS "createdAt", (extract(epoch from w.updated_at) * 1000)::float8 AS "updatedAt"`;

/**
 * Works and their Yjs update logs, inside the caller's transaction (the sync service holds the
 * user's lock, so one user's ops on a document never interleave). Content only grows: an update
 * is appended, never compared or replaced, which is why any order and any repeat of updates ends
 * in the same document. A deleted work keeps a tombstone, so an edit from a device that was
 * offline cannot bring it back.
 */
export class WorkStore {
  constructor(private readonly tx: Queryable) {}

  async apply(userId: number, body: LayoutDocOp): Promise<Applied> {
    if (body.kind === 'layoutDoc.delete') return this.delete(userId, body.docId);
    if (body.kind === 'layoutDoc.meta') {
      const refused = await this.refusal(userId, body.docId);
      if (refused) return refused;
      await this.tx.query(
        `UPDATE works SET title = coalesce($2, title), thumbnail = CASE WHEN $3::boolean THEN $4::jsonb ELSE thumbnail END, updated_at = now()
          WHERE id = $1`,
        [body.docId, body.title ?? null, body.thumbnail !== undefined, JSON.stringify(body.thumbnail ?? null)],
      );
      return { outcome: 'applied', state: await this.state(userId, body.docId) };
    }
    // create and update both carry content; whichever arrives first makes the work.
    const [type, title] = body.kind === 'layoutDoc.create' ? [body.workType, body.title] : [1, UNTITLED];
    await this.tx.query('INSERT INTO works (id, owner_id, type, title) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [body.docId, userId, type, title]);
    const refused = await this.refusal(userId, body.docId);
    if (refused) return refused;
    await this.append(body.docId, base64ToBytes(body.update));
    return { outcome: 'applied', state: await this.state(userId, body.docId) };
  }

  /** The document as its owner's devices pull it; null when it is gone or not theirs. */
  async state(userId: number, docId: string): Promise<LayoutDocState | null> {
    const [meta] = await this.tx.query<WorkMeta>(`SELECT ${WORK_META_COLUMNS} FROM works w WHERE w.id = $1 AND w.owner_id = $2 AND NOT w.deleted`, [docId, userId]);
    if (!meta) return null;
    return { ...meta, content: bytesToBase64(await this.content(docId)) };
  }

  /** The merged content of a work's log (an empty update for a work without content). */
  async content(docId: string): Promise<Uint8Array> {
    const rows = await this.tx.query<{ content: Uint8Array }>('SELECT content FROM work_updates WHERE work_id = $1 ORDER BY n', [docId]);
    return rows.length === 1 ? rows[0]!.content : Y.mergeUpdates(rows.map((row) => row.content));
  }

  private async append(docId: string, update: Uint8Array) {
    const [{ rows }] = (await this.tx.query<{ rows: number }>(
      `WITH added AS (INSERT INTO work_updates (work_id, content) VALUES ($1, $2) RETURNING 1),
            touched AS (UPDATE works SET updated_at = now() WHERE id = $1 RETURNING 1)
       SELECT (SELECT count(*) FROM work_updates WHERE work_id = $1)::int + 1 AS rows`,
      [docId, update],
    )) as [{ rows: number }];
    if (rows > COMPACT_AFTER) await this.compact(docId);
  }

  /** Replaces the log by one merged update (same document, one row). */
  async compact(docId: string) {
    const merged = await this.content(docId);
    await this.tx.query('DELETE FROM work_updates WHERE work_id = $1', [docId]);
    await this.tx.query('INSERT INTO work_updates (work_id, content) VALUES ($1, $2)', [docId, merged]);
  }

  private async delete(userId: number, docId: string): Promise<Applied> {
    // A delete that overtakes its create leaves a tombstone the create then finds.
    await this.tx.query(`INSERT INTO works (id, owner_id, type, title, deleted) VALUES ($1, $2, 1, $3, true) ON CONFLICT (id) DO NOTHING`, [docId, userId, UNTITLED]);
    const [work] = await this.tx.query<{ owner_id: number }>('SELECT owner_id FROM works WHERE id = $1', [docId]);
    if (work!.owner_id !== userId) return { outcome: 'failed', message: SYNC_MESSAGES.noPermission };
    await this.tx.query('UPDATE works SET deleted = true, updated_at = now() WHERE id = $1', [docId]);
    await this.tx.query('DELETE FROM work_updates WHERE work_id = $1', [docId]);
    await this.tx.query('DELETE FROM work_versions WHERE work_id = $1', [docId]);
    return { outcome: 'applied', state: null };
  }

  /** Why this user's op cannot change the work: someone else's, deleted, or not there. */
  private async refusal(userId: number, docId: string): Promise<Applied | null> {
    const [work] = await this.tx.query<{ owner_id: number; deleted: boolean }>('SELECT owner_id, deleted FROM works WHERE id = $1', [docId]);
    if (!work) return { outcome: 'failed', message: SYNC_MESSAGES.docGone };
    if (work.owner_id !== userId) return { outcome: 'failed', message: SYNC_MESSAGES.noPermission };
    if (work.deleted) return { outcome: 'failed', message: SYNC_MESSAGES.docGone };
    return null;
  }
}
