import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from '../api/registry';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { registerCsrfProtection } from '../auth/csrf';
import { pruneLoginThrottle } from '../auth/login-throttle';
import { registerAuthRoutes } from '../auth/routes';
import type { Caller, CallerResolver } from '../auth/session-user';
import { cookieSettings, pruneSessions, resolveToken, sessionToken } from '../auth/sessions';
import { registerAccountHandlers } from './handlers';

const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export interface AccountsDeps {
  db: Db;
  config: Config;
  registry: Registry;
}

/**
 * Sessions, CSRF protection, /api/auth/* and the account calls. Returns the caller resolver
 * for the data endpoint; other routes use callerOf(request) / requireUser(request, reply).
 * Register before any route so the CSRF hook covers all of them.
 */
export function registerAccounts(app: FastifyInstance, { db, config, registry }: AccountsDeps): CallerResolver {
  // Secure + __Host- whenever the site is served over https (production).
  const cookie = cookieSettings(config.production);
  const resolved = new WeakMap<FastifyRequest, Promise<Caller>>();
  const resolveCaller: CallerResolver = (request) => {
    let caller = resolved.get(request);
    if (!caller) {
      caller = resolveToken(db, sessionToken(request, cookie), request.ip);
      resolved.set(request, caller);
    }
    return caller;
  };
  app.decorate('resolveCaller', resolveCaller);

  registerCsrfProtection(app);
  registerAuthRoutes(app, { db, cookie });
  registerAccountHandlers(registry);

  const timer = setInterval(() => {
    Promise.all([
      pruneSessions(db),
      db.query(`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`),
      pruneLoginThrottle(db),
    ]).catch((error: unknown) => app.log.error({ err: error }, 'account housekeeping failed'));
  }, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return resolveCaller;
}
