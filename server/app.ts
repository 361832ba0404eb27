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
import { registerFollowHandlers } from './follows/handlers';
import { registerBrandFavouriteHandlers } from './usercenter/brand-favourites';
import { registerViewLogHandlers } from './usercenter/view-log';
import { registerImageCommentHandlers } from './usercenter/image-comments';
import { registerFabricHandlers } from './fabric/handlers';
import { registerHumenHandlers } from './humen/handlers';
import { registerManuHandlers } from './manu/handlers';
import { registerRecommendHandlers } from './recommend/handlers';
import { registerD3dHandlers } from './d3d/handlers';
import { registerPlanningHandlers } from './planning/handlers';
import { registerWorkHandlers } from './works/handlers';
import { registerFittingHandlers } from './fitting/handlers';
import { registerSecurityHeaders } from './http/security';
import { registerStatic } from './http/static';
import { registerCompression } from './http/compression';
import { registerTextGuard } from './http/text-guard';
import { registerStatus } from './http/status';
import { registerMediaRoutes } from './media/routes';
import { registerUploadHandlers } from './uploads/handlers';
import { registerUploadRoutes } from './uploads/routes';
import { registerCatalogueHandlers } from './catalogue/handlers';
import { registerColourHandlers } from './colour/handlers';
import { registerSyncRoute } from './sync/route';
import { registerDownloads } from './downloads';
import { registerIns } from './dnext';
import { registerInsAnalysisHandlers } from './dnext/analysis-handlers';
import { registerBookHandlers } from './books/handlers';
import { registerYarnHandlers } from './yarn/handlers';
import { registerTaskHandlers } from './tasks/handlers';
import { DailyLogStream } from './logs/daily-file';
import { registerLogRoutes } from './logs/routes';
import { join } from 'node:path';
import { registerDesignHandlers } from './design/handlers';

export interface AppDeps {
  config: Config;
  db: Db;
  media: MediaStore;
  logger?: boolean;
  /** Where the logger copies each line besides the daily file (stdout; null for none). */
  logCopy?: NodeJS.WritableStream | null;
}

/** Redacts secrets that may sit in a URL path (the log-download password). */
export function redactUrl(url: string): string {
  return url.replace(/^\/tools\/logs\/[^/?]+/, '/tools/logs/[redacted]');
}

export async function buildApp({ config, db, media, logger = true, logCopy = process.stdout }: AppDeps): Promise<FastifyInstance> {
  const logDir = join(config.dataDir, 'logs');
  // Daily files under DATA_DIR/logs for the operators' download, and stdout as before.
  const logStream = logger ? new DailyLogStream(logDir, logCopy) : null;
  const app = Fastify({
    logger: logStream
      ? {
          level: config.logLevel,
          stream: logStream,
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
  // Before any route: the plugin attaches itself to the routes that opt in as they are added.
  await registerCompression(app);
  // Framework-level failures (unparsable JSON, poisoned __proto__ keys, oversized bodies) still
  // answer in the data endpoint's envelope, and never leak internals.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const http = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (http === 500) request.log.error({ err: error }, 'request failed');
    const msg = http === 500 ? MESSAGES.serverError : MESSAGES.badRequest;
    return reply.code(http).send({ status: http === 500 ? STATUS.serverError : STATUS.badRequest, data: null, msg });
  });
  registerSecurityHeaders(app, { https: config.production });
  registerTextGuard(app);

  const registry = new Registry();
  registerCatalogueHandlers(registry);
  registerColourHandlers(registry);
  registerInsAnalysisHandlers(registry);

  const resolveCaller: CallerResolver = registerAccounts(app, { db, config, registry });
  await registerPayments(app, { db, config, registry });
  registerConsultHandlers(registry);
  registerUserCenterHandlers(registry);
  registerTaskHandlers(registry);
  registerDesignHandlers(registry);
  registerFollowHandlers(registry);
  registerBrandFavouriteHandlers(registry);
  registerViewLogHandlers(registry);
  registerImageCommentHandlers(registry);
  registerBookHandlers(registry);
  registerYarnHandlers(registry);
  registerFabricHandlers(registry);
  registerHumenHandlers(registry);
  registerManuHandlers(registry);
  registerRecommendHandlers(registry);
  registerD3dHandlers(registry);
  registerPlanningHandlers(registry);
  registerWorkHandlers(registry);
  registerUploadHandlers(registry);
  registerFittingHandlers(registry);
  registerDataRoute(app, { registry, resolveCaller, context: { db, config, media } });
  registerSyncRoute(app, { db, resolveCaller });
  app.get('/api/health', async () => ({ status: 'ok', engine: db.engine }));
  registerStatus(app, { db, media });
  registerMediaRoutes(app, { db, media, printCopiesPerDay: config.printCopiesPerDay });
  registerUploadRoutes(app, { db, media });
  registerDownloads(app, { db, media, registry });
  await registerIns(app, { db, config });
  registerLogRoutes(app, { db, logDir, secret: config.logsSecret });
  if (logStream) app.addHook('onClose', () => logStream.end());
  await registerStatic(app, config.distDir);

  app.decorate('registry', registry);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    registry: Registry;
  }
}
