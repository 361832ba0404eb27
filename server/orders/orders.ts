import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../api/registry';
import { STATUS } from '../../src/shared/contract';
import type { OrderDetail, OrderInfo, PayType, VipPlan } from '../../src/shared/contract/calls/order';
import type { Db, Queryable } from '../db/db';
import { extendVip } from '../accounts/users';
import { PAID_TRADE_STATES, type PaymentProvider, type VerifiedPayment } from '../payments/provider';
import { epochSeconds, yuan } from './format';

/** An unpaid order closes after this long (the provider is told the same deadline). */
export const ORDER_TTL_MINUTES = 30;

export const ORDER_MESSAGES = {
  unknownPlan: '该会员方案不存在',
  notFound: '订单不存在',
  keyReused: '同一幂等键不能用于不同的订单内容',
  inFlight: '订单正在创建中，请稍候',
  paymentUnavailable: '在线支付暂未开通，请联系客服',
} as const;

export interface PlanRow {
  id: string;
  name_zh: string;
  name_en: string;
  days: number;
  price_cents: number;
  channels: number[];
}

export async function loadPlans(db: Queryable): Promise<PlanRow[]> {
  return db.query<PlanRow>('SELECT id, name_zh, name_en, days, price_cents, channels FROM vip_plans WHERE active ORDER BY sort, id');
}

export async function loadPlan(db: Queryable, id: string): Promise<PlanRow> {
  const [plan] = await db.query<PlanRow>(
    'SELECT id, name_zh, name_en, days, price_cents, channels FROM vip_plans WHERE id = $1 AND active',
    [id],
  );
  if (!plan) throw new ApiError(STATUS.badRequest, ORDER_MESSAGES.unknownPlan, 400);
  return plan;
}

export const toVipPlan = (plan: PlanRow, locale: 'zh' | 'en'): VipPlan => ({
  buyType: plan.id,
  name: locale === 'en' ? plan.name_en : plan.name_zh,
  days: plan.days,
  price: yuan(plan.price_cents),
  channels: plan.channels,
});

/** When VIP would end if this plan were paid now: after the current VIP, or from today. */
export async function vipEndIfPaid(db: Queryable, userId: number, days: number): Promise<Date> {
  const [row] = await db.query<{ until: Date }>(
    `SELECT GREATEST(coalesce(vip_expires_at, now()), now()) + make_interval(days => $2) AS until FROM users WHERE id = $1`,
    [userId, days],
  );
  return new Date(row!.until);
}

export interface OrderRow {
  order_no: string;
  user_id: number;
  plan_id: string;
  plan_name: string;
  pay_type: PayType;
  provider: string;
  total_cents: number;
  status: OrderDetail['status'];
  created_at: Date;
  loss_at: Date;
  paid_at: Date | null;
}

const ORDER_SELECT = `SELECT o.order_no, o.user_id, o.plan_id, p.name_zh AS plan_name, o.pay_type, o.provider,
  o.total_cents, o.status, o.created_at, o.loss_at, o.paid_at FROM orders o JOIN vip_plans p ON p.id = o.plan_id`;

export const toOrderInfo = (order: OrderRow): OrderInfo => ({
  order_no: order.order_no,
  total: yuan(order.total_cents),
  add_time: epochSeconds(new Date(order.created_at)),
  loss_time: epochSeconds(new Date(order.loss_at)),
});

export const toOrderDetail = (order: OrderRow): OrderDetail => ({
  ...toOrderInfo(order),
  status: order.status,
  buyType: order.plan_id,
  plan_name: order.plan_name,
  payType: order.pay_type,
  provider: order.provider,
  paid_time: order.paid_at ? epochSeconds(new Date(order.paid_at)) : 0,
});

