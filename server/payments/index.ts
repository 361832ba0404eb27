import type { FastifyInstance } from 'fastify';
import { STATUS } from '../../src/shared/contract';
import type { Registry } from '../api/registry';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { requireUser } from '../auth/session-user';
import { registerOrderHandlers } from '../orders/handlers';
import { applyPayment, loadOwnOrder, ORDER_MESSAGES, recordPaymentMessage, settlePendingOrders } from '../orders/orders';
import type { PaymentProvider, SignedFields } from './provider';
import { SandboxProvider } from './sandbox';

const ORDER_NO = /^TL\d{14}[0-9A-F]{8}$/;
const RECONCILE_EVERY_MS = 60_000;

/**
 * The sandbox provider is for development and demos. Production refuses it unless
 * PAYMENTS_SANDBOX=enabled is set on purpose (a staging box running NODE_ENV=production).
 */
export function sandboxAllowed(config: Config, env: NodeJS.ProcessEnv = process.env): boolean {
  return !config.production || env.PAYMENTS_SANDBOX === 'enabled';
}

export interface PaymentsDeps {
  db: Db;
  config: Config;
  registry: Registry;
  /** Defaults to sandboxAllowed(config). */
  sandbox?: boolean;
}

function asFields(body: unknown): SignedFields | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length > 50 || entries.some(([, value]) => typeof value !== 'string')) return null;
  return Object.fromEntries(entries) as SignedFields;
}

/** Order calls, the provider notify/return routes, the sandbox cashier and reconciliation. */
export async function registerPayments(app: FastifyInstance, deps: PaymentsDeps) {
  const { db } = deps;
  const sandbox = (deps.sandbox ?? sandboxAllowed(deps.config)) ? await SandboxProvider.create(db) : null;
  // Real Alipay/WeChat providers are added here once credentials exist; both pay types use the sandbox until then.
  const providers = new Map<string, PaymentProvider>(sandbox ? [[sandbox.name, sandbox]] : []);
  registerOrderHandlers(deps.registry, () => sandbox);

  await app.register(async (scope) => {
    // Providers post form-encoded notifications; only this scope accepts that content type.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    /** Server-to-server: exempt from CSRF checks, trusted only through the provider's signature. */
    scope.post<{ Params: { provider: string } }>(
      '/api/payments/notify/:provider',
      { config: { csrfExempt: true }, bodyLimit: 16 * 1024 },
      async (request, reply) => {
        const provider = providers.get(request.params.provider);
        if (!provider) return reply.code(404).type('text/plain').send('fail');
        const fields = asFields(request.body);
        const payment = fields ? provider.verify(fields) : null;
        const result = payment
          ? await applyPayment(db, provider, payment)
          : { outcome: 'rejected' as const, detail: fields ? 'bad signature' : 'malformed body' };
        await recordPaymentMessage(db, request.log, provider.name, fields ?? {}, result);
        // Duplicates and reviews are acknowledged so the provider stops retrying.
        return reply.code(result.outcome === 'rejected' ? 400 : 200).type('text/plain').send(result.outcome === 'rejected' ? 'fail' : 'success');
      },
    );
  });

  /** The payer's browser comes back here: it only ever shows the order, it never grants. */
  app.get<{ Params: { provider: string }; Querystring: Record<string, string> }>('/api/payments/return/:provider', async (request, reply) => {
    const orderNo = request.query.out_trade_no;
    const target = orderNo && ORDER_NO.test(orderNo) ? `/userCenter/orderManage?order_no=${orderNo}` : '/userCenter/orderManage';
    return reply.code(302).header('Cache-Control', 'no-store').redirect(target);
  });

  if (sandbox) {
    /** The sandbox cashier's "pay" button: the payer pays, the sandbox notifies us over HTTP. */
    app.post<{ Body: { order_no?: unknown } }>('/api/payments/sandbox/pay', { bodyLimit: 1024 }, async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      const orderNo = request.body?.order_no;
      if (typeof orderNo !== 'string' || !ORDER_NO.test(orderNo)) {
        return reply.code(400).send({ status: STATUS.badRequest, data: null, msg: ORDER_MESSAGES.notFound });
      }
      const order = await loadOwnOrder(db, user.id, orderNo).catch(() => null);
      if (!order) return reply.code(404).send({ status: STATUS.notFound, data: null, msg: ORDER_MESSAGES.notFound });
      const notification = await sandbox.pay(orderNo);
      if (notification) {
        await app.inject({
          method: 'POST',
          url: `/api/payments/notify/${sandbox.name}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(notification).toString(),
        });
      }
      return reply.header('Cache-Control', 'no-store').send({ status: STATUS.ok, data: { paid: notification !== null }, msg: 'success' });
    });

    const timer = setInterval(() => {
      settlePendingOrders(db, sandbox, app.log, { olderThanSeconds: 60 }).catch((error: unknown) =>
        app.log.error({ err: error }, 'order reconciliation failed'),
      );
    }, RECONCILE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
