import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { DisplayCopies } from './display';
import type { MediaStore } from './store';

interface MediaRow {
  storage_key: string;
  mime: string;
  kind: string;
  variants: Record<string, { key: string; mime: string } | undefined>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Variants anyone may see besides the display copy; full-size copies are downloads, not media. */
const PUBLIC_VARIANTS = new Set(['thumb']);

/**
 * Display images: public, immutable (a changed image gets a new id). /media/:id is the reduced
 * display copy, never the original: the original is the paid download, served only by the
 * authorised /download routes. /media/:id/thumb is the thumbnail.
 */
export function registerMediaRoutes(app: FastifyInstance, { db, media }: { db: Db; media: MediaStore }) {
  const displays = new DisplayCopies(db, media);
  app.get<{ Params: { id: string; variant?: string } }>('/media/:id/:variant?', async (request, reply) => {
    const { id, variant } = request.params;
    if (!ID.test(id) || (variant !== undefined && !PUBLIC_VARIANTS.has(variant))) return reply.code(404).send('Not found');
    const [row] = await db.query<MediaRow>('SELECT storage_key, mime, kind, variants FROM media WHERE id = $1', [id]);
    if (!row || row.kind !== 'image') return reply.code(404).send('Not found');
    let target = row.variants[variant ?? 'display'];
    if (!target && !variant) {
      if ((await media.size(row.storage_key)) === null) return reply.code(404).send('Not found');
      target = await displays.ensure(id, row.storage_key);
    }
    if (!target) return reply.code(404).send('Not found');
    const size = await media.size(target.key);
    if (size === null) return reply.code(404).send('Not found');
    return reply
      .header('Content-Type', target.mime)
      .header('Content-Length', size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(await media.read(target.key));
  });
}