/** One of the user's own orders; someone else's order is "not found", never shown. */
export async function loadOwnOrder(db: Queryable, userId: number, orderNo: string): Promise<OrderRow> {
  const [order] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = $1 AND o.user_id = $2`, [orderNo, userId]);
  if (!order) throw new ApiError(STATUS.notFound, ORDER_MESSAGES.notFound, 404);
  return order;
}

export async function listOwnOrders(db: Queryable, userId: number, page: number, pageSize = 20) {
  const [list, [total]] = await Promise.all([
    db.query<OrderRow>(`${ORDER_SELECT} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.order_no DESC LIMIT $2 OFFSET $3`, [
      userId,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE user_id = $1', [userId]),
  ]);
  return { list: list.map(toOrderDetail), count: total?.count ?? 0 };
}

const newOrderNo = (now = new Date()) =>
  `TL${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;

export interface CreateOrderInput {
  userId: number;
  buyType: string;
  payType: PayType;
  idempotencyKey: string;
}

/**
 * Makes the user's order for a plan, exactly once per idempotency key:
 * - the key is claimed with INSERT … ON CONFLICT DO NOTHING, so concurrent requests with one
 *   key wait for the first and then return its order;
 * - the same key with a different body is refused (422);
 * - a second open order for the same plan is impossible (partial unique index): the open one is
 *   returned instead.
 * The amount and days are copied from the plan table; nothing the client sends sets them.
 */
export async function createOrder(db: Db, provider: PaymentProvider, input: CreateOrderInput): Promise<OrderRow> {
  const requestHash = createHash('sha256').update(JSON.stringify([input.buyType, input.payType])).digest('hex');
  const orderNo = await db.transaction(async (tx) => {
    const plan = await loadPlan(tx, input.buyType);
    const claimed = await tx.query(
      `INSERT INTO order_requests (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING idempotency_key`,
      [input.userId, input.idempotencyKey, requestHash],
    );
    if (claimed.length === 0) {
      const [earlier] = await tx.query<{ request_hash: string; order_no: string | null }>(
        'SELECT request_hash, order_no FROM order_requests WHERE user_id = $1 AND idempotency_key = $2',
        [input.userId, input.idempotencyKey],
      );
      if (earlier?.request_hash !== requestHash) throw new ApiError(STATUS.badRequest, ORDER_MESSAGES.keyReused, 422);
      if (!earlier.order_no) throw new ApiError(STATUS.conflict, ORDER_MESSAGES.inFlight, 409);
      return earlier.order_no;
    }
    const inserted = await tx.query<{ order_no: string }>(
      `INSERT INTO orders (order_no, user_id, plan_id, pay_type, provider, total_cents, days, channels, loss_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9))
       ON CONFLICT (user_id, plan_id) WHERE status = 'pending' DO NOTHING RETURNING order_no`,
      [newOrderNo(), input.userId, plan.id, input.payType, provider.name, plan.price_cents, plan.days, plan.channels, ORDER_TTL_MINUTES],
    );
    let chosen = inserted[0]?.order_no;
    if (!chosen) {
      // The open order for this plan continues, paid the way the user now chose.
      const [open] = await tx.query<{ order_no: string }>(
        `UPDATE orders SET pay_type = $3 WHERE user_id = $1 AND plan_id = $2 AND status = 'pending' RETURNING order_no`,
        [input.userId, plan.id, input.payType],
      );
      chosen = open!.order_no;
    }
    await tx.query('UPDATE order_requests SET order_no = $3 WHERE user_id = $1 AND idempotency_key = $2', [
      input.userId,
      input.idempotencyKey,
      chosen,
    ]);
    return chosen;
  });
  return loadOwnOrder(db, input.userId, orderNo);
}

export type PaymentOutcome = 'granted' | 'duplicate' | 'review' | 'rejected';

/**
 * Applies a payment whose signature already verified. The order row is locked and the
 * pending→paid UPDATE is conditional, so however many copies arrive at once, exactly one
 * grants; vip_grants' primary key on order_no makes a second grant impossible anyway.
 * Amount, currency, merchant id and trade state must all match, or nothing changes.
 */
export async function applyPayment(
  db: Db,
  provider: PaymentProvider,
  payment: VerifiedPayment,
): Promise<{ outcome: PaymentOutcome; detail: string }> {
  if (payment.appId !== provider.appId) return { outcome: 'rejected', detail: `app_id ${payment.appId}` };
  if (!PAID_TRADE_STATES.has(payment.tradeStatus)) return { outcome: 'rejected', detail: `trade_status ${payment.tradeStatus}` };
  if (payment.currency !== 'CNY') return { outcome: 'rejected', detail: `currency ${payment.currency}` };
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ user_id: number; total_cents: number; status: string; provider: string; provider_trade_no: string | null }>(
      'SELECT user_id, total_cents, status, provider, provider_trade_no FROM orders WHERE order_no = $1 FOR UPDATE',
      [payment.outTradeNo],
    );
    if (!order) return { outcome: 'rejected', detail: 'unknown out_trade_no' };
    if (order.provider !== provider.name) return { outcome: 'rejected', detail: `order belongs to ${order.provider}` };
    if (payment.totalAmount !== yuan(order.total_cents)) {
      return { outcome: 'rejected', detail: `amount ${payment.totalAmount} ≠ ${yuan(order.total_cents)}` };
    }
    const [paid] = await tx.query<{ user_id: number; days: number; channels: number[] }>(
      `UPDATE orders SET status = 'paid', paid_at = now(), provider_trade_no = $2
        WHERE order_no = $1 AND status = 'pending' RETURNING user_id, days, channels`,
      [payment.outTradeNo, payment.tradeNo],
    );
    if (paid) {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [paid.user_id]);
      const until = await vipEndIfPaid(tx, paid.user_id, paid.days);
      await extendVip(tx, paid.user_id, until, paid.channels);
      await tx.query(
        'INSERT INTO vip_grants (order_no, user_id, days, channels, vip_until) VALUES ($1, $2, $3, $4, $5)',
        [payment.outTradeNo, paid.user_id, paid.days, paid.channels, until],
      );
      return { outcome: 'granted', detail: '' };
    }
    if (order.status === 'expired') {
      // Paid after the order closed: a person decides (refund or grant), never a silent grant.
      await tx.query(`UPDATE orders SET status = 'review', provider_trade_no = $2 WHERE order_no = $1`, [
        payment.outTradeNo,
        payment.tradeNo,
      ]);
      return { outcome: 'review', detail: 'paid after expiry' };
    }
    return { outcome: 'duplicate', detail: order.status };
  });
}

