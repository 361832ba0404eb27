import sharp, { type Sharp } from 'sharp';
import { DISPLAY_WIDTH, RESPONSIVE_FORMATS, RESPONSIVE_WIDTHS, responsiveVariant, type ResponsiveFormat } from '../../src/shared/media/responsive';
import type { Db } from '../db/db';
import type { MediaStore } from './store';

/**
 * What /media/:id shows: a copy at most this wide, more compressed. The full-size original is a
 * paid download (authorised and counted per request at /download/…), so no public URL serves it
 * or its equal.
 */
export { DISPLAY_WIDTH };
/** Pixel-flood guard (reliability checklist E1) for every decode. */
const SHARP_INPUT = { limitInputPixels: 40_000_000 } as const;

export interface DisplayVariant {
  key: string;
  mime: 'image/webp' | 'image/avif';
  width: number;
  height: number;
  bytes: number;
}

/**
 * Responsive display copies, by URL (/media/:id/avif-480), so a page's `<picture>` lists them in
 * `srcset` per format and the browser picks width and format itself (src/components/responsive-image).
 * AVIF is about a third smaller than WebP here; effort 1 is most of that saving at a fraction of
 * effort 4's encoding time (seed time matters: the first start seeds the demo catalogue), and
 * 4:2:0 chroma is what the WebP copies have anyway (lossy WebP knows no other).
 */
const ENCODERS: Record<ResponsiveFormat, (picture: Sharp) => Sharp> = {
  avif: (picture) => picture.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (picture) => picture.webp({ quality: 78, effort: 2 }),
};
const FORMATS = Object.keys(RESPONSIVE_FORMATS) as ResponsiveFormat[];
const RESPONSIVE_VARIANT = new RegExp(`^(${FORMATS.join('|')})-(${RESPONSIVE_WIDTHS.join('|')})$`);

/** Whether a /media/:id/:variant name is one of the responsive display copies ("avif-480"). */
export const isResponsiveVariant = (name: string) => RESPONSIVE_VARIANT.test(name);

/**
 * One display copy of a picture: bounded width, lossy WebP or AVIF. (Not JPEG: a fine regular
 * pattern scaled down turns to moiré that JPEG stores larger than the full-size original; WebP
 * stays a fraction of it.)
 */
async function encodeAt(picture: Sharp, format: ResponsiveFormat, width: number) {
  const { data, info } = await ENCODERS[format](picture.resize({ width, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const stemOf = (storageKey: string) => storageKey.replace(/\.[a-z0-9]+$/, '');

/** Storage key of a picture's display copy, next to its original. */
export const displayKeyOf = (storageKey: string) => `${stemOf(storageKey)}.display.webp`;

export interface EncodedCopy {
  variant: DisplayVariant;
  data: Buffer;
}

/**
 * Every display copy of a picture, by variants name: `display` (WebP at the display width, what
 * /media/:id serves) and the responsive copies. `webp-640` is the display copy itself, not a
 * second file. `source` gives a fresh pipeline on the picture for each encoding.
 */
export async function encodeDisplayCopies(source: () => Sharp, storageKey: string): Promise<Map<string, EncodedCopy>> {
  const { width: pictureWidth = Infinity } = await source().metadata();
  const copies = new Map<string, EncodedCopy>();
  const jobs = FORMATS.flatMap((format) => {
    // A picture narrower than some widths has one copy for all of them (a 320-pixel logo: one AVIF,
    // one WebP), encoded once and stored under the name of the display copy or of the smallest width.
    const byWidth = new Map<number, number[]>();
    for (const width of RESPONSIVE_WIDTHS) byWidth.set(Math.min(width, pictureWidth), [...(byWidth.get(Math.min(width, pictureWidth)) ?? []), width]);
    return [...byWidth.values()].map(async (widths) => {
      const shared = format === 'webp' && widths.includes(DISPLAY_WIDTH);
      const key = shared ? displayKeyOf(storageKey) : `${stemOf(storageKey)}.${responsiveVariant(format, widths[0]!)}.${format}`;
      const encoded = await encodeAt(source(), format, widths[0]!);
      const variant = { key, mime: RESPONSIVE_FORMATS[format], width: encoded.width, height: encoded.height, bytes: encoded.data.length };
      for (const width of widths) copies.set(responsiveVariant(format, width), { variant, data: encoded.data });
    });
  });
  await Promise.all(jobs);
  copies.set('display', copies.get(`webp-${DISPLAY_WIDTH}`)!);
  return copies;
}

/** Stores each distinct file of a picture's display copies once; answers what media.variants records. */
export async function storeDisplayCopies(media: MediaStore, copies: Map<string, EncodedCopy>): Promise<Record<string, DisplayVariant>> {
  const files = new Map([...copies.values()].map((copy) => [copy.variant.key, copy.data]));
  await Promise.all([...files].map(([key, data]) => media.put(key, data)));
  return Object.fromEntries([...copies].map(([name, copy]) => [name, copy.variant]));
}

/**
 * Pictures stored before display copies existed (or by an ingest that made none) get theirs on
 * first view of any of them: all rendered from the original, stored, and recorded in
 * media.variants. Concurrent first views of one picture render it once.
 */
export class DisplayCopies {
  private readonly inflight = new Map<string, Promise<Record<string, DisplayVariant>>>();

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  /** The display copy named `name` ("display" or a responsive variant) of a picture. */
  async ensure(id: string, storageKey: string, name = 'display'): Promise<DisplayVariant> {
    let flight = this.inflight.get(id);
    if (!flight) {
      flight = this.render(id, storageKey).finally(() => this.inflight.delete(id));
      this.inflight.set(id, flight);
    }
    const variant = (await flight)[name];
    if (!variant) throw new Error(`No display copy named ${name}`);
    return variant;
  }

  private async render(id: string, storageKey: string): Promise<Record<string, DisplayVariant>> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.media.read(storageKey)) chunks.push(chunk as Buffer);
    const original = Buffer.concat(chunks);
    const variants = await storeDisplayCopies(this.media, await encodeDisplayCopies(() => sharp(original, SHARP_INPUT), storageKey));
    await this.db.query(`UPDATE media SET variants = variants || $2::jsonb WHERE id = $1`, [id, JSON.stringify(variants)]);
    return variants;
  }
}
