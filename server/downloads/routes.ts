import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS } from '../../src/shared/contract';
import { itemIdList } from '../../src/shared/contract/calls/download';
import { MAX_BATCH_ITEMS, serverZipTimeoutMs } from '../../src/shared/download/limits';
import { DOWNLOAD_MESSAGES, fillMessage } from '../../src/shared/download/messages';
import { uniqueNamer, ZIP_FOLDER, zipArchiveName } from '../../src/shared/download/naming';
import { PICTURE_ASSET } from '../../src/shared/download/types';
import { isDownloadFormat } from '../../src/shared/download/formats';
import { ApiError } from '../api/registry';
import { crossSiteReason } from '../auth/csrf';
import { callerOf } from '../auth/session-user';
import type { Db } from '../db/db';
import { BATCH_PICTURE_ASSET, checkDownload } from './access';
import type { DownloadFiles } from './files';
import { consumeQuota, refundQuota } from './quota';
import { loadTargets } from './targets';
import { zipReadable } from './zip-stream';

export interface DownloadRouteDeps {
  db: Db;
  files: DownloadFiles;
  /** Milliseconds now; tests move it to reach the zip deadline. */
  clock?: () => number;
}

function answer(reply: FastifyReply, http: number, status: number, msg: string) {
  return reply.code(http).header('Cache-Control', 'no-store').send({ status, data: null, msg });
}

function fail(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError) {
    request.log.info({ url: request.url, status: error.status }, 'download refused');
    return answer(reply, error.httpStatus, error.status, error.message);
  }
  throw error;
}

/** RFC 6266: an ASCII fallback plus the real (Chinese) name in UTF-8. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers of every file we hand out: a download, never rendered in our origin, never cached. */
function fileHeaders(reply: FastifyReply, mime: string, name: string) {
  reply
    .header('Content-Type', mime)
    .header('Content-Disposition', attachmentHeader(name))
    .header('Cache-Control', 'private, no-store')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * Downloads are authorised on every request: session, VIP, the item right and today's quota
 * are checked when the bytes are asked for, so a copied URL grants nothing. A quota-spending
 * GET from another site is refused (an <img> on a hostile page must not burn a user's quota).
 */
export function registerDownloadRoutes(app: FastifyInstance, { db, files, clock = Date.now }: DownloadRouteDeps) {
  const sandbox = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Runs after the site-wide header hook: a downloaded SVG opened in a tab can run nothing.
    reply.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    return payload;
  };

  const refuseCrossSite = (request: FastifyRequest, reply: FastifyReply) => {
    const reason = crossSiteReason(request);
    if (!reason) return false;
    request.log.warn({ url: request.url, reason }, 'cross-site download refused');
    answer(reply, 403, STATUS.forbidden, DOWNLOAD_MESSAGES.downloadFailed);
    return true;
  };

  app.get<{ Params: { id: string; asset: string; name?: string } }>(
    '/download/item/:id/:asset/:name?',
    { exposeHeadRoute: false, onSend: sandbox },
    async (request, reply) => {
      if (refuseCrossSite(request, reply)) return reply;
      const { id: rawId, asset } = request.params;
      if (!/^[1-9][0-9]{0,9}$/.test(rawId) || !(isDownloadFormat(asset) || PICTURE_ASSET.test(asset))) {
        return answer(reply, 404, STATUS.notFound, DOWNLOAD_MESSAGES.downloadFailed);
      }
      const id = Number(rawId);
      try {
        const caller = await callerOf(request);
        const targets = await loadTargets(db, [id]);
        const user = checkDownload(caller, [id], targets, asset);
        const file = await files.resolve(targets[0]!, asset);
        const grant = await consumeQuota(db, user, [{ itemId: id, asset }], 'file', clock());
        if (!grant.granted) {
          request.log.info({ user: user.id, used: grant.used, limit: grant.limit }, 'download quota used up');
          return answer(reply, 429, STATUS.tooMany, fillMessage(DOWNLOAD_MESSAGES.notAllowed, 0));
        }
        fileHeaders(reply, file.mime, file.name);
        reply.header('Content-Length', file.bytes).header('X-Download-Remaining', grant.limit - grant.used);
        return reply.send(await files.open(file));
      } catch (error) {
        return fail(request, reply, error);
      }
    },
  );

  /** Spec §7 bulk download: one zip of the items' pictures in images/, streamed as it is written. */
  app.get<{ Querystring: { ids?: string } }>('/download/src/mul', { exposeHeadRoute: false, onSend: sandbox }, async (request, reply) => {
    if (refuseCrossSite(request, reply)) return reply;
    const started = clock();
    const parsed = itemIdList(MAX_BATCH_ITEMS).safeParse(request.query.ids ?? '');
    if (!parsed.success) return answer(reply, 400, STATUS.badRequest, DOWNLOAD_MESSAGES.nothingSelected);
    const ids = parsed.data;
    const deadline = started + serverZipTimeoutMs(ids.length);
    const overdue = () => clock() > deadline;
    try {
      const caller = await callerOf(request);
      const targets = await loadTargets(db, ids);
      const user = checkDownload(caller, ids, targets, 'pic');
      const pictures = await Promise.all(targets.map((target) => files.resolve(target, BATCH_PICTURE_ASSET)));
      if (overdue()) return answer(reply, 504, STATUS.timeout, DOWNLOAD_MESSAGES.packTimeout);
      const grant = await consumeQuota(db, user, ids.map((itemId) => ({ itemId, asset: BATCH_PICTURE_ASSET })), 'bulk', clock());
      if (!grant.granted) return answer(reply, 429, STATUS.tooMany, fillMessage(DOWNLOAD_MESSAGES.notAllowed, 0));

      const unique = uniqueNamer();
      const entries = pictures.map((file) => ({ name: `${ZIP_FOLDER}/${unique(file.name)}`, open: () => files.open(file) }));
      const delivered = new Set<number>();
      let complete = false;
      const body = zipReadable(entries, {
        checkpoint: () => {
          if (overdue()) throw new Error(`bulk zip of ${ids.length} items passed its deadline`);
        },
        onEntryDelivered: (index) => delivered.add(index),
      });
      body.once('end', () => (complete = true));
      reply.raw.once('close', () => {
        if (complete) return;
        // Entries whose bytes went out are the user's; the rest is given back.
        const undelivered = ids.filter((_, index) => !delivered.has(index));
        request.log.warn({ user: user.id, items: ids.length, delivered: delivered.size }, 'bulk zip cut off; undelivered quota given back');
        refundQuota(db, user, grant, undelivered).catch((error: unknown) => request.log.error({ err: error }, 'quota refund failed'));
      });
      fileHeaders(reply, 'application/zip', zipArchiveName(ids.length, started));
      reply.header('X-Download-Remaining', grant.limit - grant.used);
      return reply.send(body);
    } catch (error) {
      return fail(request, reply, error);
    }
  });
}
