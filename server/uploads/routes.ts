import type { FastifyInstance } from 'fastify';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { isUploadId, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../src/shared/uploads';
import { requireUser } from '../auth/session-user';
import type { Db } from '../db/db';
import type { MediaStore } from '../media/store';
import { storeUpload, UploadRefused } from './store';

/** Status of the envelope per refusal (the HTTP status says the same to non-app clients). */
const ENVELOPE_STATUS = { 409: STATUS.conflict, 413: STATUS.badRequest, 415: STATUS.badRequest, 429: STATUS.tooMany } as const;

/**
 * PUT /api/uploads/:id with the picture as the raw body (image/png, image/jpeg, image/webp or
 * application/octet-stream: the content decides, never the header). Members only; same-origin
 * only (the CSRF hook covers every PUT).
 */
export function registerUploadRoutes(app: FastifyInstance, { db, media }: { db: Db; media: MediaStore }) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const tooLarge = error.statusCode === 413;
      if (!tooLarge && error.statusCode !== 415) request.log.error({ err: error }, 'upload failed');
      const http = tooLarge ? 413 : error.statusCode === 415 ? 415 : 500;
      return reply
        .code(http)
        .header('Cache-Control', 'no-store')
        .send({ status: http === 500 ? STATUS.serverError : STATUS.badRequest, data: null, msg: http === 500 ? MESSAGES.serverError : tooLarge ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.notImage });
    });
    scope.put<{ Params: { id: string } }>('/api/uploads/:id', { bodyLimit: UPLOAD_LIMITS.maxBytes, config: { checksOwnText: true } }, async (request, reply) => {
      const user = await requireUser(request, reply);
      if (!user) return reply;
      reply.header('Cache-Control', 'no-store');
      if (!isUploadId(request.params.id) || !Buffer.isBuffer(request.body)) {
        return reply.code(400).send({ status: STATUS.badRequest, data: null, msg: MESSAGES.badRequest });
      }
      try {
        const answer = await storeUpload(db, media, user.id, request.params.id, request.body);
        return { status: STATUS.ok, data: answer, msg: MESSAGES.ok };
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        return reply.code(error.http).send({ status: ENVELOPE_STATUS[error.http], data: null, msg: error.message });
      }
    });
  });
}
