import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import type { Db } from '../../server/db/db';
import { pushAndPull } from '../../server/sync/service';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/shared/validation/text';
import { PUSH_VERSION, SYNC_MESSAGES, type OpBodyInput } from '../../src/shared/sync/protocol';
import { createTestApp, type TestApp } from '../support/test-app';
import { FIXTURE, insertCatalogueFixture, insertUser, syncDevice } from './sync-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixture(t.db);
});
afterAll(() => t.dispose());

const device = (userId: number, token?: string) => syncDevice(t, userId, token);

const favourite = (itemId: number, on: boolean, pictureId: string | null = null): OpBodyInput => ({
  kind: 'favourite.set',
  itemId,
  type: 3,
  pictureId,
  on,
});

async function favouriteRows(userId: number) {
  return t.db.query<{ item_id: number; picture_id: string }>(
    'SELECT item_id, picture_id FROM favourites WHERE user_id = $1 ORDER BY item_id, picture_id',
    [userId],
  );
}

describe('POST /api/sync access', () => {
  it('answers a guest with 请先登录 and applies nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pushVersion: PUSH_VERSION, clientId: randomUUID(), cursor: 0, ops: [] }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, msg: '请先登录' });
  });

  it('answers a session displaced by a login elsewhere with 1845 and applies none of its ops', async () => {
    const userId = await insertUser(t.db);
    const phone = await device(userId);
    await startSession(t.db, userId); // the same account logs in on another device
    const result = await phone.push([phone.op(favourite(101, true))]);
    expect(result.http).toBe(401);
    expect(result.status).toBe(1845);
    expect(await favouriteRows(userId)).toEqual([]);
  });

  it('refuses a push holding an op of another user, as a whole', async () => {
    const alice = await insertUser(t.db);
    const bob = await insertUser(t.db);
    const bobsDevice = await device(bob);
    const result = await bobsDevice.push([bobsDevice.op(favourite(101, true)), bobsDevice.op(favourite(102, true), alice)]);
    expect(result.http).toBe(403);
    expect(result.msg).toBe(SYNC_MESSAGES.wrongUser);
    expect(await favouriteRows(alice)).toEqual([]);
    expect(await favouriteRows(bob)).toEqual([]);
  });

  it('refuses an unknown push version explicitly instead of guessing', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const result = await d.push([d.op(favourite(101, true))], { pushVersion: PUSH_VERSION + 1 });
    expect(result.http).toBe(400);
    expect(result.msg).toBe(SYNC_MESSAGES.unsupportedVersion);
    expect(await favouriteRows(userId)).toEqual([]);
  });

  it('refuses a push holding an op it cannot answer for (no seq), naming the field', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const { seq: _seq, ...unnumbered } = d.op(favourite(101, true));
    const result = await d.push([unnumbered as never]);
    expect(result.http).toBe(400);
    expect(result.msg).toContain('ops.0.seq');
    expect(await favouriteRows(userId)).toEqual([]);
  });

  it('is never cacheable', async () => {
    const d = await device(await insertUser(t.db));
    const result = await d.push([]);
    expect(result.http).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.headers['x-trendloom-cacheable']).toBeUndefined();
  });
});

