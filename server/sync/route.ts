import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, STATUS, type Envelope } from '../../src/shared/contract';
import { z } from 'zod';
import { PUSH_BYTES_TARGET, pushRequestSchema } from '../../src/shared/sync/protocol';
import type { Caller } from '../auth/session-user';
import type { Db } from '../db/db';
import { COMPRESSED_JSON } from '../http/compression';
import { pushAndPull, SyncRefusal } from './service';

export interface SyncRouteDeps {
  db: Db;
  resolveCaller: (request: FastifyRequest) => Promise<Caller>;
}

/** Seconds a client waits before retrying a push the server could not take (503). */
export const RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, httpStatus: number, envelope: Envelope<unknown>) {
  // Private to one user and one moment: never stored by any cache, the service worker's included.
  return reply.code(httpStatus).header('Cache-Control', 'no-store').send(envelope);
}

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{1,64})(?:\/([A-Za-z0-9_-]{1,32}))?$/;
const sizesSchema = z.strictObject({ urls: z.array(z.string().regex(MEDIA_PATH, '不是图片地址')).max(5000) });

/**
 * POST /api/sync: push a batch of outbox ops, pull the changes since a cursor (src/shared/sync).
 * POST /api/offline/sizes: total bytes of /media URLs, so an offline pack shows its size first.
 */
export function registerSyncRoute(app: FastifyInstance, { db, resolveCaller }: SyncRouteDeps) {
  app.post('/api/offline/sizes', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const parsed = sizesSchema.safeParse(request.body);
    if (!parsed.success) return send(reply, 400, { status: STATUS.badRequest, data: null, msg: `${MESSAGES.badRequest}：${parsed.error.issues[0]?.message}` });
    const wanted = parsed.data.urls.map((url) => MEDIA_PATH.exec(url)!);
    const rows = await db.query<{ id: string; bytes: number; variants: Record<string, { bytes?: number }> }>(
      'SELECT id, bytes, variants FROM media WHERE id = ANY($1::text[])',
      [[...new Set(wanted.map((match) => match[1]!))]],
    );
    const media = new Map(rows.map((row) => [row.id, row]));
    let bytes = 0;
    for (const [, id, variant] of wanted) {
      const row = media.get(id!);
      // A bare /media URL is the display copy (server/media/routes.ts); a picture without one yet gets it from its original.
      bytes += (variant ? row?.variants[variant]?.bytes : (row?.variants.display?.bytes ?? row?.bytes)) ?? 0;
    }
    return send(reply, 200, { status: STATUS.ok, data: { bytes }, msg: MESSAGES.ok });
  });

  // Text is checked op by op (a bad op is answered failed alone), not by the server-wide guard.
  app.post('/api/sync', { bodyLimit: 2 * PUSH_BYTES_TARGET, compress: COMPRESSED_JSON, config: { checksOwnText: true } }, async (request, reply) => {
    const caller = await resolveCaller(request);
    if (!caller.user) {
      return caller.displaced
        ? send(reply, 401, { status: STATUS.displaced, data: null, msg: MESSAGES.displaced })
        : send(reply, 401, { status: STATUS.notLoggedIn, data: null, msg: MESSAGES.notLoggedIn });
    }
    const parsed = pushRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
      return send(reply, 400, { status: STATUS.badRequest, data: null, msg: `${MESSAGES.badRequest}：${detail}` });
    }
    try {
      const response = await pushAndPull(db, caller.user.id, parsed.data);
      return send(reply, 200, { status: STATUS.ok, data: response, msg: MESSAGES.ok });
    } catch (error) {
      if (error instanceof SyncRefusal) {
        request.log.warn({ reason: error.message, user: caller.user.id }, 'sync push refused');
        return send(reply, error.httpStatus, { status: error.status, data: null, msg: error.message });
      }
      // A passing fault (database unavailable, conflicts after retries): nothing of the push was
      // committed; the client keeps its outbox and retries later.
      request.log.error({ err: error }, 'sync push failed');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, { status: STATUS.serverError, data: null, msg: MESSAGES.serverError });
    }
  });
}
