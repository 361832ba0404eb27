import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { SandboxProvider } from '../../server/payments/sandbox';
import { settlePendingOrders } from '../../server/orders/orders';
import type { CreatedOrder, OrderDetail } from '../../src/shared/contract/calls/order';
import type { SignedFields } from '../../server/payments/provider';

let t: TestApp;
let sandbox: SandboxProvider;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = await SandboxProvider.create(t.db);
});
afterAll(() => t.dispose());

let keyCounter = 0;
async function buyer(name: string) {
  const id = await createUser(t.db, name);
  const { cookie } = await login(t.app, name);
  return { id, cookie };
}
async function order(cookie: string, buyType = 'year') {
  const { body } = await callAs(t.app, cookie, 'oct/Order/create', { buyType, idempotency_key: `payments-key-${++keyCounter}-abcdef` });
  return (body.data as CreatedOrder).orderInfo;
}
const notify = (fields: SignedFields) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/notify/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const paymentFor = (orderNo: string, total: string, overrides: SignedFields = {}) =>
  sandbox.sign({
    app_id: sandbox.appId,
    out_trade_no: orderNo,
    trade_no: `SBTEST${orderNo.slice(-8)}`,
    total_amount: total,
    currency: 'CNY',
    trade_status: 'TRADE_SUCCESS',
    ...overrides,
  });
const vipState = async (userId: number) =>
  (
    await t.db.query<{ vip: boolean; grants: number; until: Date | null }>(
      `SELECT coalesce(vip_expires_at > now(), false) AS vip, vip_expires_at AS until,
              (SELECT count(*)::int FROM vip_grants WHERE user_id = $1) AS grants FROM users WHERE id = $1`,
      [userId],
    )
  )[0]!;

