/**
 * The Dexie client (store, outbox, engine, scheduler, session) against the real server on PGlite,
 * with fake-indexeddb in Node (jsdom loses Blob methods, see the offline notes).
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { UserDb, userDbIds } from '../../src/lib/offline/db';
import { SyncScheduler, type SchedulerEnv, type Trigger } from '../../src/lib/offline/scheduler';
import { OfflineSession } from '../../src/lib/offline/session';
import { OfflineStore } from '../../src/lib/offline/store';
import { SyncEngine, type Transport } from '../../src/lib/offline/sync-engine';
import { httpTransport } from '../../src/lib/offline/transport';
import { newBoard } from '../../src/shared/planning/board';
import { OP_KINDS, SYNC_MESSAGES, opBodySchema, opHeaderSchema } from '../../src/shared/sync/protocol';
import { hasOpHeader, isIdOnlyKind, isValidIdOnlyBody, type IdOnlyKind } from '../../src/shared/sync/protocol-plain';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/shared/validation/text';
import { createTestApp, type TestApp } from '../support/test-app';
import { FIXTURE, insertCatalogueFixture, insertUser } from '../server/sync-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixture(t.db);
});
afterAll(() => t.dispose());

/** fetch() for the page, answered by the real server in-process, with the session cookie of `who`. */
function serverFetch(app: FastifyInstance, cookie: () => string, counter?: { requests: number }): typeof fetch {
  return async (input, init) => {
    if (counter) counter.requests += 1;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>), cookie: cookie() },
      payload: init?.body as string,
    });
    return new Response(reply.body, { status: reply.statusCode, headers: reply.headers as Record<string, string> });
  };
}

async function signedIn() {
  const userId = await insertUser(t.db);
  const token = await startSession(t.db, userId);
  return { userId, cookie: `tl_session=${token}` };
}

/** A device: its own IndexedDB, the user's database in it, store and engine. */
function device(userId: number, transport: Transport) {
  const db = new UserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  return { db, store: new OfflineStore(db), engine: new SyncEngine(db, transport) };
}

const item = (itemId: number) => ({ itemId, type: 3, title: `条目${itemId}`, cover: `cover-${itemId}` });

const serverFavourites = (userId: number) =>
  t.db.query<{ item_id: number }>('SELECT item_id FROM favourites WHERE user_id = $1 ORDER BY item_id', [userId]);
const appliedOps = (userId: number) => t.db.query('SELECT 1 FROM sync_ops WHERE user_id = $1', [userId]);

