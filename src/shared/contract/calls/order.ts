import { z } from 'zod';
import { defineCall } from '../define';

export const PAY_TYPES = ['alipay', 'wechat'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export type OrderStatus = 'pending' | 'paid' | 'expired' | 'review';

export interface VipPlan {
  /** The plan id, used as buyType. */
  buyType: string;
  name: string;
  days: number;
  /** Yuan with two decimals, e.g. "3980.00". */
  price: string;
  channels: number[];
}

export interface PaymentPreview {
  isShow: boolean;
  buyType: string;
  payType: PayType;
  payPrice: string;
  /** The VIP end date if paid now: YYYY/MM/DD. */
  endDate: string;
  postParam: { vip: string; quantity: 1; unit: 'plan' };
}

export interface OrderInfo {
  order_no: string;
  /** Yuan with two decimals. */
  total: string;
  /** Seconds since the epoch. */
  add_time: number;
  /** When an unpaid order expires, seconds since the epoch. */
  loss_time: number;
}

export interface OrderDetail extends OrderInfo {
  status: OrderStatus;
  buyType: string;
  plan_name: string;
  payType: PayType;
  /** Who takes the payment: 'sandbox' on development and demo servers. */
  provider: string;
  /** Seconds since the epoch, 0 while unpaid. */
  paid_time: number;
}

export interface CreatedOrder {
  orderInfo: OrderInfo;
  /** Where the payer goes next; the sandbox answers with an in-app confirm step. */
  payment: { provider: string; url: string };
}

const buyType = z.string().regex(/^[a-z_]{1,20}$/).default('year');
const payType = z.enum(PAY_TYPES).default('alipay');
const orderNo = z.string().regex(/^TL\d{14}[0-9A-F]{8}$/);

export const orderCalls = {
  'oct/Order/vipList': defineCall<{ list: VipPlan[] }>()({
    module: 'oct',
    controller: 'Order',
    func: 'vipList',
    params: z.strictObject({}),
    access: 'public',
    kind: 'read',
  }),
  'oct/Order/preview': defineCall<PaymentPreview>()({
    module: 'oct',
    controller: 'Order',
    func: 'preview',
    params: z.strictObject({ buyType, payType }),
    access: 'login',
    kind: 'read',
    noStore: true,
  }),
  /**
   * Creates (or, for a repeated idempotency key, returns) an order. There is deliberately no
   * price, amount, days or quantity parameter: the amount comes from the plan table only.
   */
  'oct/Order/create': defineCall<CreatedOrder>()({
    module: 'oct',
    controller: 'Order',
    func: 'create',
    params: z.strictObject({
      buyType,
      payType,
      idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    }),
    access: 'login',
    kind: 'write',
  }),
  'oct/Order/query': defineCall<OrderDetail>()({
    module: 'oct',
    controller: 'Order',
    func: 'query',
    params: z.strictObject({ order_no: orderNo }),
    access: 'login',
    kind: 'read',
    noStore: true,
  }),
  'oct/Order/myOrders': defineCall<{ list: OrderDetail[]; count: number }>()({
    module: 'oct',
    controller: 'Order',
    func: 'myOrders',
    params: z.strictObject({ p: z.coerce.number().int().positive().max(10_000).default(1) }),
    access: 'login',
    kind: 'read',
    noStore: true,
  }),
};