describe('notification replay storm', () => {
  it('20 concurrent copies of one valid notification grant VIP exactly once, and every copy is acknowledged', async () => {
    const user = await buyer('storm-buyer');
    const info = await order(user.cookie);
    const fields = paymentFor(info.order_no, info.total);
    const responses = await Promise.all(Array.from({ length: 20 }, () => notify(fields)));
    expect(responses.map((r) => [r.statusCode, r.body])).toEqual(Array(20).fill([200, 'success']));
    for (let i = 0; i < 3; i++) expect((await notify(fields)).body).toBe('success');

    const state = await vipState(user.id);
    expect(state).toMatchObject({ vip: true, grants: 1 });
    const days = (new Date(state.until!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    const outcomes = await t.db.query<{ outcome: string; n: number }>(
      `SELECT outcome, count(*)::int AS n FROM payment_notifications WHERE out_trade_no = $1 GROUP BY outcome ORDER BY outcome`,
      [info.order_no],
    );
    expect(outcomes).toEqual([
      { outcome: 'duplicate', n: 22 },
      { outcome: 'granted', n: 1 },
    ]);
    const detail = (await callAs(t.app, user.cookie, 'oct/Order/query', { order_no: info.order_no })).body.data as OrderDetail;
    expect(detail.status).toBe('paid');
    expect(detail.paid_time).toBeGreaterThan(0);
    expect((await callAs(t.app, user.cookie, 'index/User/reGetInfo')).body.data).toMatchObject({ is_vip: 1, is_buy_vip: 1, is_auth: 1 });
  });
});

describe('tampered notifications change nothing', () => {
  it.each([
    ['bad signature', (no: string, total: string) => ({ ...paymentFor(no, total), total_amount: total, sign: Buffer.alloc(64, 1).toString('base64') })],
    ['amount 0.01', (no: string) => paymentFor(no, '0.01')],
    ['negative amount', (no: string) => paymentFor(no, '-3980.00')],
    ['amount off by a cent', (no: string) => paymentFor(no, '3979.99')],
    ['wrong app_id', (no: string, total: string) => paymentFor(no, total, { app_id: 'someone-else' })],
    ['unknown out_trade_no', (_no: string, total: string) => paymentFor('TL20200101000000DEADBEEF', total)],
    ['trade not paid', (no: string, total: string) => paymentFor(no, total, { trade_status: 'WAIT_BUYER_PAY' })],
    ['closed trade', (no: string, total: string) => paymentFor(no, total, { trade_status: 'TRADE_CLOSED' })],
    ['currency swap', (no: string, total: string) => paymentFor(no, total, { currency: 'USD' })],
    ['field edited after signing', (no: string, total: string) => ({ ...paymentFor(no, total), trade_no: 'SOMETHINGELSE' })],
    ['no signature', (no: string, total: string) => {
      const { sign: _sign, ...unsigned } = paymentFor(no, total);
      return unsigned;
    }],
  ])('%s', async (label, forge) => {
    const user = await buyer(`tamper-${label.replace(/\W+/g, '-')}`.slice(0, 30));
    const info = await order(user.cookie);
    const response = await notify(forge(info.order_no, info.total));
    expect([response.statusCode, response.body]).toEqual([400, 'fail']);
    expect(await vipState(user.id)).toMatchObject({ vip: false, grants: 0 });
    const detail = (await callAs(t.app, user.cookie, 'oct/Order/query', { order_no: info.order_no })).body.data as OrderDetail;
    expect(detail.status).toBe('pending');
    const [alert] = await t.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_notifications ORDER BY id DESC LIMIT 1`,
    );
    expect(alert!.outcome).toBe('rejected');
  });

  it('a notification signed by another key (a forged "provider") is refused', async () => {
    const user = await buyer('other-key');
    const info = await order(user.cookie);
    const { generateKeyPairSync } = await import('node:crypto');
    const impostor = new SandboxProvider(
      t.db,
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }) as string,
    );
    const forged = impostor.sign({ app_id: sandbox.appId, out_trade_no: info.order_no, trade_no: 'X1', total_amount: info.total, trade_status: 'TRADE_SUCCESS' });
    expect((await notify(forged)).statusCode).toBe(400);
    expect(await vipState(user.id)).toMatchObject({ vip: false, grants: 0 });
  });
});

describe('forged return URL', () => {
  it('grants nothing: the return route only redirects to the order page', async () => {
    const user = await buyer('returner');
    const info = await order(user.cookie);
    const forgedQuery = new URLSearchParams({ out_trade_no: info.order_no, trade_status: 'TRADE_SUCCESS', total_amount: info.total, sign: 'AAAA' });
    const response = await t.app.inject({ method: 'GET', url: `/api/payments/return/sandbox?${forgedQuery}`, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/userCenter/orderManage?order_no=${info.order_no}`);
    const evil = await t.app.inject({ method: 'GET', url: '/api/payments/return/sandbox?out_trade_no=//evil.example' });
    expect(evil.headers.location).toBe('/userCenter/orderManage');
    expect(await vipState(user.id)).toMatchObject({ vip: false, grants: 0 });
    const detail = (await callAs(t.app, user.cookie, 'oct/Order/query', { order_no: info.order_no })).body.data as OrderDetail;
    expect(detail.status).toBe('pending');
  });
});

describe('sandbox payment, lost notifications and expiry', () => {
  it('the sandbox cashier pays and notifies over HTTP; the order becomes paid', async () => {
    const user = await buyer('cashier');
    const info = await order(user.cookie, 'quarter');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      payload: { order_no: info.order_no },
    });
    expect(pay.json()).toMatchObject({ status: 200, data: { paid: true } });
    const detail = (await callAs(t.app, user.cookie, 'oct/Order/query', { order_no: info.order_no })).body.data as OrderDetail;
    expect(detail.status).toBe('paid');
    expect(await vipState(user.id)).toMatchObject({ vip: true, grants: 1 });
  });

  it('a user cannot pay (change) someone else’s order at the sandbox', async () => {
    const owner = await buyer('owner-of-order');
    const stranger = await buyer('stranger');
    const info = await order(owner.cookie);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/json', cookie: stranger.cookie },
      payload: { order_no: info.order_no },
    });
    expect(pay.statusCode).toBe(404);
    expect(await vipState(owner.id)).toMatchObject({ vip: false, grants: 0 });
  });

  it('when every notification is lost, querying the provider completes the order', async () => {
    const silent = await createTestApp();
    try {
      // The payer pays at the provider, but no notification ever reaches us.
      const provider = await SandboxProvider.create(silent.db);
      const id = await createUser(silent.db, 'lost-notify');
      const { cookie } = await login(silent.app, 'lost-notify');
      const created = (await callAs(silent.app, cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: 'lost-notify-key-0001' })).body.data as CreatedOrder;
      expect(await provider.pay(created.orderInfo.order_no)).not.toBeNull();
      const [{ grants }] = (await silent.db.query<{ grants: number }>('SELECT count(*)::int AS grants FROM vip_grants WHERE user_id = $1', [id])) as [{ grants: number }];
      expect(grants).toBe(0);
      const detail = (await callAs(silent.app, cookie, 'oct/Order/query', { order_no: created.orderInfo.order_no })).body.data as OrderDetail;
      expect(detail.status).toBe('paid');
      expect((await callAs(silent.app, cookie, 'index/User/reGetInfo')).body.data).toMatchObject({ is_vip: 1 });
    } finally {
      await silent.dispose();
    }
  });

  it('an unpaid order expires at its deadline; a later payment goes to review, never a silent grant', async () => {
    const user = await buyer('late-payer');
    const info = await order(user.cookie);
    await t.db.query(`UPDATE orders SET loss_at = now() - interval '1 second' WHERE order_no = $1`, [info.order_no]);
    await settlePendingOrders(t.db, sandbox, t.app.log);
    let detail = (await callAs(t.app, user.cookie, 'oct/Order/query', { order_no: info.order_no })).body.data as OrderDetail;
    expect(detail.status).toBe('expired');

    const late = await notify(paymentFor(info.order_no, info.total));
    expect([late.statusCode, late.body]).toEqual([200, 'success']);
    detail = (await callAs(t.app, user.cookie, 'oct/Order/query', { order_no: info.order_no })).body.data as OrderDetail;
    expect(detail.status).toBe('review');
    expect(await vipState(user.id)).toMatchObject({ vip: false, grants: 0 });

    // The user can order the same plan again: the expired order no longer blocks it.
    const next = await order(user.cookie);
    expect(next.order_no).not.toBe(info.order_no);
  });
});

