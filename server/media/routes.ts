import type { FastifyInstance } from 'fastify';
import { mediaAccess } from '../access/item-access';
import { isUploadId } from '../../src/shared/uploads';
import { callerOf, loginDenial } from '../auth/session-user';
import { PRINT_MESSAGES, printWidthOf } from '../../src/shared/media/print';
import type { Db } from '../db/db';
import { DisplayCopies, isResponsiveVariant } from './display';
import { PrintCopies } from './print';
import { quotaDay } from '../../src/shared/download/limits';
import type { MediaStore } from './store';
import { uploadFile } from '../uploads/store';

interface MediaRow {
  storage_key: string;
  mime: string;
  kind: string;
  variants: Record<string, { key: string; mime: string } | undefined>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Variants anyone may see besides the display copy; full-size copies are downloads, not media. */
const PUBLIC_VARIANTS = new Set(['thumb']);

/** Pictures only VIP items use: checked on every request, kept by no shared cache. */
const GATED_CACHE_CONTROL = 'private, no-cache';
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A print copy of a public picture: a member's (login), unchanging under its URL, kept by no shared cache. */
const MEMBER_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * Display images (a changed image gets a new id). /media/:id is the reduced display copy, never
 * the original: the original is the paid download, served only by the authorised /download
 * routes. /media/:id/thumb is the thumbnail; /media/:id/avif-480 and the like are responsive
 * display copies (at most the display width) for `srcset`. Who may see a picture is the
 * item-access decision of the items that use it: a locked item shows its cover thumbnail and
 * nothing else (404).
 *
 * /media/:id/print-<width> is a print copy for the layout editor's PDF export (up to 3508 px, never
 * wider than the original; src/shared/media/print.ts). The spec says nothing of exports and the
 * download quota, so it is not a download and counts nothing: it is the layout tool's, open to
 * the members who may use that tool (signed in), for the pictures they may see (the same
 * item-access decision as the display copy), and capped in size.
 */
export function registerMediaRoutes(app: FastifyInstance, { db, media, printCopiesPerDay }: { db: Db; media: MediaStore; printCopiesPerDay: number }) {
  const displays = new DisplayCopies(db, media);
  const prints = new PrintCopies(db, media);
  app.get<{ Params: { id: string; variant?: string } }>('/media/:id/:variant?', async (request, reply) => {
    const { id, variant } = request.params;
    if (isUploadId(id)) {
      // A member's own picture: theirs alone, the stored copy or its thumbnail (checklist E5).
      const file = variant === undefined || variant === 'thumb' ? await uploadFile(db, id, (await callerOf(request)).user?.id ?? null, variant ?? 'full') : null;
      const size = file && (await media.size(file.key));
      if (!file || size === null) return reply.code(404).header('Cache-Control', 'no-store').send('Not found');
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', size)
        .header('Content-Disposition', `inline; filename="${id}.${file.mime.split('/')[1]}"`)
        .header('Content-Security-Policy', 'sandbox')
        .header('Vary', 'Cookie')
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(await media.read(file.key));
    }
    const printWidth = variant === undefined ? null : printWidthOf(variant);
    if (printWidth !== null) {
      if (!ID.test(id)) return reply.code(404).send('Not found');
      const caller = await callerOf(request);
      if (!caller.user) return reply.code(401).header('Cache-Control', 'no-store').send(loginDenial(caller));
      const [row] = await db.query<MediaRow>('SELECT storage_key, mime, kind, variants FROM media WHERE id = $1', [id]);
      if (!row || row.kind !== 'image') return reply.code(404).header('Cache-Control', 'no-store').send('Not found');
      const { display } = await mediaAccess(db, async () => caller.user, id);
      if (display === 'denied') return reply.code(404).header('Cache-Control', 'no-store').send('Not found');
      if (!(await countPrintCopy(db, caller.user.id, printCopiesPerDay))) return reply.code(429).header('Cache-Control', 'no-store').send(PRINT_MESSAGES.quota);
      let target = row.variants[variant!];
      let size = target ? await media.size(target.key) : null;
      if (!target || size === null) {
        if ((await media.size(row.storage_key)) === null) return reply.code(404).header('Cache-Control', 'no-store').send('Not found');
        target = await prints.ensure(id, row.storage_key, printWidth);
        size = await media.size(target.key);
      }
      if (size === null) return reply.code(404).header('Cache-Control', 'no-store').send('Not found');
      return reply
        .header('Content-Type', target.mime)
        .header('Content-Length', size)
        .header('Vary', 'Cookie')
        .header('Cache-Control', display === 'granted' ? GATED_CACHE_CONTROL : MEMBER_CACHE_CONTROL)
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(await media.read(target.key));
    }
    const displayCopy = variant === undefined || isResponsiveVariant(variant);
    if (!ID.test(id) || (!displayCopy && !PUBLIC_VARIANTS.has(variant!))) return reply.code(404).send('Not found');
    const [row] = await db.query<MediaRow>('SELECT storage_key, mime, kind, variants FROM media WHERE id = $1', [id]);
    if (!row || row.kind !== 'image') return reply.code(404).send('Not found');
    const access = await mediaAccess(db, async () => (await callerOf(request)).user, id);
    const decision = variant === 'thumb' ? access.thumb : access.display;
    if (decision === 'denied') return reply.code(404).header('Cache-Control', 'no-store').send('Not found');
    let target = row.variants[variant ?? 'display'];
    if (!target && displayCopy) {
      if ((await media.size(row.storage_key)) === null) return reply.code(404).send('Not found');
      target = await displays.ensure(id, row.storage_key, variant);
    }
    if (!target) return reply.code(404).send('Not found');
    const size = await media.size(target.key);
    if (size === null) return reply.code(404).send('Not found');
    // A granted answer differs per viewer: no shared cache may keep or reuse it.
    if (decision === 'granted') reply.header('Vary', 'Cookie');
    return reply
      .header('Content-Type', target.mime)
      .header('Content-Length', size)
      .header('Cache-Control', decision === 'granted' ? GATED_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(await media.read(target.key));
  });
}

/** Counts one print copy for the member today; false once the day's budget is spent (one statement: no overshoot). */
async function countPrintCopy(db: Db, userId: number, perDay: number): Promise<boolean> {
  const counted = await db.query(
    `INSERT INTO print_quota AS q (user_id, day, copies) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET copies = q.copies + 1 WHERE q.copies < $3
     RETURNING copies`,
    [userId, quotaDay(), perDay],
  );
  return counted.length > 0;
}
