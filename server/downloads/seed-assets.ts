import type { Db, Queryable } from '../db/db';
import type { MediaStore } from '../media/store';

export interface VectorSource {
  /** The media row of the picture rasterised from this drawing. */
  mediaId: string;
  svg: string;
}

const keyOf = (mediaId: string) => `vector/${mediaId.slice(2, 4).toLowerCase()}/${mediaId.toLowerCase()}.svg`;

/**
 * Keeps the vector drawings pictures were rasterised from, so items whose pictures have one offer
 * an svg download (and subZip for their attached pictures). Called by the demo seed with the SVG
 * it rendered each shared picture from; the media rows must exist already. Idempotent: saving a
 * picture's drawing again replaces it.
 */
export async function saveVectorSources(db: Db, media: MediaStore, sources: readonly VectorSource[]): Promise<number> {
  if (sources.length === 0) return 0;
  for (const source of sources) await media.put(keyOf(source.mediaId), Buffer.from(source.svg, 'utf8'));
  await db.query(
    `INSERT INTO download_sources (media_id, mime, storage_key, bytes)
     SELECT s.media_id, 'image/svg+xml', s.storage_key, s.bytes FROM unnest($1::text[], $2::text[], $3::bigint[]) AS s(media_id, storage_key, bytes)
     ON CONFLICT (media_id) DO UPDATE SET storage_key = EXCLUDED.storage_key, bytes = EXCLUDED.bytes`,
    [sources.map((s) => s.mediaId), sources.map((s) => keyOf(s.mediaId)), sources.map((s) => Buffer.byteLength(s.svg, 'utf8'))],
  );
  return sources.length;
}

/**
 * For clearing the demo catalogue: forgets the files downloads made or kept for it — files
 * rendered on request (dl/…, all of them belong to items) and the vector drawings of its
 * pictures — and returns their storage keys, for the caller to delete once the rows are gone.
 */
export async function forgetDownloadFiles(tx: Queryable): Promise<string[]> {
  const vectors = await tx.query<{ storage_key: string }>(
    `DELETE FROM download_sources s USING media m WHERE m.id = s.media_id AND m.storage_key LIKE 'seed/%' RETURNING s.storage_key`,
  );
  await tx.query('DELETE FROM download_files');
  const rendered = await tx.query<{ storage_key: string }>(`DELETE FROM media WHERE kind = 'file' AND storage_key LIKE 'dl/%' RETURNING storage_key`);
  return [...vectors, ...rendered].map((row) => row.storage_key);
}
