import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import type { CreatedOrder, OrderDetail, PaymentPreview, VipPlan } from '../../src/shared/contract/calls/order';
import { calls, type CallDef } from '../../src/shared/contract';

let t: TestApp;
let cookie: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = await createUser(t.db, 'buyer');
  ({ cookie } = await login(t.app, 'buyer'));
});
afterAll(() => t.dispose());

const key = (n: number | string) => `order-key-${String(n).padStart(8, '0')}`;

describe('plans and preview', () => {
  it('lists plans from the server table, to guests too', async () => {
    const { body } = await callAs(t.app, '', 'oct/Order/vipList');
    const list = (body.data as { list: VipPlan[] }).list;
    expect(list.map((plan) => plan.buyType)).toEqual(['year', 'half_year', 'quarter']);
    expect(list[0]).toEqual({ buyType: 'year', name: '年度VIP会员', days: 365, price: '3980.00', channels: [20850, 20840, 20860] });
  });

  it('previews price and end date; year and alipay are the defaults', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/Order/preview');
    const preview = body.data as PaymentPreview;
    expect(preview).toMatchObject({ isShow: true, buyType: 'year', payType: 'alipay', payPrice: '3980.00', postParam: { vip: 'year', quantity: 1 } });
    expect(preview.endDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    const expected = new Date(Date.now() + 365 * 86_400_000);
    expect(Math.abs(Date.parse(preview.endDate.replaceAll('/', '-')) - expected.getTime())).toBeLessThan(2 * 86_400_000);
  });

  // Legacy-tolerant params (issue #12): a field the call does not declare is dropped, so a
  // tampered price, amount, days or quantity can only ever be ignored; the plan table decides.
  it.each([
    [{ buyType: 'year', price: 0.01 }],
    [{ buyType: 'year', amount: 1 }],
  ])('ignores a tampered price in the preview %j', async (params) => {
    const { body } = await callAs(t.app, cookie, 'oct/Order/preview', params);
    expect(body).toMatchObject({ status: 200, data: { buyType: 'year', payPrice: '3980.00' } });
  });

  it.each([
    [{ buyType: 'year', days: 9999, price: 0.01, idempotency_key: key('tamper-days') }],
    [{ buyType: 'year', quantity: -1, total: '0.01', idempotency_key: key('tamper-quantity') }],
  ])('ignores tampered plan fields when creating an order %j', async (params) => {
    const { body } = await callAs(t.app, cookie, 'oct/Order/create', params);
    expect(body).toMatchObject({ status: 200, data: { orderInfo: { total: '3980.00' } } });
  });

  it('refuses an unknown pay type', async () => {
    const { http, body } = await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'year', payType: 'paypal', idempotency_key: key('tamper') });
    expect(http).toBe(400);
    expect(body.status).toBe(400);
  });

  it('refuses an unknown plan', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'lifetime', idempotency_key: key('unknown') });
    expect(body).toMatchObject({ status: 400, msg: '该会员方案不存在' });
  });
});

describe('order creation', () => {
  it('takes the amount from the plan table and opens a pending order with a deadline', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'quarter', payType: 'wechat', idempotency_key: key(1) });
    const created = body.data as CreatedOrder;
    expect(created.orderInfo.total).toBe('1280.00');
    expect(created.orderInfo.loss_time - created.orderInfo.add_time).toBe(30 * 60);
    expect(created.payment).toEqual({ provider: 'sandbox', url: `/userCenter/member?order_no=${created.orderInfo.order_no}` });
    const detail = (await callAs(t.app, cookie, 'oct/Order/query', { order_no: created.orderInfo.order_no })).body.data as OrderDetail;
    expect(detail).toMatchObject({ status: 'pending', buyType: 'quarter', payType: 'wechat', paid_time: 0, plan_name: '季度VIP会员' });
  });

  it('10 concurrent creations with one idempotency key make one order with identical answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callAs(t.app, cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: key(2) })),
    );
    expect(answers.map((a) => a.http)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await t.db.query(`SELECT order_no FROM orders WHERE user_id = $1 AND plan_id = 'year'`, [userId]);
    expect(rows).toHaveLength(1);
  });

  it('the same key with a different body is refused with 422', async () => {
    const { http, body } = await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'half_year', idempotency_key: key(2) });
    expect(http).toBe(422);
    expect(body.msg).toBe('同一幂等键不能用于不同的订单内容');
  });

  it('a new key for a plan with an open order returns that open order', async () => {
    const first = (await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: key(2) })).body.data as CreatedOrder;
    const again = (await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: key(3) })).body.data as CreatedOrder;
    expect(again.orderInfo.order_no).toBe(first.orderInfo.order_no);
  });

  it('keys are scoped per user', async () => {
    await createUser(t.db, 'other-buyer');
    const other = await login(t.app, 'other-buyer');
    const mine = (await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: key(2) })).body.data as CreatedOrder;
    const theirs = (await callAs(t.app, other.cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: key(2) })).body.data as CreatedOrder;
    expect(theirs.orderInfo.order_no).not.toBe(mine.orderInfo.order_no);
  });

  it('lists only the caller’s own orders, newest first', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/Order/myOrders');
    const { list, count } = body.data as { list: OrderDetail[]; count: number };
    expect(count).toBe(2);
    expect(list.map((o) => o.buyType).sort()).toEqual(['quarter', 'year']);
  });

  it('guests cannot order', async () => {
    const { http, body } = await callAs(t.app, '', 'oct/Order/create', { buyType: 'year', idempotency_key: key(9) });
    expect([http, body.status]).toEqual([401, 401]);
  });
});

describe('caching of order answers (issue #18)', () => {
  const inject = (name: string, params: Record<string, unknown>) => {
    const [module, controller, func] = name.split('/');
    return t.app.inject({ method: 'POST', url: '/api/data', headers: { 'content-type': 'application/json', cookie }, payload: { module, controller, func, params } });
  };

  it('preview, query and myOrders answer no-store without the service worker opt-in header', async () => {
    const created = await callAs(t.app, cookie, 'oct/Order/create', { buyType: 'quarter', idempotency_key: key('no-store') });
    const { order_no } = (created.body.data as CreatedOrder).orderInfo;
    for (const [name, params] of [
      ['oct/Order/preview', {}],
      ['oct/Order/query', { order_no }],
      ['oct/Order/myOrders', {}],
    ] as const) {
      const response = await inject(name, params);
      expect(response.json().status, name).toBe(200);
      expect(response.headers['cache-control'], name).toBe('no-store');
      expect(response.headers['x-trendloom-cacheable'], name).toBeUndefined();
    }
  });

  it('every order call that answers a user is declared noStore or is a write (nothing personal enters the offline cache)', () => {
    const personal = Object.entries(calls as Record<string, CallDef>).filter(([, def]) => def.controller === 'Order' && def.access !== 'public');
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.filter(([, def]) => def.kind === 'read' && !def.noStore).map(([name]) => name)).toEqual([]);
  });

  it('the public plan list stays readable offline', async () => {
    const response = await inject('oct/Order/vipList', {});
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['x-trendloom-cacheable']).toBe('1');
  });
});
