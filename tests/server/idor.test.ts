import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_VERSION } from '../../src/shared/sync/protocol';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { loadFixture } from './catalogue-fixture';
import type { CreatedOrder } from '../../src/shared/contract/calls/order';

/**
 * User A going after user B's orders, favourites, follows, history, palettes and profile by id,
 * through the data endpoint, the sandbox cashier and the sync push (checklist C2, C3).
 */
let t: TestApp;
let a: { id: number; cookie: string };
let b: { id: number; cookie: string };
let bOrderNo: string;
const B_PALETTE = 'palette-of-user-b-01';

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  const aId = await createUser(t.db, 'idor-a', { phone: '13700000001' });
  const bId = await createUser(t.db, 'idor-b', { phone: '13700000002' });
  a = { id: aId, cookie: (await login(t.app, 'idor-a')).cookie };
  b = { id: bId, cookie: (await login(t.app, 'idor-b')).cookie };
  const created = await callAs(t.app, b.cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: 'idor-b-order-key-01' });
  bOrderNo = (created.body.data as CreatedOrder).orderInfo.order_no;
  await t.db.query(`INSERT INTO favourites (user_id, item_type, item_id) VALUES ($1, 3, 10000), ($1, 401, 10001)`, [bId]);
  await t.db.query(`INSERT INTO favourites (user_id, item_type, item_id, picture_id) VALUES ($1, 3, 10002, 'img2')`, [bId]);
  await t.db.query(`INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, 'brand', 71)`, [bId]);
  await t.db.query(`INSERT INTO view_history (user_id, item_type, item_id, viewed_at) VALUES ($1, 3, 10004, now())`, [bId]);
  await t.db.query(
    `INSERT INTO colour_palettes (id, user_id, title, colours) VALUES ($1, $2, 'B 的色板', '[{"color_rgbhex":"#C8102E","ratio":100}]')`,
    [B_PALETTE, bId],
  );
});
afterAll(() => t.dispose());

const bState = async () => ({
  order: await t.db.query('SELECT status, pay_type FROM orders WHERE order_no = $1', [bOrderNo]),
  favourites: await t.db.query('SELECT item_type, item_id, picture_id FROM favourites WHERE user_id = $1 ORDER BY item_id', [b.id]),
  follows: await t.db.query('SELECT target_kind, target_id FROM follows WHERE user_id = $1', [b.id]),
  history: await t.db.query('SELECT item_id FROM view_history WHERE user_id = $1', [b.id]),
  palettes: await t.db.query('SELECT id, title, colours FROM colour_palettes WHERE user_id = $1', [b.id]),
  profile: await t.db.query('SELECT nickname, type, vip_expires_at FROM users WHERE id = $1', [b.id]),
});