describe('offline store', () => {
  it('writes the change and its outbox entry in one transaction: both or neither (H3)', async () => {
    const { db, store } = device(1, async () => ({ kind: 'retry', reason: 'offline' }));
    const realAdd = db.outbox.add.bind(db.outbox);
    db.outbox.add = (() => Promise.reject(new Error('disk full'))) as never;
    await expect(store.setFavourite(item(101), true)).rejects.toThrow('disk full');
    expect(await db.favourites.count()).toBe(0);
    db.outbox.add = realAdd;
    await store.setFavourite(item(101), true);
    expect(await db.favourites.count()).toBe(1);
    expect((await db.outbox.toArray()).map((entry) => [entry.seq, entry.op.kind, entry.entityKey])).toEqual([
      [1, 'favourite.set', 'favourite/3:101:'],
    ]);
  });

  it('refuses bad input with the schema message before writing anything', async () => {
    const { db, store } = device(1, async () => ({ kind: 'retry', reason: 'offline' }));
    await expect(store.savePalette({ folderId: null, title: 'x', colours: [] })).rejects.toThrow('色板至少需要一个颜色');
    await expect(store.savePalette({ folderId: null, title: 'x', colours: [{ color_rgbhex: 'blue', ratio: 1 }] })).rejects.toThrow('#RGB');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a folder\'s palettes, outside any folder, when the folder is deleted', async () => {
    const { db, store } = device(1, async () => ({ kind: 'retry', reason: 'offline' }));
    const folder = await store.saveFolder('春夏');
    const palette = await store.savePalette({ folderId: folder.folderId, title: ' ', colours: [{ color_rgbhex: '#abc', ratio: 100 }] });
    expect(palette).toMatchObject({ title: '未命名色板', colours: [{ color_rgbhex: '#AABBCC', ratio: 100 }] });
    await store.deleteFolder(folder.folderId);
    expect(await db.palettes.get(palette.paletteId)).toMatchObject({ folderId: null });
    expect(await db.paletteFolders.count()).toBe(0);
  });
});

describe('sync engine against the server', () => {
  it('shows offline changes at once and applies them on the server exactly once', async () => {
    const { userId, cookie } = await signedIn();
    let online = false;
    const http = httpTransport(serverFetch(t.app, () => cookie));
    const { db, store, engine } = device(userId, (request) => (online ? http(request) : Promise.resolve({ kind: 'retry', reason: 'offline' })));
    await store.setFavourite(item(101), true);
    await store.setFollow({ target: 'brand', targetId: 201, name: '品牌201' }, true);
    await store.addHistory(item(102));
    await store.savePalette({ folderId: null, title: '海风', colours: [{ color_rgbhex: '#112233', ratio: 100 }] });
    expect(await engine.flush()).toMatchObject({ kind: 'retry' });
    expect(await db.favourites.count()).toBe(1);
    expect(await db.outbox.count()).toBe(4);

    online = true;
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await db.outbox.count()).toBe(0);
    expect(await serverFavourites(userId)).toEqual([{ item_id: 101 }]);
    // The server's copy replaced the optimistic one (the follow record now has its server id).
    expect((await db.follows.toArray())[0]!.followId).toBeGreaterThan(0);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await appliedOps(userId)).toHaveLength(4);
  });

  it('sends an op again after a lost answer, and the server applies it once', async () => {
    const { userId, cookie } = await signedIn();
    const http = httpTransport(serverFetch(t.app, () => cookie));
    let loseAnswer = true;
    const { db, store, engine } = device(userId, async (request) => {
      const outcome = await http(request);
      if (!loseAnswer) return outcome;
      loseAnswer = false;
      return { kind: 'retry', reason: 'connection reset' };
    });
    await store.setFavourite(item(103), true);
    await store.setFavourite(item(103), false);
    expect(await engine.flush()).toMatchObject({ kind: 'retry' });
    expect(await db.outbox.count()).toBe(2);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await appliedOps(userId)).toHaveLength(2);
    expect(await serverFavourites(userId)).toEqual([]);
  });

  it('reports an op that can never apply, undoes it locally and lets the rest through (H4)', async () => {
    const { userId, cookie } = await signedIn();
    const { db, store, engine } = device(userId, httpTransport(serverFetch(t.app, () => cookie)));
    await store.setFavourite(item(FIXTURE.missingItemId), true);
    for (const id of FIXTURE.itemIds) await store.setFavourite(item(id), true);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    const failures = await db.failures.toArray();
    expect(failures.map((f) => [f.op.kind, f.message])).toEqual([['favourite.set', SYNC_MESSAGES.itemGone]]);
    expect((await db.favourites.toArray()).map((f) => f.itemId).sort()).toEqual(FIXTURE.itemIds);
    expect(await serverFavourites(userId)).toHaveLength(5);
  });

  it('converges two devices of one user, last writer in server order winning', async () => {
    const { userId, cookie } = await signedIn();
    const transport = httpTransport(serverFetch(t.app, () => cookie));
    const ipad = device(userId, transport);
    const laptop = device(userId, transport);
    await ipad.store.setFavourite(item(104), true);
    await laptop.store.setFavourite(item(104), false);
    await laptop.store.setFavourite(item(105), true);
    await laptop.engine.flush();
    await ipad.engine.flush();
    await laptop.engine.flush();
    const shown = async (d: ReturnType<typeof device>) => (await d.db.favourites.toArray()).map((f) => f.itemId).sort();
    expect(await shown(ipad)).toEqual([104, 105]);
    expect(await shown(laptop)).toEqual([104, 105]);
    expect((await serverFavourites(userId)).map((r) => r.item_id)).toEqual([104, 105]);
  });

  it('lets the server fail an op the current schema no longer accepts instead of blocking the queue', async () => {
    const { userId, cookie } = await signedIn();
    const { db, store, engine } = device(userId, httpTransport(serverFetch(t.app, () => cookie)));
    await store.setFavourite(item(101), true);
    await db.outbox.update(1, { op: { ...(await db.outbox.get(1))!.op, kind: 'favourite.toggle' } as never });
    await store.setFavourite(item(102), true);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect((await db.failures.toArray()).map((f) => f.message)).toEqual([expect.stringMatching(/^请求参数错误：kind: /)]);
    expect(await serverFavourites(userId)).toEqual([{ item_id: 102 }]);
  });

  it('sets aside an op without a usable header, which the server would refuse with the whole push', async () => {
    const { userId, cookie } = await signedIn();
    const { db, store, engine } = device(userId, httpTransport(serverFetch(t.app, () => cookie)));
    await store.setFavourite(item(101), true);
    await db.outbox.update(1, { op: { ...(await db.outbox.get(1))!.op, opId: 'bad id!' } });
    await store.setFavourite(item(102), true);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect((await db.failures.toArray()).map((f) => f.message)).toEqual([SYNC_MESSAGES.invalidOp]);
    expect(await serverFavourites(userId)).toEqual([{ item_id: 102 }]);
  });

  it('refuses an op of ids with a bad field on the device, before anything is stored (checked without zod)', async () => {
    const { userId } = await signedIn();
    const { db, store } = device(userId, httpTransport(serverFetch(t.app, () => '')));
    await expect(store.setFavourite({ ...item(101), pictureId: 'not a picture id!' }, true)).rejects.toThrow(SYNC_MESSAGES.badField);
    await expect(store.addHistory({ ...item(0) })).rejects.toThrow(SYNC_MESSAGES.badField);
    expect(await db.favourites.count()).toBe(0);
    expect(await db.history.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('judges every op of ids as the op schemas do', () => {
    const valid: Record<IdOnlyKind, Record<string, unknown>> = {
      'favourite.set': { itemId: 1, type: 3, pictureId: 'p-1', on: true },
      'follow.set': { target: 'brand', targetId: 2, on: false },
      'palette.delete': { paletteId: 'p-12345678' },
      'paletteFolder.delete': { folderId: 'f-12345678' },
      'history.add': { itemId: 2_147_483_647, type: 0, viewedAt: 0 },
      'fabricFavourite.set': { fabricId: 9, on: true },
      'fabricView.add': { fabricId: 9, viewedAt: 8_640_000_000_000_000 },
      'insGroup.delete': { groupId: 'g-12345678' },
      'insCollect.set': { groupId: 'g-12345678', blogId: 5, on: false },
      'layoutDoc.delete': { docId: 'd-12345678' },
    };
    const badValues = [undefined, null, -1, 0, 1.5, 2_147_483_648, 32_768, 8_640_000_000_000_001, '1', 'short', 'bad id!!', 'x'.repeat(65), '', true, {}];
    const cases = Object.entries(valid).flatMap(([kind, fields]) => [
      { kind, ...fields },
      { kind, ...fields, extra: 1 },
      ...Object.keys(fields).flatMap((field) => badValues.map((value) => ({ kind, ...fields, [field]: value }))),
      ...Object.keys(fields).map((field) => ({ kind, ...Object.fromEntries(Object.entries(fields).filter(([key]) => key !== field)) })),
    ]) as ({ kind: IdOnlyKind } & Record<string, unknown>)[];
    expect(cases.map((body) => [body, isValidIdOnlyBody(body)])).toEqual(cases.map((body) => [body, opBodySchema.safeParse(body).success]));
    expect(cases.filter(isValidIdOnlyBody).length).toBeGreaterThan(Object.keys(valid).length);
    expect(OP_KINDS.filter(isIdOnlyKind)).toEqual(Object.keys(valid));
  });

  it('checks an op header without zod exactly as the push schema does', () => {
    const header = { opId: 'op-12345678', seq: 1, userId: 7, kind: 'favourite.set' };
    const cases: unknown[] = [
      header,
      { ...header, opId: 'short' },
      { ...header, opId: 'x'.repeat(65) },
      { ...header, opId: 'bad id!!' },
      { ...header, opId: 12345678 },
      { ...header, seq: 0 },
      { ...header, seq: 1.5 },
      { ...header, seq: Number.MAX_SAFE_INTEGER },
      { ...header, seq: Number.MAX_SAFE_INTEGER + 1 },
      { ...header, seq: '1' },
      { ...header, userId: 2_147_483_647 },
      { ...header, userId: 2_147_483_648 },
      { ...header, userId: -1 },
      { opId: header.opId, seq: 1 },
      null,
      'op',
    ];
    expect(cases.map(hasOpHeader)).toEqual(cases.map((op) => opHeaderSchema.safeParse(op).success));
    expect(cases.filter(hasOpHeader)).toHaveLength(3);
  });

  it('syncs past a palette whose title holds NUL: failed with its reason, kept in failures, undone locally (issue #18 item 8)', async () => {
    const { userId, cookie } = await signedIn();
    const { db, store, engine } = device(userId, httpTransport(serverFetch(t.app, () => cookie)));
    // The palette as an older app version saved it, before NUL was refused on the device.
    const saved = await store.savePalette({ folderId: null, title: '海风', colours: [{ color_rgbhex: '#102030', ratio: 100 }] });
    await db.outbox.update(1, { op: { ...(await db.outbox.get(1))!.op, title: '海\u0000风' } as never });
    await store.setFavourite(item(103), true);
    expect(await engine.flush()).toEqual({ kind: 'done' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.failures.toArray()).map((f) => [f.op.kind, f.message])).toEqual([
      ['palette.upsert', `${SYNC_MESSAGES.badField}：title: ${UNSTORABLE_TEXT_MESSAGE}`],
    ]);
    expect(await db.palettes.get(saved.paletteId)).toBeUndefined();
    expect(await serverFavourites(userId)).toEqual([{ item_id: 103 }]);
    expect(await appliedOps(userId)).toHaveLength(2);
  });

  it('refuses to save NUL text on the device at all', async () => {
    const { userId } = await signedIn();
    const { db, store } = device(userId, httpTransport(serverFetch(t.app, () => '')));
    await expect(store.saveFolder('秋\u0000冬')).rejects.toThrow(UNSTORABLE_TEXT_MESSAGE);
    expect(await db.outbox.count()).toBe(0);
  });
});

/** A scheduler environment under the test's control; the lock is shared like Web Locks across tabs. */
function testEnv(online = true) {
  const locks = new Map<string, Promise<unknown>>();
  let emit: (event: Trigger | 'offline') => void = () => undefined;
  const env: SchedulerEnv & { online: boolean; fire: (event: Trigger | 'offline') => void } = {
    online,
    withLock(name, fn) {
      const run = (locks.get(name) ?? Promise.resolve()).then(fn, fn);
      locks.set(name, run.catch(() => undefined));
      return run;
    },
    isOnline: () => env.online,
    isVisible: () => true,
    listen(onEvent) {
      emit = onEvent;
      return () => (emit = () => undefined);
    },
    random: () => 0.5,
    fire: (event) => emit(event),
  };
  return env;
}

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('sync scheduler', () => {
  it('two tabs of one user: one flusher at a time, every op applied once, pushes ≤ ops + retries (H5)', async () => {
    const { userId, cookie } = await signedIn();
    const counter = { requests: 0 };
    const transport = httpTransport(serverFetch(t.app, () => cookie, counter));
    const factory = { indexedDB: new IDBFactory(), IDBKeyRange };
    const env = testEnv();
    const tabs = [0, 1].map(() => {
      const db = new UserDb(userId, factory);
      const engine = new SyncEngine(db, transport);
      const scheduler = new SyncScheduler(engine, env, { intervalMs: 60_000 });
      return { db, scheduler, store: new OfflineStore(db, () => scheduler.request('enqueue')) };
    });
    tabs.forEach((tab) => tab.scheduler.start());
    for (let i = 0; i < 200; i++) {
      const tab = tabs[i % 2]!;
      await tab.store.addHistory(item(FIXTURE.itemIds[i % 5]!), 1_700_000_000_000 + i);
    }
    await until(async () => (await tabs[0]!.db.outbox.count()) === 0 && tabs.every((tab) => tab.scheduler.getStatus().phase === 'idle'));
    tabs.forEach((tab) => tab.scheduler.stop());
    expect(await appliedOps(userId)).toHaveLength(200);
    expect(counter.requests).toBeLessThanOrEqual(200 + 2);
  });

  it('backs off after a 503, honours Retry-After, ignores enqueues meanwhile and recovers', async () => {
    const { userId, cookie } = await signedIn();
    const http = httpTransport(serverFetch(t.app, () => cookie));
    const attempts: number[] = [];
    let down = true;
    const { db, store, engine } = device(userId, async (request) => {
      attempts.push(Date.now());
      return down ? { kind: 'retry', reason: 'HTTP 503', retryAfterMs: 300 } : http(request);
    });
    const scheduler = new SyncScheduler(engine, testEnv(), { baseDelayMs: 50, intervalMs: 60_000 });
    scheduler.start();
    await until(() => scheduler.getStatus().phase === 'waiting');
    await store.setFavourite(item(101), true);
    scheduler.request('enqueue');
    expect(attempts).toHaveLength(1);
    down = false;
    await until(async () => (await db.outbox.count()) === 0);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(290);
    scheduler.stop();
  });

  it('waits for "online" while offline and stops on 1845 until the user signs in again', async () => {
    const { userId, cookie } = await signedIn();
    const env = testEnv(false);
    const signedOut: number[] = [];
    const { db, store, engine } = device(userId, httpTransport(serverFetch(t.app, () => cookie)));
    const scheduler = new SyncScheduler(engine, env, { intervalMs: 60_000, onSignedOut: (status) => signedOut.push(status) });
    scheduler.start();
    await store.setFavourite(item(102), true);
    scheduler.request('enqueue');
    expect(scheduler.getStatus().phase).toBe('offline');
    await startSession(t.db, userId); // the account logs in elsewhere meanwhile
    env.online = true;
    env.fire('online');
    await until(() => scheduler.getStatus().phase === 'signedOut');
    expect(signedOut).toEqual([1845]);
    expect(await db.outbox.count()).toBe(1);
    expect(await appliedOps(userId)).toHaveLength(0);
    scheduler.stop();
  });
});

describe('leaving the device (logout, 1845, account switch)', () => {
  it('keeps A\'s unsynced ops under A only, shows B nothing of A, and syncs them when A is back (A4, H6, I2)', async () => {
    const a = await signedIn();
    const b = await signedIn();
    let cookie = a.cookie;
    const env = testEnv(false);
    const session = new OfflineSession({ transport: httpTransport(serverFetch(t.app, () => cookie)), env });
    await session.activate(a.userId);
    const store = session.get()!.store;
    for (let i = 0; i < 20; i++) await store.setFavourite(item(FIXTURE.itemIds[i % 5]!), i % 2 === 0);
    await store.savePalette({ folderId: null, title: '只属于A', colours: [{ color_rgbhex: '#123456', ratio: 100 }] });
    // An unsaved range plan (saved whole, online only) is kept like the outbox.
    await session.get()!.db.planDrafts.put({ planId: 9, baseVersion: 3, board: newBoard('zh'), savedAt: Date.now() });

    await session.end(); // A logs out while offline
    cookie = b.cookie;
    env.online = true;
    await session.activate(b.userId);
    const bDb = session.get()!.db;
    await session.get()!.scheduler.whenIdle();
    expect(await bDb.palettes.count()).toBe(0);
    expect(await bDb.favourites.count()).toBe(0);
    const parked = new UserDb(a.userId);
    expect(await parked.palettes.count()).toBe(0);
    expect(await parked.outbox.count()).toBe(21);
    expect(await parked.planDrafts.get(9)).toMatchObject({ baseVersion: 3 });
    parked.close();
    expect(await appliedOps(a.userId)).toHaveLength(0);
    expect(await appliedOps(b.userId)).toHaveLength(0);

    await session.end(); // B logs out online with nothing queued: B's database is gone
    expect(await userDbIds()).toEqual([a.userId]);

    cookie = a.cookie;
    await session.activate(a.userId);
    await until(async () => (await session.get()!.db.outbox.count()) === 0 && session.get()!.scheduler.getStatus().phase === 'idle');
    expect(await appliedOps(a.userId)).toHaveLength(21);
    expect(await session.get()!.db.palettes.count()).toBe(1);
    expect(await session.get()!.db.planDrafts.count()).toBe(1);
    await session.get()!.db.planDrafts.clear(); // saved meanwhile
    await session.end();
    expect(await userDbIds()).toEqual([]);
  });
});
