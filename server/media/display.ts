import sharp, { type Sharp } from 'sharp';
import type { Db } from '../db/db';
import type { MediaStore } from './store';

/**
 * What /media/:id shows: a copy at most this wide, more compressed. The full-size original is a
 * paid download (authorised and counted per request at /download/…), so no public URL serves it
 * or its equal.
 */
export const DISPLAY_WIDTH = 640;
/** Pixel-flood guard (reliability checklist E1) for every decode. */
const SHARP_INPUT = { limitInputPixels: 40_000_000 } as const;

export interface DisplayVariant {
  key: string;
  mime: 'image/webp';
  width: number;
  height: number;
  bytes: number;
}

/**
 * The display copy of a picture: bounded width, lossy WebP. (Not JPEG: a fine regular pattern
 * scaled down turns to moiré that JPEG stores larger than the full-size original; WebP stays a
 * fraction of it.)
 */
export async function encodeDisplay(picture: Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await picture.resize({ width: DISPLAY_WIDTH, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Storage key of a picture's display copy, next to its original. */
export const displayKeyOf = (storageKey: string) => `${storageKey.replace(/\.[a-z0-9]+$/, '')}.display.webp`;

/**
 * Pictures stored before display copies existed (or by an ingest that made none) get theirs on
 * first view: rendered from the original, stored, and recorded in media.variants. Concurrent
 * first views of one picture render it once.
 */
export class DisplayCopies {
  private readonly inflight = new Map<string, Promise<DisplayVariant>>();

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  ensure(id: string, storageKey: string): Promise<DisplayVariant> {
    let flight = this.inflight.get(id);
    if (!flight) {
      flight = this.render(id, storageKey).finally(() => this.inflight.delete(id));
      this.inflight.set(id, flight);
    }
    return flight;
  }

  private async render(id: string, storageKey: string): Promise<DisplayVariant> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.media.read(storageKey)) chunks.push(chunk as Buffer);
    const { data, width, height } = await encodeDisplay(sharp(Buffer.concat(chunks), SHARP_INPUT));
    const variant: DisplayVariant = { key: displayKeyOf(storageKey), mime: 'image/webp', width, height, bytes: data.length };
    await this.media.put(variant.key, data);
    await this.db.query(`UPDATE media SET variants = variants || jsonb_build_object('display', $2::jsonb) WHERE id = $1`, [id, JSON.stringify(variant)]);
    return variant;
  }
}
