import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { MESSAGES, STATUS } from '../src/shared/contract';
import type { Config } from './config';
import type { Db } from './db/db';
import type { MediaStore } from './media/store';
import { Registry } from './api/registry';
import { registerDataRoute } from './api/data-route';
import type { CallerResolver } from './auth/session-user';
import { registerAccounts } from './accounts';
import { registerPayments } from './payments';
import { registerConsultHandlers } from './consult/handlers';
import { registerUserCenterHandlers } from './usercenter/handlers';
import { registerSecurityHeaders } from './http/security';
import { registerStatic } from './http/static';
import { registerMediaRoutes } from './media/routes';
import { registerCatalogueHandlers } from './catalogue/handlers';
import { registerColourHandlers } from './colour/handlers';
import { registerSyncRoute } from './sync/route';
import { registerDownloads } from './downloads';

export interface AppDeps {
  config: Config;
  db: Db;
  media: MediaStore;
  logger?: boolean;
}

/** Redacts secrets that may sit in a URL path (the log-download password). */
export function redactUrl(url: string): string {
  return url.replace(/^\/tools\/logs\/[^/?]+/, '/tools/logs/[redacted]');
}

export async function buildApp({ config, db, media, logger = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          serializers: {
            // Method and path only: no headers (cookies) and no bodies (passwords) in logs.
            req: (req) => ({ method: req.method, url: redactUrl(req.url) }),
          },
        }
      : false,
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
  });

  await app.register(fastifyCookie);
  // Framework-level failures (unparsable JSON, poisoned __proto__ keys, oversized bodies) still
  // answer in the data endpoint's envelope, and never leak internals.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const http = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (http === 500) request.log.error({ err: error }, 'request failed');
    const msg = http === 500 ? MESSAGES.serverError : MESSAGES.badRequest;
    return reply.code(http).send({ status: http === 500 ? STATUS.serverError : STATUS.badRequest, data: null, msg });
  });
  registerSecurityHeaders(app, { https: config.production });

  const registry = new Registry();
  registerCatalogueHandlers(registry);
  registerColourHandlers(registry);

  const resolveCaller: CallerResolver = registerAccounts(app, { db, config, registry });
  await registerPayments(app, { db, config, registry });
  registerConsultHandlers(registry);
  registerUserCenterHandlers(registry);
  registerDataRoute(app, { registry, resolveCaller, context: { db, config, media } });
  registerSyncRoute(app, { db, resolveCaller });
  app.get('/api/health', async () => ({ status: 'ok', engine: db.engine }));
  registerMediaRoutes(app, { db, media });
  registerDownloads(app, { db, media, registry });
  await registerStatic(app, config.distDir);

  app.decorate('registry', registry);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
  }
}