describe('IDOR: A cannot reach B’s data', () => {
  let before: Awaited<ReturnType<typeof bState>>;
  beforeAll(async () => {
    before = await bState();
    expect(before.favourites).toHaveLength(3);
    expect(before.palettes).toHaveLength(1);
  });

  it('orders: B’s order number is "not found" for A, and never listed', async () => {
    const query = await callAs(t.app, a.cookie, 'oct/Order/query', { order_no: bOrderNo });
    expect(query).toEqual({ http: 404, body: { status: 404, data: null, msg: '订单不存在' } });
    const mine = await callAs(t.app, a.cookie, 'oct/Order/myOrders');
    expect(JSON.stringify(mine.body)).not.toContain(bOrderNo);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      payload: { order_no: bOrderNo },
    });
    expect(pay.statusCode).toBe(404);
    // A reusing B's idempotency key gets an order of A's own.
    const reuse = await callAs(t.app, a.cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: 'idor-b-order-key-01' });
    expect((reuse.body.data as CreatedOrder).orderInfo.order_no).not.toBe(bOrderNo);
  });

  it('favourites, follows and history: A’s user centre shows none of B’s', async () => {
    for (const kind of ['atlas', 'media', 'theme', 'video']) {
      expect((await callAs(t.app, a.cookie, 'oct/UserCenter/getFavList', { kind })).body.status).toBe(4000);
      expect((await callAs(t.app, a.cookie, 'oct/ListDataKw/getFavColoumnCounts', { kind })).body.status).toBe(4000);
    }
    const counts = (await callAs(t.app, a.cookie, 'oct/ListDataKw/getFavDataTypes')).body.data as { list: { count: number }[] };
    expect(counts.list.every((entry) => entry.count === 0)).toBe(true);
    expect((await callAs(t.app, a.cookie, 'oct/UserCenter/getMemberFollows', { data_type: 'brand' })).body.status).toBe(4000);
    expect((await callAs(t.app, a.cookie, 'oct/UserCenter/getViewHistory')).body.status).toBe(4000);
    // …while B sees them.
    const bAtlas = (await callAs(t.app, b.cookie, 'oct/UserCenter/getFavList', { kind: 'atlas' })).body.data as { count: number };
    expect(bAtlas.count).toBe(2);
  });

  it('palettes: A can neither list nor delete B’s palette by its id', async () => {
    const list = await callAs(t.app, a.cookie, 'oct/UserCenter/getColorGroup', {});
    expect(JSON.stringify(list.body)).not.toContain(B_PALETTE);
    await callAs(t.app, a.cookie, 'oct/UserCenter/actColorGroup', { act: 'delete', paletteId: B_PALETTE });
    expect((await bState()).palettes).toEqual(before.palettes);
  });

  it('sync push: ops claiming B’s user id are refused; A’s own ops on B’s ids touch only A', async () => {
    const push = (ops: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync',
        headers: { 'content-type': 'application/json', cookie: a.cookie },
        payload: { pushVersion: PUSH_VERSION, clientId: 'idor-client-a-01', cursor: 0, ops },
      });
    const forged = await push([
      { opId: 'idor-op-0001', seq: 1, userId: b.id, kind: 'favourite.set', itemId: 10000, type: 3, pictureId: null, on: false },
    ]);
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    const own = await push([
      { opId: 'idor-op-0002', seq: 1, userId: a.id, kind: 'favourite.set', itemId: 10000, type: 3, pictureId: null, on: false },
      { opId: 'idor-op-0003', seq: 2, userId: a.id, kind: 'palette.upsert', paletteId: B_PALETTE, folderId: null, title: '偷', colours: [{ color_rgbhex: '#000000', ratio: 100 }] },
      { opId: 'idor-op-0004', seq: 3, userId: a.id, kind: 'palette.delete', paletteId: B_PALETTE },
      { opId: 'idor-op-0005', seq: 4, userId: a.id, kind: 'follow.set', target: 'brand', targetId: 71, on: false },
    ]);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toContain('B 的色板');
  });

  it('profile: A cannot set VIP, type or another user’s fields; answers carry no secrets', async () => {
    for (const params of [
      { nickname: 'x', company: 'y', job_title: 'z', is_vip: 1 },
      { nickname: 'x', company: 'y', job_title: 'z', type: 1 },
      { nickname: 'x', company: 'y', job_title: 'z', user_id: b.id },
      { nickname: 'x', company: 'y', job_title: 'z', downloadLimit: 9999, role: 'admin' },
    ]) {
      // Legacy-tolerant params (issue #12): undeclared keys are dropped, never applied.
      const { http, body } = await callAs(t.app, a.cookie, 'oct/UserCenter/updateMyInfo', params);
      expect(http).toBe(200);
      expect(body.data).toMatchObject({ username: 'idor-a', is_vip: 0, type: 0 });
    }
    const updated = await callAs(t.app, a.cookie, 'oct/UserCenter/updateMyInfo', { nickname: ' 阿 ', company: '潮织', job_title: '买手' });
    expect(updated.body.data).toMatchObject({ nickname: '阿', username: 'idor-a', phone: '137****0001', is_vip: 0, type: 0 });
    const text = JSON.stringify([updated.body, (await callAs(t.app, a.cookie, 'index/User/reGetInfo')).body]);
    expect(text).not.toMatch(/argon2|password|13700000002|13700000001|idor-b/);
  });

  it('left every row of B unchanged', async () => {
    expect(await bState()).toEqual(before);
  });
});