describe('sandbox hygiene', () => {
  it('production refuses the sandbox: no cashier route, no online payment', async () => {
    const production = await createTestApp({ production: true }, { db: t.db });
    try {
      await createUser(production.db, 'prod-buyer');
      const { cookie } = await login(production.app, 'prod-buyer');
      const headers = { 'content-type': 'application/json', cookie };
      const cashier = await production.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers, payload: { order_no: 'TL20260101000000ABCDEF12' } });
      expect(cashier.statusCode).toBe(404);
      const notifyRoute = await production.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
      expect(notifyRoute.statusCode).toBe(404);
      const create = await callAs(production.app, cookie, 'oct/Order/create', { buyType: 'year', idempotency_key: 'prod-key-000000001' });
      expect(create.body).toMatchObject({ status: 500, msg: '在线支付暂未开通，请联系客服' });
      expect(create.http).toBe(503);
      expect((await callAs(production.app, cookie, 'oct/Order/preview')).body.data).toMatchObject({ isShow: false });
    } finally {
      await production.dispose();
    }
  });
});

describe('order state machine (property)', () => {
  it('paid at most once per order; VIP grants equal distinct paid orders; expired never becomes paid', async () => {
    const user = await buyer('property-buyer');
    const planTotals: Record<string, string> = { year: '3980.00', half_year: '2380.00', quarter: '1280.00' };
    const command = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), plan: fc.constantFrom('year', 'half_year', 'quarter') }),
      fc.record({ kind: fc.constant('notify' as const), pick: fc.nat(), copies: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('badNotify' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        await t.db.query('DELETE FROM vip_grants WHERE user_id = $1', [user.id]);
        await t.db.query('DELETE FROM order_requests WHERE user_id = $1', [user.id]);
        await t.db.query('DELETE FROM orders WHERE user_id = $1', [user.id]);
        const made: string[] = [];
        const expiredBeforePay = new Set<string>();
        for (const c of commands) {
          if (c.kind === 'create') made.push((await order(user.cookie, c.plan)).order_no);
          if (made.length === 0) continue;
          const no = made[('pick' in c ? c.pick : 0) % made.length]!;
          const [row] = await t.db.query<{ plan_id: string; status: string }>('SELECT plan_id, status FROM orders WHERE order_no = $1', [no]);
          if (c.kind === 'notify') await Promise.all(Array.from({ length: c.copies }, () => notify(paymentFor(no, planTotals[row!.plan_id]!))));
          if (c.kind === 'badNotify') await notify(paymentFor(no, '0.01'));
          if (c.kind === 'expire' && row!.status === 'pending') {
            await t.db.query(`UPDATE orders SET loss_at = now() - interval '1 second' WHERE order_no = $1`, [no]);
            await t.db.query(`UPDATE orders SET status = 'expired' WHERE order_no = $1 AND status = 'pending'`, [no]);
            expiredBeforePay.add(no);
          }
        }
        const orders = await t.db.query<{ order_no: string; status: string }>('SELECT order_no, status FROM orders WHERE user_id = $1', [user.id]);
        const grants = await t.db.query<{ order_no: string }>('SELECT order_no FROM vip_grants WHERE user_id = $1', [user.id]);
        const paid = orders.filter((o) => o.status === 'paid').map((o) => o.order_no).sort();
        expect(grants.map((g) => g.order_no).sort()).toEqual(paid);
        for (const no of expiredBeforePay) expect(paid).not.toContain(no);
        const pendingPerPlan = await t.db.query(
          `SELECT plan_id FROM orders WHERE user_id = $1 AND status = 'pending' GROUP BY plan_id HAVING count(*) > 1`,
          [user.id],
        );
        expect(pendingPerPlan).toEqual([]);
      }),
      { numRuns: 25, seed: 20260101 },
    );
  });
});