describe('POST /api/sync exactly once', () => {
  it('applies an op once however often it is delivered, and reports the repeat', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const ops = [d.op(favourite(101, true)), d.op(favourite(101, false)), d.op(favourite(101, true))];
    const first = await d.push(ops);
    expect(first.data!.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(first.data!.lastSeq).toBe(3);
    // The answer was lost: the device sends the same batch, plus the off it made since.
    const again = await d.push([...ops, d.op(favourite(101, false))], { cursor: 0 });
    expect(again.data!.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate', 'applied']);
    const logged = await t.db.query<{ seq: number }>('SELECT seq FROM sync_ops WHERE user_id = $1 ORDER BY seq', [userId]);
    expect(logged.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    expect(await favouriteRows(userId)).toEqual([]);
  });

  it('applies the same request delivered twice at the same moment once', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const ops = FIXTURE.itemIds.map((id) => d.op(favourite(id, true)));
    const [a, b] = await Promise.all([d.push(ops), d.push(ops)]);
    const outcomes = [...a.data!.results, ...b.data!.results].map((r) => r.outcome).sort();
    expect(outcomes).toEqual([...Array(5).fill('applied'), ...Array(5).fill('duplicate')]);
    const logged = await t.db.query('SELECT 1 FROM sync_ops WHERE user_id = $1', [userId]);
    expect(logged).toHaveLength(5);
  });

  it('acknowledges a poison op as failed with its reason and applies the other 99', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const poison = d.op(favourite(FIXTURE.missingItemId, true));
    const rest = Array.from({ length: 99 }, (_, i) =>
      d.op({ kind: 'history.add', itemId: FIXTURE.itemIds[i % 5]!, type: 3, viewedAt: 1_700_000_000_000 + i }),
    );
    const result = await d.push([poison, ...rest]);
    expect(result.data!.lastSeq).toBe(100);
    expect(result.data!.results[0]).toEqual({ opId: poison.opId, seq: 1, outcome: 'failed', message: SYNC_MESSAGES.itemGone });
    expect(result.data!.results.slice(1).every((r) => r.outcome === 'applied')).toBe(true);
    // A repeat of the failed op reports the failure again (its first answer may have been lost).
    const again = await d.push([poison]);
    expect(again.data!.results[0]).toMatchObject({ outcome: 'failed', message: SYNC_MESSAGES.itemGone });
    const history = await t.db.query<{ viewed_at: Date }>('SELECT viewed_at FROM view_history WHERE user_id = $1', [userId]);
    expect(history).toHaveLength(5);
  });

  it('refuses a picture that is not one of the item', async () => {
    const d = await device(await insertUser(t.db));
    const result = await d.push([d.op(favourite(101, true, 'pic-101-a')), d.op(favourite(101, true, 'pic-102-zzz'))]);
    expect(result.data!.results.map((r) => r.message ?? r.outcome)).toEqual(['applied', SYNC_MESSAGES.pictureGone]);
  });
});

describe('POST /api/sync out of order (issue #18 item 7)', () => {
  it('applies an op that arrives after a higher seq of the same client instead of calling it a duplicate', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const [first, second] = [d.op(favourite(101, true)), d.op(favourite(102, true))];
    expect((await d.push([second])).data!.results).toEqual([{ opId: second.opId, seq: 2, outcome: 'applied' }]);
    expect((await d.push([first])).data!.results).toEqual([{ opId: first.opId, seq: 1, outcome: 'applied' }]);
    expect(await favouriteRows(userId)).toEqual([
      { item_id: 101, picture_id: '' },
      { item_id: 102, picture_id: '' },
    ]);
    // Both are repeats now, whichever order they come in.
    const again = await d.push([first, second]);
    expect(again.data!.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
    const logged = await t.db.query<{ seq: number }>('SELECT seq FROM sync_ops WHERE user_id = $1 ORDER BY server_seq', [userId]);
    expect(logged.map((row) => row.seq)).toEqual([2, 1]);
  });

  it('never lets a late op undo a newer op of the same device on the same entity', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const on = d.op(favourite(103, true));
    const off = d.op(favourite(103, false));
    await d.push([off]);
    const late = await d.push([on]);
    expect(late.data!.results).toEqual([{ opId: on.opId, seq: 1, outcome: 'superseded' }]);
    expect(await favouriteRows(userId)).toEqual([]);
    // The device is told the entity's true state again (it may have shown the late op).
    expect(late.data!.changes).toEqual([{ entity: 'favourite', key: '3:103:', serverSeq: expect.any(Number), state: null }]);
  });

  it('lets a late op of another device win in server order (last writer wins across devices)', async () => {
    const userId = await insertUser(t.db);
    const token = await startSession(t.db, userId);
    const [a, b] = [await device(userId, token), await device(userId, token)];
    const aOn = a.op(favourite(104, true));
    await b.push([b.op(favourite(104, false))]);
    await a.push([aOn]);
    expect(await favouriteRows(userId)).toEqual([{ item_id: 104, picture_id: '' }]);
  });

  it('applies each op exactly once when overlapping batches of one client arrive at the same moment', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const ops = Array.from({ length: 12 }, (_, i) => d.op({ kind: 'paletteFolder.upsert', folderId: `overlap-${userId}-${i}`, name: `f${i}` }));
    // Two tabs: one pushes 1-8, the other 5-12 and, split off a slow request, 1-4 once more.
    const answers = await Promise.all([d.push(ops.slice(0, 8)), d.push(ops.slice(4)), d.push(ops.slice(0, 4))]);
    const outcomes = new Map<string, string[]>();
    for (const result of answers.flatMap((answer) => answer.data!.results)) outcomes.set(result.opId, [...(outcomes.get(result.opId) ?? []), result.outcome]);
    for (const op of ops) expect(outcomes.get(op.opId)!.filter((outcome) => outcome === 'applied'), `seq ${op.seq}`).toHaveLength(1);
    const logged = await t.db.query<{ op_id: string }>('SELECT op_id FROM sync_ops WHERE user_id = $1', [userId]);
    expect(logged.map((row) => row.op_id).sort()).toEqual(ops.map((op) => op.opId).sort());
    const [folders] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM colour_folders WHERE user_id = $1', [userId]);
    expect(folders!.n).toBe(12);
  });
});

