import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { INS_CODE, INS_MESSAGES, INS_ROUTES, type InsAnswer, type InsRouteDef, type InsRouteName } from '../../src/shared/contract/ins-proxy';
import type { Db } from '../db/db';
import { handlers, InsError, type InsContext } from './handlers';

/**
 * The blogger content service ("dnext") behind the Instagram proxy: the paths of spec §7 under
 * /api/dnext and /api/v1, answering `{code, data, message}`. It runs inside the main server by
 * default (an unexposed Fastify instance the proxy injects into) or as its own deployment
 * (server/dnext/main.ts, DNEXT_URL on the main server).
 *
 * It trusts the user id only from a caller holding the service key: the proxy, which takes the
 * id from the session. A request without the key is refused whatever else it carries.
 */
export const DNEXT_KEY_HEADER = 'x-dnext-key';
export const DNEXT_USER_HEADER = 'x-dnext-user';
export const DNEXT_LOCALE_HEADER = 'x-dnext-locale';

export interface DnextServiceDeps {
  db: Db;
  /** Shared secret of the proxy and the service. */
  key: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameKey = (given: unknown, key: string) => typeof given === 'string' && timingSafeEqual(digest(given), digest(key));

function answer<T>(reply: FastifyReply, http: number, body: InsAnswer<T>) {
  return reply.code(http).header('Cache-Control', 'no-store').send(body);
}

/** Fastify path of a template: `{id}` → `:id`. */
const fastifyPath = (template: string) => template.replace(/\{([a-z]+)\}/g, ':$1');

export async function dnextService(app: FastifyInstance, { db, key }: DnextServiceDeps) {
  if (key.length < 16) throw new Error('The dnext service key must be at least 16 characters');
  app.addHook('onRequest', async (request, reply) => {
    if (!sameKey(request.headers[DNEXT_KEY_HEADER], key)) {
      return answer(reply, 401, { code: INS_CODE.notLoggedIn, data: null, message: INS_MESSAGES.badRequest });
    }
  });
  app.setNotFoundHandler((_request, reply) => answer(reply, 404, { code: INS_CODE.notFound, data: null, message: INS_MESSAGES.badRequest }));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const http = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (http === 500) request.log.error({ err: error }, 'dnext request failed');
    return answer(reply, http, { code: http === 500 ? INS_CODE.serverError : INS_CODE.badRequest, data: null, message: http === 500 ? INS_MESSAGES.serverError : INS_MESSAGES.badRequest });
  });

  for (const [name, def] of Object.entries(INS_ROUTES) as [InsRouteName, InsRouteDef][]) {
    app.route({
      method: def.method,
      url: fastifyPath(def.template),
      handler: async (request, reply) => {
        const pathIds = Object.values((request.params ?? {}) as Record<string, string>);
        if (pathIds.some((id) => !/^[0-9]{1,9}$/.test(id))) return answer(reply, 404, { code: INS_CODE.notFound, data: null, message: INS_MESSAGES.notFound });
        const user = request.headers[DNEXT_USER_HEADER];
        if (user !== undefined && (typeof user !== 'string' || !/^[0-9]{0,9}$/.test(user))) {
          return answer(reply, 400, { code: INS_CODE.badRequest, data: null, message: INS_MESSAGES.badRequest });
        }
        const userId = user ? Number(user) : null;
        if (def.access === 'login' && userId === null) return answer(reply, 401, { code: INS_CODE.notLoggedIn, data: null, message: INS_MESSAGES.notLoggedIn });
        const raw = def.method === 'GET' ? request.query : (request.body ?? {});
        const parsed = def.params.safeParse(raw);
        if (!parsed.success) {
          const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`).join('; ');
          return answer(reply, 400, { code: INS_CODE.badRequest, data: null, message: `${INS_MESSAGES.badRequest}：${detail}` });
        }
        const ctx: InsContext = {
          db,
          userId,
          locale: request.headers[DNEXT_LOCALE_HEADER] === 'en' ? 'en' : 'zh',
          ids: pathIds.map(Number),
        };
        try {
          const handler = handlers[name] as (params: unknown, ctx: InsContext) => Promise<unknown>;
          const data = await handler(parsed.data, ctx);
          return answer(reply, 200, { code: INS_CODE.ok, data, message: INS_MESSAGES.ok });
        } catch (error) {
          if (error instanceof InsError) return answer(reply, error.http, { code: error.code, data: null, message: error.message });
          throw error;
        }
      },
    });
  }
}
