import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** Fields of a provider message (notification or query answer), all strings as sent. */
export type SignedFields = Record<string, string>;

/** Trade states that mean "the payer paid" (Alipay's names; WeChat's SUCCESS maps here). */
export const PAID_TRADE_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** What a verified message says about a payment. */
export interface VerifiedPayment {
  appId: string;
  outTradeNo: string;
  tradeNo: string;
  /** Yuan with two decimals, as the provider sent it. */
  totalAmount: string;
  currency: string;
  tradeStatus: string;
}

export interface CheckoutRequest {
  orderNo: string;
  /** Yuan with two decimals. */
  totalAmount: string;
  subject: string;
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly name: string;
  /** Our merchant id at the provider; notifications for any other id are refused. */
  readonly appId: string;
  /** Opens a payment at the provider; returns where the payer goes. Never call inside a DB transaction. */
  checkout(request: CheckoutRequest): Promise<string>;
  /** Asks the provider about an order (reconciliation when a notification is lost); signed fields or null. */
  query(orderNo: string): Promise<SignedFields | null>;
  /** Checks a message's signature with the provider's public key; null when it does not verify. */
  verify(fields: SignedFields): VerifiedPayment | null;
}

/**
 * The string a provider signs: every field except sign/sign_type, sorted by key, `k=v` joined
 * with & (Alipay's RSA2 rule). Empty values are left out as Alipay does.
 */
export function signedContent(fields: SignedFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/**
 * Signature check shared by every provider: Ed25519 keys verify as Ed25519, RSA keys as
 * SHA256withRSA (Alipay RSA2). The key comes from configuration, never from the message.
 */
export function createSignatureVerifier(publicKeyPem: string) {
  const key: KeyObject = createPublicKey(publicKeyPem);
  const digest = key.asymmetricKeyType === 'ed25519' ? null : 'sha256';
  return (fields: SignedFields): boolean => {
    const signature = fields.sign;
    if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
    try {
      return verify(digest, Buffer.from(signedContent(fields)), key, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  };
}

/** The payment facts of a message whose signature verified; null if a field is missing. */
export function readPayment(fields: SignedFields): VerifiedPayment | null {
  const { app_id, out_trade_no, trade_no, total_amount, currency, trade_status } = fields;
  if (!app_id || !out_trade_no || !trade_no || !total_amount || !trade_status) return null;
  return {
    appId: app_id,
    outTradeNo: out_trade_no,
    tradeNo: trade_no,
    totalAmount: total_amount,
    currency: currency || 'CNY',
    tradeStatus: trade_status,
  };
}