describe('POST /api/sync bad ops never block the queue (issue #18 item 8)', () => {
  const colours = [{ color_rgbhex: '#102030', ratio: 100 }];

  it('answers a palette whose title holds NUL as failed with its reason, applies the ops around it, and never asks for a retry', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const paletteId = randomUUID();
    const ops = [
      d.op(favourite(101, true)),
      d.op({ kind: 'palette.upsert', paletteId, folderId: null, title: '海风\u0000', colours }),
      d.op(favourite(102, true)),
    ];
    const first = await d.push(ops);
    expect(first.http).toBe(200);
    expect(first.headers['retry-after']).toBeUndefined();
    expect(first.data!.results.map((r) => r.outcome)).toEqual(['applied', 'failed', 'applied']);
    expect(first.data!.results[1]!.message).toBe(`${SYNC_MESSAGES.badField}：title: ${UNSTORABLE_TEXT_MESSAGE}`);
    // The device showed the palette: the pull tells it the palette does not exist.
    expect(first.data!.changes).toContainEqual({ entity: 'palette', key: paletteId, serverSeq: expect.any(Number), state: null });
    expect(await favouriteRows(userId)).toEqual([
      { item_id: 101, picture_id: '' },
      { item_id: 102, picture_id: '' },
    ]);
    // A retry of the same push (its answer lost) hears the same failure and changes nothing.
    const retry = await d.push(ops);
    expect(retry.http).toBe(200);
    expect(retry.data!.results.map((r) => r.message ?? r.outcome)).toEqual(['duplicate', first.data!.results[1]!.message, 'duplicate']);
    const logged = await t.db.query<{ outcome: string; body: unknown; entity: string }>(
      'SELECT outcome, body, entity FROM sync_ops WHERE user_id = $1 ORDER BY seq',
      [userId],
    );
    expect(logged).toEqual([
      { outcome: 'applied', body: expect.anything(), entity: 'favourite' },
      { outcome: 'failed', body: null, entity: 'palette' },
      { outcome: 'applied', body: expect.anything(), entity: 'favourite' },
    ]);
    expect(await t.db.query('SELECT 1 FROM colour_palettes WHERE id = $1', [paletteId])).toEqual([]);
  });

  it('answers any malformed op failed on its own, naming the field, NUL in a key or a colour name included', async () => {
    const d = await device(await insertUser(t.db));
    const ops = [
      { ...d.op(favourite(101, true)), on: 'yes' },
      d.op({ kind: 'paletteFolder.upsert', folderId: randomUUID(), name: 'a\u0000b' }),
      d.op({ kind: 'palette.upsert', paletteId: randomUUID(), folderId: null, title: 't', colours: [{ ...colours[0]!, name: '\u0000' }] }),
      d.op({ kind: 'palette.upsert', paletteId: randomUUID(), folderId: null, title: 't', colours, source: { 'k\u0000': 1 } }),
      d.op({ kind: 'history.add', itemId: 101, type: 3, viewedAt: 1_700_000_000_000 }),
    ];
    const result = await d.push(ops as never);
    expect(result.http).toBe(200);
    expect(result.data!.results.map((r) => r.message ?? r.outcome)).toEqual([
      `${SYNC_MESSAGES.badField}：on: Invalid input: expected boolean, received string`,
      `${SYNC_MESSAGES.badField}：name: ${UNSTORABLE_TEXT_MESSAGE}`,
      `${SYNC_MESSAGES.badField}：colours.0.name: ${UNSTORABLE_TEXT_MESSAGE}`,
      expect.stringMatching(/^请求参数错误：source\.k\\u0000: /),
      'applied',
    ]);
  });

  it('retries a push PostgreSQL aborted for a conflict, and lets any other passing fault through for the client to retry', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const request = (op: ReturnType<typeof d.op>) => ({ pushVersion: PUSH_VERSION, clientId: randomUUID(), cursor: 0, ops: [op] });
    const failing = (code: string, times: number): Db => {
      let left = times;
      return {
        ...t.db,
        query: t.db.query.bind(t.db),
        transaction: (fn) => (left-- > 0 ? Promise.reject(Object.assign(new Error(code), { code })) : t.db.transaction(fn)),
      } as Db;
    };
    const deadlocked = await pushAndPull(failing('40P01', 2), userId, request(d.op(favourite(105, true))));
    expect(deadlocked.results.map((r) => r.outcome)).toEqual(['applied']);
    await expect(pushAndPull(failing('08006', 1), userId, request(d.op(favourite(104, true))))).rejects.toMatchObject({ code: '08006' });
    expect(await favouriteRows(userId)).toEqual([{ item_id: 105, picture_id: '' }]);
  });
});

