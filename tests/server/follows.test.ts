import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import type { ListItem } from '../../src/shared/catalogue/types';
import type { FavouriteMark, FollowWord, FollowedBrand } from '../../src/shared/contract/calls/follows';
import { PUSH_VERSION, SYNC_MESSAGES, type PushResponse } from '../../src/shared/sync/protocol';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser } from '../support/accounts';
import { FX, loadFixture } from './catalogue-fixture';

/**
 * Favourites and follows as direct calls (issue #12 item 1): applied through the sync service,
 * exactly once per op id, answered per spec §8, and pulled by the member's other devices.
 */

let t: TestApp;
const BLOGGER = 900;

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  await t.db.query(`INSERT INTO bloggers (id, name, nickname, itype) VALUES ($1, 'lin', '林小姐', 3)`, [BLOGGER]);
  await t.db.query('UPDATE items SET blogger_id = $1 WHERE id = 10001', [BLOGGER]);
});
afterAll(() => t.dispose());

let userCounter = 0;
/** A new member signed in on one device: cookie and id. */
async function member() {
  const id = await createUser(t.db, `follows-${++userCounter}-${Date.now().toString(36)}`);
  return { id, cookie: `tl_session=${await startSession(t.db, id)}` };
}

type Body<T> = { status: number; data: T; msg: string };
const call = async <T>(cookie: string, name: string, params: Record<string, unknown>) =>
  (await callAs(t.app, cookie, name, params)).body as Body<T>;

const favRows = (userId: number) =>
  t.db.query<{ item_id: number; item_type: number; picture_id: string }>(
    'SELECT item_id, item_type, picture_id FROM favourites WHERE user_id = $1 ORDER BY item_id, picture_id',
    [userId],
  );
const followRows = (userId: number) =>
  t.db.query<{ target_kind: string; target_id: number }>('SELECT target_kind, target_id FROM follows WHERE user_id = $1 ORDER BY sort, id', [userId]);

/** Another device of the member: pulls through POST /api/sync with its own client id and cursor. */
function otherDevice() {
  const clientId = `device-${randomUUID()}`;
  let cursor = 0;
  return async (cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ pushVersion: PUSH_VERSION, clientId, cursor, ops: [] }),
    });
    const data = (response.json() as Body<PushResponse>).data;
    cursor = data.cursor;
    return data.changes;
  };
}

