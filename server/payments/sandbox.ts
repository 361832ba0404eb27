import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { Db } from '../db/db';
import {
  createSignatureVerifier,
  readPayment,
  signedContent,
  type CheckoutRequest,
  type PaymentProvider,
  type SignedFields,
} from './provider';

export const SANDBOX_APP_ID = 'trendloom-sandbox';

/** The sandbox's key pair, made once per database so every app server shares it. */
export async function loadSandboxKeys(db: Db): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const read = () =>
    db.query<{ private_key_pem: string; public_key_pem: string }>('SELECT private_key_pem, public_key_pem FROM sandbox_provider_keys');
  let [row] = await read();
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    await db.query(
      'INSERT INTO sandbox_provider_keys (id, private_key_pem, public_key_pem) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
      [pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), pair.publicKey.export({ type: 'spki', format: 'pem' })],
    );
    [row] = await read();
  }
  return { privateKeyPem: row!.private_key_pem, publicKeyPem: row!.public_key_pem };
}

/**
 * A stand-in payment provider for development and demos: it keeps its own checkout records,
 * signs its messages with its own Ed25519 key, and is verified through createSignatureVerifier
 * exactly like a real provider's RSA2 signature. Never enabled in production by default.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly appId = SANDBOX_APP_ID;
  private readonly verifySignature: (fields: SignedFields) => boolean;

  constructor(
    private readonly db: Db,
    private readonly privateKeyPem: string,
    publicKeyPem: string,
  ) {
    this.verifySignature = createSignatureVerifier(publicKeyPem);
  }

  static async create(db: Db): Promise<SandboxProvider> {
    const keys = await loadSandboxKeys(db);
    return new SandboxProvider(db, keys.privateKeyPem, keys.publicKeyPem);
  }

  async checkout({ orderNo, totalAmount }: CheckoutRequest): Promise<string> {
    await this.db.query(
      `INSERT INTO sandbox_payments (out_trade_no, trade_no, total_amount) VALUES ($1, $2, $3) ON CONFLICT (out_trade_no) DO NOTHING`,
      [orderNo, `SB${randomBytes(10).toString('hex').toUpperCase()}`, totalAmount],
    );
    // The sandbox "cashier" is a step of our own payment dialog.
    return `/userCenter/member?order_no=${encodeURIComponent(orderNo)}`;
  }

  /** The payer pays at the sandbox: returns the signed notification to deliver, or null. */
  async pay(orderNo: string): Promise<SignedFields | null> {
    await this.db.query(
      'UPDATE sandbox_payments SET paid_at = coalesce(paid_at, now()) WHERE out_trade_no = $1',
      [orderNo],
    );
    return this.query(orderNo);
  }

  async query(orderNo: string): Promise<SignedFields | null> {
    const [row] = await this.db.query<{ trade_no: string; total_amount: string; paid_at: Date | null }>(
      'SELECT trade_no, total_amount, paid_at FROM sandbox_payments WHERE out_trade_no = $1',
      [orderNo],
    );
    if (!row?.paid_at) return null;
    return this.sign({
      app_id: this.appId,
      out_trade_no: orderNo,
      trade_no: row.trade_no,
      total_amount: row.total_amount,
      currency: 'CNY',
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: new Date(row.paid_at).toISOString(),
      notify_id: randomBytes(8).toString('hex'),
    });
  }

  /** Signs fields with the sandbox's private key (tests use it to forge variations). */
  sign(fields: SignedFields): SignedFields {
    const signature = sign(null, Buffer.from(signedContent(fields)), this.privateKeyPem).toString('base64');
    return { ...fields, sign_type: 'ED25519', sign: signature };
  }

  verify(fields: SignedFields) {
    return this.verifySignature(fields) ? readPayment(fields) : null;
  }
}
