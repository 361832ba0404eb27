import type { FastifyInstance } from 'fastify';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { findUnstorableText, spellUnstorable, UNSTORABLE_TEXT_MESSAGE } from '../../src/shared/validation/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks text itself, item by item (POST /api/sync answers a bad op as failed, not the push). */
    checksOwnText?: boolean;
  }
}

/**
 * Every text that enters (JSON bodies, query strings, path parameters) must be storable in
 * PostgreSQL: a NUL anywhere is a bad request (400, the data endpoint's parameter message with
 * the field), never a database error and a 500 further on. One hook, so no route can forget it.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.checksOwnText) return;
    const found =
      findUnstorableText(request.params, 'path') ?? findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body, '');
    if (found === null) return;
    return reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .send({ status: STATUS.badRequest, data: null, msg: `${MESSAGES.badRequest}：${spellUnstorable(found) || '(body)'}: ${UNSTORABLE_TEXT_MESSAGE}` });
  });
}