/** Records a notification or query answer and its outcome; rejections and reviews are alerts. */
export async function recordPaymentMessage(
  db: Queryable,
  log: FastifyBaseLogger,
  provider: string,
  fields: Record<string, string>,
  result: { outcome: PaymentOutcome; detail: string },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_notifications (provider, out_trade_no, trade_no, outcome, detail, payload) VALUES ($1, $2, $3, $4, $5, $6)`,
    [provider, fields.out_trade_no ?? null, fields.trade_no ?? null, result.outcome, result.detail, JSON.stringify(fields)],
  );
  const entry = { provider, out_trade_no: fields.out_trade_no, outcome: result.outcome, detail: result.detail };
  if (result.outcome === 'rejected' || result.outcome === 'review') log.error(entry, 'payment alert');
  else log.info(entry, 'payment message');
}

/**
 * Reconciliation: asks the provider about pending orders (a lost notification still grants),
 * then closes unpaid ones past their deadline. Scoped to one user when given.
 */
export async function settlePendingOrders(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  options: { userId?: number; overdueOnly?: boolean; olderThanSeconds?: number } = {},
): Promise<void> {
  const pending = await db.query<{ order_no: string }>(
    `SELECT order_no FROM orders WHERE status = 'pending' AND provider = $1
        AND created_at <= now() - make_interval(secs => $2) AND ($3::integer IS NULL OR user_id = $3)
        AND (NOT $4::boolean OR loss_at <= now())
      ORDER BY created_at LIMIT 200`,
    [provider.name, options.olderThanSeconds ?? 0, options.userId ?? null, options.overdueOnly ?? false],
  );
  for (const { order_no } of pending) {
    const answer = await provider.query(order_no);
    const payment = answer ? provider.verify(answer) : null;
    if (answer && payment) await recordPaymentMessage(db, log, provider.name, answer, await applyPayment(db, provider, payment));
  }
  await db.query(
    `UPDATE orders SET status = 'expired' WHERE status = 'pending' AND loss_at <= now() AND ($1::integer IS NULL OR user_id = $1)`,
    [options.userId ?? null],
  );
}