describe('POST /api/sync conflicts: last writer wins in server order', () => {
  it('keeps the state of the op the server applied last, whatever the clients clocks say', async () => {
    const userId = await insertUser(t.db);
    const token = await startSession(t.db, userId);
    const ipad = await device(userId, token);
    const laptop = await device(userId, token);
    await ipad.push([ipad.op(favourite(102, true)), ipad.op({ kind: 'follow.set', target: 'brand', targetId: 201, on: true })]);
    await laptop.push([laptop.op(favourite(102, false)), laptop.op({ kind: 'follow.set', target: 'brand', targetId: 201, on: false })]);
    expect(await favouriteRows(userId)).toEqual([]);
    const pulled = await ipad.push([]);
    expect(pulled.data!.changes.map((c) => [c.entity, c.key, c.state])).toEqual([
      ['favourite', '3:102:', null],
      ['follow', 'brand:201', null],
    ]);
  });

  it('puts a device right after a failed op: the pull carries the true state', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const result = await d.push([d.op({ kind: 'follow.set', target: 'brand', targetId: FIXTURE.missingBrandId, on: true })]);
    expect(result.data!.results[0]!.outcome).toBe('failed');
    expect(result.data!.changes).toEqual([
      { entity: 'follow', key: `brand:${FIXTURE.missingBrandId}`, serverSeq: expect.any(Number), state: null },
    ]);
  });

  it('keeps a palette saved into a folder deleted meanwhile, outside any folder', async () => {
    const userId = await insertUser(t.db);
    const token = await startSession(t.db, userId);
    const a = await device(userId, token);
    const b = await device(userId, token);
    const folderId = randomUUID();
    const kept = randomUUID();
    const late = randomUUID();
    const colours = [{ color_rgbhex: '#a1b2c3', ratio: 100 }];
    await a.push([
      a.op({ kind: 'paletteFolder.upsert', folderId, name: '春夏' }),
      a.op({ kind: 'palette.upsert', paletteId: kept, folderId, title: '海风', colours }),
    ]);
    await b.push([b.op({ kind: 'paletteFolder.delete', folderId })]);
    await a.push([a.op({ kind: 'palette.upsert', paletteId: late, folderId, title: '', colours })]);
    const rows = await t.db.query<{ id: string; folder_id: string | null; title: string; colours: unknown }>(
      'SELECT id, folder_id, title, colours FROM colour_palettes WHERE user_id = $1 ORDER BY title',
      [userId],
    );
    expect(rows).toEqual([
      { id: late, folder_id: null, title: '未命名色板', colours: [{ color_rgbhex: '#A1B2C3', ratio: 100 }] },
      { id: kept, folder_id: null, title: '海风', colours: [{ color_rgbhex: '#A1B2C3', ratio: 100 }] },
    ]);
    const pulled = await a.push([], { cursor: 0 });
    const states = new Map(pulled.data!.changes.map((c) => [c.key, c.state]));
    expect(states.get(folderId)).toBeNull();
    expect(states.get(kept)).toMatchObject({ folderId: null, title: '海风' });
  });

  it('never lets one user overwrite another user\'s palette by reusing its id', async () => {
    const alice = await device(await insertUser(t.db));
    const mallory = await device(await insertUser(t.db));
    const paletteId = randomUUID();
    const colours = [{ color_rgbhex: '#000000', ratio: 100 }];
    await alice.push([alice.op({ kind: 'palette.upsert', paletteId, folderId: null, title: 'mine', colours })]);
    const result = await mallory.push([mallory.op({ kind: 'palette.upsert', paletteId, folderId: null, title: 'stolen', colours })]);
    expect(result.data!.results[0]).toMatchObject({ outcome: 'failed', message: SYNC_MESSAGES.paletteIdTaken });
    expect(result.data!.changes[0]).toMatchObject({ key: paletteId, state: null });
    const [row] = await t.db.query<{ title: string }>('SELECT title FROM colour_palettes WHERE id = $1', [paletteId]);
    expect(row!.title).toBe('mine');
  });

  it('keeps the latest view time of an item, whichever device reports it first', async () => {
    const userId = await insertUser(t.db);
    const token = await startSession(t.db, userId);
    const a = await device(userId, token);
    const b = await device(userId, token);
    await a.push([a.op({ kind: 'history.add', itemId: 103, type: 3, viewedAt: 1_700_000_500_123 })]);
    await b.push([b.op({ kind: 'history.add', itemId: 103, type: 3, viewedAt: 1_700_000_000_000 })]);
    const pulled = await b.push([], { cursor: 0 });
    expect(pulled.data!.changes.at(-1)).toMatchObject({ entity: 'history', state: { itemId: 103, viewedAt: 1_700_000_500_123 } });
  });
});

