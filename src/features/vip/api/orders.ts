import { MESSAGES, STATUS, type Envelope } from '../../../shared/contract/envelope';
import { ApiError, queryClient, queryOptionsFor } from '../../../lib/api';
import { markDisplaced } from '../../../lib/session';
import type { Locale } from '../../../i18n/locale';
import type { PayType } from '../../../shared/contract/calls/order';

export const vipListQuery = (locale?: Locale) => queryOptionsFor('oct/Order/vipList', {}, locale);
export const previewQuery = (buyType: string, payType: PayType, locale?: Locale) =>
  queryOptionsFor('oct/Order/preview', { buyType, payType }, locale);
export const orderQuery = (orderNo: string, locale?: Locale) => ({
  ...queryOptionsFor('oct/Order/query', { order_no: orderNo }, locale),
  staleTime: 0,
});

/** A fresh idempotency key: one per order the user means to place (retries reuse it). */
export const newIdempotencyKey = () => crypto.randomUUID();

/** The sandbox cashier's pay button (development and demo servers only). */
export async function sandboxPay(orderNo: string): Promise<void> {
  let envelope: Envelope<unknown> | undefined;
  try {
    const response = await fetch('/api/payments/sandbox/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ order_no: orderNo }),
    });
    envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  } catch {
    throw new ApiError(-1, MESSAGES.timeout);
  }
  if (envelope?.status === STATUS.displaced) markDisplaced();
  if (envelope?.status !== STATUS.ok) throw new ApiError(envelope?.status ?? STATUS.serverError, envelope?.msg || MESSAGES.serverError);
}

/** VIP was granted: user info, profile and every VIP-gated list must be read again. */
export async function afterVipGranted(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['api'] });
}
