import { ApiError, type Registry } from '../api/registry';
import { STATUS } from '../../src/shared/contract';
import type { PayType } from '../../src/shared/contract/calls/order';
import { signedInUser } from '../auth/session-user';
import type { PaymentProvider } from '../payments/provider';
import { formatDate, yuan } from './format';
import {
  createOrder,
  listOwnOrders,
  loadOwnOrder,
  loadPlan,
  loadPlans,
  ORDER_MESSAGES,
  settlePendingOrders,
  toOrderDetail,
  toOrderInfo,
  toVipPlan,
  vipEndIfPaid,
} from './orders';

/** Which provider takes a pay type; null when online payment is not configured. */
export type ProviderFor = (payType: PayType) => PaymentProvider | null;

export function registerOrderHandlers(registry: Registry, providerFor: ProviderFor) {
  registry.register('oct/Order/vipList', async (_params, { db, locale }) => ({
    list: (await loadPlans(db)).map((plan) => toVipPlan(plan, locale)),
  }));

  registry.register('oct/Order/preview', async ({ buyType, payType }, { db, caller }) => {
    const plan = await loadPlan(db, buyType);
    const endDate = await vipEndIfPaid(db, signedInUser(caller).id, plan.days);
    return {
      isShow: providerFor(payType) !== null,
      buyType: plan.id,
      payType,
      payPrice: yuan(plan.price_cents),
      endDate: formatDate(endDate),
      postParam: { vip: plan.id, quantity: 1, unit: 'plan' },
    };
  });

  registry.register('oct/Order/create', async (params, { db, caller, log }) => {
    const user = signedInUser(caller);
    const provider = providerFor(params.payType);
    if (!provider) throw new ApiError(STATUS.serverError, ORDER_MESSAGES.paymentUnavailable, 503);
    // An overdue open order is settled first (paid late → granted; unpaid → closed).
    await settlePendingOrders(db, provider, log, { userId: user.id, overdueOnly: true });
    const order = await createOrder(db, provider, {
      userId: user.id,
      buyType: params.buyType,
      payType: params.payType,
      idempotencyKey: params.idempotency_key,
    });
    const url = await provider.checkout({
      orderNo: order.order_no,
      totalAmount: yuan(order.total_cents),
      subject: order.plan_name,
      expiresAt: new Date(order.loss_at),
    });
    return { orderInfo: toOrderInfo(order), payment: { provider: provider.name, url } };
  });

  registry.register('oct/Order/query', async ({ order_no }, { db, caller, log }) => {
    const user = signedInUser(caller);
    const order = await loadOwnOrder(db, user.id, order_no);
    const provider = providerFor(order.pay_type);
    if (order.status !== 'pending' || !provider) return toOrderDetail(order);
    // A pending order is checked with the provider: a lost notification must not leave it unpaid.
    await settlePendingOrders(db, provider, log, { userId: user.id });
    return toOrderDetail(await loadOwnOrder(db, user.id, order_no));
  });

  registry.register('oct/Order/myOrders', async ({ p }, { db, caller }) => listOwnOrders(db, signedInUser(caller).id, p));
}
