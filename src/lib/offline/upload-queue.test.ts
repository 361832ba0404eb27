/**
 * Pictures saved on a device reach the server exactly once: the queue against the real server
 * (PGlite, app.inject), the device's IndexedDB from fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../../server/auth/sessions';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { insertUser } from '../../../tests/server/sync-fixtures';
import { UPLOAD_MESSAGES } from '../../shared/uploads';
import { UserDb } from './db';
import { OfflineStore } from './store';
import { SyncEngine, type Transport } from './sync-engine';
import { httpTransport } from './transport';
import { httpUpload, type UploadSender } from './upload-queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** fetch() of the page answered by the real server, as the holder of `cookie`; `online` may be switched off. */
function serverFetch(cookie: string, network = { online: true }): typeof fetch {
  return async (input, init) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    const body = init?.body;
    const reply = await t.app.inject({
      method: (init?.method ?? 'GET') as 'PUT',
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>), cookie, 'sec-fetch-site': 'same-origin' },
      payload: body instanceof ArrayBuffer ? Buffer.from(body) : (body as string),
    });
    return new Response(new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers: reply.headers as Record<string, string> });
  };
}

async function device(network = { online: true }) {
  const userId = await insertUser(t.db);
  const cookie = `tl_session=${await startSession(t.db, userId)}`;
  const db = new UserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const transport: Transport = httpTransport(serverFetch(cookie, network));
  return { userId, db, network, cookie, engine: new SyncEngine(db, transport, httpUpload(serverFetch(cookie, network))), store: new OfflineStore(db) };
}

const png = async (colour: string) => new Blob([await sharp({ create: { width: 40, height: 30, channels: 4, background: colour } }).png().toBuffer()], { type: 'image/png' });
const storedFor = (userId: number) => t.db.query<{ id: string }>('SELECT id FROM user_uploads WHERE owner_id = $1 ORDER BY created_at', [userId]);
const quotaFiles = async (userId: number) => (await t.db.query<{ files: number }>('SELECT files FROM upload_quota WHERE user_id = $1', [userId]))[0]?.files ?? 0;

describe('upload queue', () => {
  it('keeps a picture saved offline, then uploads it once with the ops when back online', async () => {
    const { userId, db, engine, network } = await device({ online: false });
    const id = await engine.uploads.add(await png('#c03050'), { width: 40, height: 30 });
    expect(await engine.flush()).toMatchObject({ kind: 'retry' });
    expect(await db.uploads.count()).toBe(1);
    network.online = true;
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await db.uploads.count()).toBe(0);
    expect(await storedFor(userId)).toEqual([{ id }]);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await quotaFiles(userId)).toBe(1);
  });

  it('sends again after a lost answer, and the server still stores and counts it once', async () => {
    const { userId, db, cookie } = await device();
    const upload = httpUpload(serverFetch(cookie));
    let lose = true;
    const losingAnswers: UploadSender = async (pending) => {
      const outcome = await upload(pending);
      if (lose) {
        lose = false;
        return { kind: 'retry', reason: 'connection reset' };
      }
      return outcome;
    };
    const engine = new SyncEngine(db, httpTransport(serverFetch(cookie)), losingAnswers);
    const id = await engine.uploads.add(await png('#3060c0'), { width: 40, height: 30 });
    expect(await engine.flush()).toMatchObject({ kind: 'retry' });
    expect(await db.uploads.count()).toBe(1);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await storedFor(userId)).toEqual([{ id }]);
    expect(await quotaFiles(userId)).toBe(1);
  });

  it('keeps a refused picture with its reason without holding back the others; retried on request', async () => {
    const { userId, db, engine } = await device();
    const broken = await engine.uploads.add(new Blob(['not a picture'], { type: 'image/png' }), { width: 1, height: 1 });
    const good = await engine.uploads.add(await png('#30c060'), { width: 40, height: 30 });
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await storedFor(userId)).toEqual([{ id: good }]);
    expect(await db.uploads.toArray()).toMatchObject([{ id: broken, error: UPLOAD_MESSAGES.notImage }]);
    await engine.uploads.retryRefused();
    expect((await db.uploads.get(broken))?.error).toBeUndefined();
    await engine.flush();
    expect((await db.uploads.get(broken))?.error).toBe(UPLOAD_MESSAGES.notImage);
    await engine.uploads.drop(broken);
    expect(await db.uploads.count()).toBe(0);
  });

  it('a result saved as a work: the work syncs through the outbox, its picture through the queue', async () => {
    const { userId, db, engine, store } = await device();
    const id = await engine.uploads.add(await png('#808080'), { width: 40, height: 30 });
    const { WORK_TYPES, encodeDoc, pictureDoc } = await import('../../shared/design-doc');
    const docId = await store.createWork({ type: WORK_TYPES.imageToolResult, title: '放大 2×', content: encodeDoc(pictureDoc(`/media/${id}`, { width: 40, height: 30 })), thumbnail: null });
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await t.db.query('SELECT type, title FROM works WHERE id = $1 AND owner_id = $2', [docId, userId])).toEqual([{ type: WORK_TYPES.imageToolResult, title: '放大 2×' }]);
    expect(await storedFor(userId)).toEqual([{ id }]);
    expect(await db.outbox.count()).toBe(0);
  });
});