describe('POST /api/sync pull', () => {
  it('pages through many changes and tells the client to come back for more', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    const ops = Array.from({ length: 600 }, (_, i) => d.op({ kind: 'paletteFolder.upsert', folderId: `folder-${userId}-${i}`, name: `f${i}` }));
    for (let i = 0; i < ops.length; i += 200) await d.push(ops.slice(i, i + 200));
    const fresh = await device(userId);
    const seen = new Set<string>();
    let more = true;
    let pulls = 0;
    while (more) {
      const page = await fresh.push([]);
      page.data!.changes.forEach((c) => seen.add(c.key));
      more = page.data!.more;
      pulls += 1;
    }
    expect(seen.size).toBe(600);
    expect(pulls).toBe(2);
  });

  it('starts a client over when its cursor is beyond the server history (restored database)', async () => {
    const userId = await insertUser(t.db);
    const d = await device(userId);
    await d.push([d.op(favourite(104, true))]);
    const result = await d.push([], { cursor: 10_000 });
    expect(result.data!.reset).toBe(true);
    expect(result.data!.changes.map((c) => c.key)).toEqual(['3:104:']);
  });
});

describe('POST /api/offline/sizes', () => {
  it('adds up the stored sizes of images and their variants, so a pack shows its size first', async () => {
    await t.db.query(`UPDATE media SET bytes = 5000, variants = '{"thumb": {"bytes": 700}}' WHERE id = 'cover-101'`);
    const ask = (urls: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/offline/sizes', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ urls }) });
    const sized = await ask(['/media/cover-101', '/media/cover-101/thumb', '/media/unknown-id']);
    expect(sized.json()).toEqual({ status: 200, data: { bytes: 5700 }, msg: 'success' });
    const bad = await ask(['/api/data']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('不是图片地址');
  });
});