describe('UserCenter/addFav and delFav', () => {
  it('favourites once however often it is sent, and answers the favourite', async () => {
    const m = await member();
    const first = await call<FavouriteMark>(m.cookie, 'oct/UserCenter/addFav', { id: 10_000, type: 3 });
    expect(first).toMatchObject({ status: 200, data: { id: 10_000, type: 3, picture_id: null, isFav: 1 } });
    expect(first.data.fav_time).toBeGreaterThan(0);
    const again = await call<FavouriteMark>(m.cookie, 'oct/UserCenter/addFav', { id: 10_000, type: 3 });
    expect(again.data).toEqual(first.data);
    expect(await favRows(m.id)).toEqual([{ item_id: 10_000, item_type: 3, picture_id: '' }]);
  });

  it('takes the legacy forms: numeric strings, the page context, an empty or 0 picture_id', async () => {
    const m = await member();
    for (const params of [
      { id: '10002', type: '3', channel: 20850, column: FX.columns.trend, picture_id: '' },
      { id: 10_002, type: 3, picture_id: 0, t: 1, col: 2 },
      { id: 10_002, type: 3, picture_id: null, dataSource: 'es' },
    ]) {
      expect(await call(m.cookie, 'oct/UserCenter/addFav', params), JSON.stringify(params)).toMatchObject({ status: 200, data: { isFav: 1 } });
    }
    expect(await favRows(m.id)).toEqual([{ item_id: 10_002, item_type: 3, picture_id: '' }]);
    // Still validated.
    const bad = await call(m.cookie, 'oct/UserCenter/addFav', { id: '-3', type: 3 });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/^请求参数错误：id/);
  });

  it('refuses an item that does not exist and a picture not in the item, with the sync messages', async () => {
    const m = await member();
    expect(await call(m.cookie, 'oct/UserCenter/addFav', { id: 999_999, type: 3 })).toMatchObject({ status: 404, msg: SYNC_MESSAGES.itemGone });
    expect(await call(m.cookie, 'oct/UserCenter/addFav', { id: 10_000, type: 3, picture_id: 'not-its-picture' })).toMatchObject({
      status: 404,
      msg: SYNC_MESSAGES.pictureGone,
    });
    expect(await favRows(m.id)).toEqual([]);
  });

  it('removes a favourite; removing one that is not there answers 取消失败! (spec §8)', async () => {
    const m = await member();
    await call(m.cookie, 'oct/UserCenter/addFav', { id: 10_000, type: 3 });
    expect(await call(m.cookie, 'oct/UserCenter/delFav', { id: 10_000, type: 3 })).toMatchObject({
      status: 200,
      data: { id: 10_000, type: 3, isFav: 0, fav_time: 0 },
    });
    expect(await favRows(m.id)).toEqual([]);
    expect(await call(m.cookie, 'oct/UserCenter/delFav', { id: 10_000, type: 3 })).toEqual({ status: 404, data: null, msg: '取消失败!' });
    expect(await call(m.cookie, 'oct/UserCenter/delFav', { id: 10_001, type: 3 })).toMatchObject({ status: 404, msg: '取消失败!' });
  });

  it('a retry with the same op_id is answered, never applied again — not even after a later change', async () => {
    const m = await member();
    const add = { id: 10_003, type: 3, op_id: 'retry-add-00000001' };
    expect((await call<FavouriteMark>(m.cookie, 'oct/UserCenter/addFav', add)).data.isFav).toBe(1);
    const remove = { id: 10_003, type: 3, op_id: 'retry-del-00000001' };
    expect((await call<FavouriteMark>(m.cookie, 'oct/UserCenter/delFav', remove)).status).toBe(200);
    // The answer to the add was lost; the client sends it again: the removal made since stays.
    expect(await call(m.cookie, 'oct/UserCenter/addFav', add)).toMatchObject({ status: 200, data: { isFav: 0 } });
    // The removal's answer was lost too: its retry succeeds as the first time did (not 取消失败!).
    expect(await call(m.cookie, 'oct/UserCenter/delFav', remove)).toMatchObject({ status: 200, data: { isFav: 0 } });
    expect(await favRows(m.id)).toEqual([]);
    const ops = await t.db.query<{ outcome: string }>("SELECT outcome FROM sync_ops WHERE user_id = $1 AND client_id LIKE 'api-retry-%'", [m.id]);
    expect(ops.map((op) => op.outcome).sort()).toEqual(['applied', 'applied']);
  });

  it('reaches the member\'s other device at its next sync (add, then remove)', async () => {
    const m = await member();
    const pull = otherDevice();
    // Device B signs in and pulls what there is; then the member signs in on device A.
    const b1 = `tl_session=${await startSession(t.db, m.id)}`;
    expect(await pull(b1)).toEqual([]);
    const a = `tl_session=${await startSession(t.db, m.id)}`;
    await call(a, 'oct/UserCenter/addFav', { id: 10_004, type: 3 });
    await call(a, 'oct/UserCenter/addFollowsWords', { words: [FX.brands.acne] });
    await call(a, 'oct/RedBook/addFollow', { id: BLOGGER });
    // Back on device B.
    const b2 = `tl_session=${await startSession(t.db, m.id)}`;
    const changes = await pull(b2);
    expect(changes.map((change) => [change.entity, change.key])).toEqual([
      ['favourite', '3:10004:'],
      ['follow', `brand:${FX.brands.acne}`],
      ['follow', `blogger:${BLOGGER}`],
    ]);
    expect(changes[0]!.state).toMatchObject({ itemId: 10_004, type: 3, pictureId: null });
    expect(changes[1]!.state).toMatchObject({ target: 'brand', targetId: FX.brands.acne });

    const a2 = `tl_session=${await startSession(t.db, m.id)}`;
    await call(a2, 'oct/UserCenter/delFav', { id: 10_004, type: 3 });
    await call(a2, 'oct/UserCenter/delFollowsWords', { words: [FX.brands.acne] });
    const b3 = `tl_session=${await startSession(t.db, m.id)}`;
    expect((await pull(b3)).map((change) => [change.entity, change.key, change.state])).toEqual([
      ['favourite', '3:10004:', null],
      ['follow', `brand:${FX.brands.acne}`, null],
    ]);
  });

  it('concurrent duplicate calls make one row, with or without an op_id', async () => {
    const m = await member();
    const plain = await Promise.all(Array.from({ length: 8 }, () => call(m.cookie, 'oct/UserCenter/addFav', { id: 10_005, type: 3 })));
    expect(plain.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const keyed = await Promise.all(
      Array.from({ length: 8 }, () => call(m.cookie, 'oct/UserCenter/addFav', { id: 10_006, type: 3, op_id: 'same-request-0001' })),
    );
    expect(keyed.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const follows = await Promise.all(Array.from({ length: 6 }, () => call(m.cookie, 'oct/UserCenter/addFollowsWords', { words: [71, 72] })));
    expect(follows.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await favRows(m.id)).toEqual([
      { item_id: 10_005, item_type: 3, picture_id: '' },
      { item_id: 10_006, item_type: 3, picture_id: '' },
    ]);
    expect(await followRows(m.id)).toEqual([
      { target_kind: 'brand', target_id: 71 },
      { target_kind: 'brand', target_id: 72 },
    ]);
    // The keyed request was processed exactly once: one op in the log, the others were repeats.
    const [logged] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sync_ops WHERE user_id = $1 AND client_id = 'api-same-request-0001'", [m.id]);
    expect(logged!.n).toBe(1);
    // Concurrent removals: one removes, the rest find nothing to remove or succeed; never an error beyond §8's.
    const removals = await Promise.all(Array.from({ length: 6 }, () => call(m.cookie, 'oct/UserCenter/delFav', { id: 10_005, type: 3 })));
    expect(removals.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of removals) expect([200, 404]).toContain(answer.status);
    for (const answer of removals.filter((r) => r.status === 404)) expect(answer.msg).toBe('取消失败!');
    expect((await favRows(m.id)).map((row) => row.item_id)).toEqual([10_006]);
  });
});

describe('brand follows', () => {
  it('follows brands by words, lists them in the member\'s order, reorders and unfollows', async () => {
    const m = await member();
    const added = await call<{ list: FollowWord[] }>(m.cookie, 'oct/UserCenter/addFollowsWords', { words: ['71', 72, 72] });
    expect(added.status).toBe(200);
    expect(added.data.list.map((f) => [f.tag_id, f.pid, f.type, f.data_type])).toEqual([
      [71, 6, 'brand', 'brand'],
      [72, 6, 'brand', 'brand'],
    ]);
    expect(added.data.list[0]).toMatchObject({ name: expect.any(String), up_new_num: 0 });
    const words = await call<{ words: number[]; list: FollowWord[] }>(m.cookie, 'oct/UserCenter/getFollowsWordsByUserId', { channel: 20850 });
    expect(words.data.words).toEqual([71, 72]);

    const ids = words.data.list.map((f) => f.id);
    expect(await call(m.cookie, 'oct/UserCenter/dragSort', { ids: [ids[1], ids[0]] })).toEqual({ status: 200, data: { ids: [ids[1], ids[0]] }, msg: 'success' });
    expect((await call<{ words: number[] }>(m.cookie, 'oct/UserCenter/getFollowsWordsByUserId', {})).data.words).toEqual([72, 71]);
    const follows = await call<{ list: FollowWord[] }>(m.cookie, 'oct/UserCenter/getMemberFollows', { data_type: 'brand' });
    expect(follows.data.list.map((f) => f.tag_id)).toEqual([72, 71]);
    const brands = await call<{ list: FollowedBrand[]; count: number }>(m.cookie, 'oct/UserCenter/getUserFollowsBrand', {});
    expect(brands.data.list.map((b) => [b.id, b.isFav, b.follow_id])).toEqual([
      [72, 1, ids[1]],
      [71, 1, ids[0]],
    ]);
    expect(brands.data.count).toBe(2);

    // Someone else's follow record cannot be sorted.
    const other = await member();
    expect(await call(other.cookie, 'oct/UserCenter/dragSort', { ids: [ids[0]] })).toMatchObject({ status: 404, msg: '关注记录不存在' });

    const removed = await call<{ list: { tag_id: number }[] }>(m.cookie, 'oct/UserCenter/delFollowsWords', { words: [71, 73] });
    expect(removed).toMatchObject({ status: 200, data: { list: [{ tag_id: 71 }] } });
    expect(await call(m.cookie, 'oct/UserCenter/delFollowsWords', { words: [71] })).toMatchObject({ status: 404, msg: '取消失败!' });
    expect(await followRows(m.id)).toEqual([{ target_kind: 'brand', target_id: 72 }]);
  });

  it('refuses a brand that does not exist and follows nothing of that request', async () => {
    const m = await member();
    expect(await call(m.cookie, 'oct/UserCenter/addFollowsWords', { words: [73, 999_998] })).toMatchObject({ status: 404, msg: SYNC_MESSAGES.targetGone });
    expect(await followRows(m.id)).toEqual([]);
    expect((await call(m.cookie, 'oct/UserCenter/addFollowsWords', { words: [] })).status).toBe(400);
  });

  it('shows the follow board and the feed with items of followed brands and bloggers', async () => {
    const m = await member();
    await call(m.cookie, 'oct/UserCenter/addFollowsWords', { words: [FX.brands.acne] });
    await call(m.cookie, 'oct/DataAnalys/followBlogger', { id: String(BLOGGER) });
    const board = await call<{ list: (FollowWord & { items: ListItem[] })[] }>(m.cookie, 'oct/UserCenter/getMemberFollows229', { limit: 2 });
    expect(board.status).toBe(200);
    expect(board.data.list).toHaveLength(1);
    const acneItems = await t.db.query<{ id: number }>('SELECT id FROM items WHERE brand_id = $1 ORDER BY publish_time DESC, id DESC LIMIT 2', [FX.brands.acne]);
    expect(board.data.list[0]!.items.map((item) => item.id)).toEqual(acneItems.map((row) => row.id));

    const feed = await call<{ list: ListItem[]; count: number }>(m.cookie, 'oct/UserCenter/getMemberFollows247', {});
    const [expected] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE brand_id = $1 OR blogger_id = $2', [FX.brands.acne, BLOGGER]);
    expect(feed.data.count).toBe(expected!.n);
    expect(feed.data.list.map((item) => item.id)).toContain(10_001);
    const times = feed.data.list.map((item) => item.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bloggersOnly = await call<{ list: ListItem[] }>(m.cookie, 'oct/UserCenter/getMemberFollows247', { data_type: 'blogger' });
    expect(bloggersOnly.data.list.map((item) => item.id)).toEqual([10_001]);

    const all = await call<{ list: FollowWord[] }>(m.cookie, 'oct/UserCenter/getFollowsWordsByUserIdNew', {});
    expect(all.data.list.map((f) => [f.type, f.pid, f.tag_id])).toEqual([
      ['brand', 6, FX.brands.acne],
      ['blogger', 6222, BLOGGER],
    ]);
    expect(await call(m.cookie, 'oct/General/getFollowWords', {})).toMatchObject({ status: 200, data: { words: [FX.brands.acne], uper: [BLOGGER] } });
    expect(await call('', 'oct/General/getFollowWords', {})).toMatchObject({ status: 200, data: { words: [], uper: [] } });
  });
});

describe('blogger follows', () => {
  it('RedBook/addFollow follows (follow_type 1 by default) and unfollows (0); group 0 only', async () => {
    const m = await member();
    const followed = await call<{ id: number; focus: number }>(m.cookie, 'oct/RedBook/addFollow', { id: String(BLOGGER), group_id: '0' });
    expect(followed.status).toBe(200);
    expect(followed.data.id).toBe(BLOGGER);
    expect(followed.data.focus).toBeGreaterThan(0);
    expect((await call(m.cookie, 'oct/RedBook/addFollow', { id: BLOGGER })).data).toEqual(followed.data);
    expect(await call(m.cookie, 'oct/RedBook/addFollow', { id: BLOGGER, group_id: 5 })).toMatchObject({ status: 404, msg: '关注分组不存在' });
    expect(await call(m.cookie, 'oct/RedBook/addFollow', { id: BLOGGER, follow_type: '0' })).toMatchObject({ status: 200, data: { id: BLOGGER, focus: 0 } });
    expect(await followRows(m.id)).toEqual([]);
    expect(await call(m.cookie, 'oct/RedBook/addFollow', { id: 901 })).toMatchObject({ status: 404, msg: SYNC_MESSAGES.targetGone });
  });

  it('DataAnalys/followBlogger takes a digit id and stores the follow', async () => {
    const m = await member();
    const followed = await call<{ focus: number }>(m.cookie, 'oct/DataAnalys/followBlogger', { id: `${BLOGGER}`, channel: 20850 });
    expect(followed.status).toBe(200);
    expect(await followRows(m.id)).toEqual([{ target_kind: 'blogger', target_id: BLOGGER }]);
    expect((await call(m.cookie, 'oct/DataAnalys/followBlogger', { id: 'abc' })).status).toBe(400);
    expect(await call(m.cookie, 'oct/DataAnalys/followBlogger', { id: BLOGGER, follow: 0 })).toMatchObject({ status: 200, data: { focus: 0 } });
  });

  it('answers a guest 请先登录 and stores nothing', async () => {
    for (const [name, params] of [
      ['oct/UserCenter/addFav', { id: 10_000, type: 3 }],
      ['oct/UserCenter/addFollowsWords', { words: [71] }],
      ['oct/RedBook/addFollow', { id: BLOGGER }],
    ] as const) {
      expect(await call('', name, params), name).toMatchObject({ status: 401, msg: '请先登录' });
    }
  });
});
