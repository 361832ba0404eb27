import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { hexToRgb, measurePaletteColours, type MeasuredColour } from '../../../src/shared/colour';
import { describePicture, DESCRIPTOR_SIDE } from '../../../src/shared/image-search/descriptor';
import { encodeDisplayCopies, storeDisplayCopies } from '../../media/display';
import type { MediaStore } from '../../media/store';
import type { ImageSpec } from './compositions';
export { mapBounded } from '../../../src/shared/concurrency';

/** Pixel-flood guard (reliability checklist E1): nothing here is near it, but every decode states a limit. */
export const MAX_INPUT_PIXELS = 40_000_000;
const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS } as const;
const THUMB_WIDTH = 400;
/** Colours are measured on a copy this wide: enough pixels for whole-percent shares, fast to classify. */
const MEASURE_WIDTH = 240;

export interface StoredVariant {
  key: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

export interface RenderedImage {
  id: string;
  storageKey: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** thumb, display, and the responsive display copies (avif-320 …) of server/media/display.ts. */
  variants: Record<string, StoredVariant>;
  colours: MeasuredColour[];
  /** Its search-by-picture descriptor (when asked for), measured on the stored JPEG as a browser decodes it. */
  descriptor: Float32Array | null;
}

/** Stable media id for a seeded picture ("sd" + 14 hex digits), so reseeding rewrites the same files. */
export function seedMediaId(label: string): string {
  return `sd${createHash('sha1').update(label).digest('hex').slice(0, 14)}`;
}

const keyFor = (id: string, suffix: string) => `seed/${id.slice(2, 4)}/${id}${suffix}`;

/**
 * Rasterises an SVG once, stores the full-size JPEG original (the download), the reduced display
 * copies (WebP, and AVIF and WebP at responsive widths) and a WebP thumbnail, then measures the
 * palette colours on the stored JPEG, so the recorded colours are those a visitor's browser decodes.
 */
export async function renderImage(spec: ImageSpec, id: string, media: MediaStore, { settle = false, describe = false } = {}): Promise<RenderedImage> {
  const { data: raw, info } = await sharp(Buffer.from(spec.svg), SHARP_INPUT).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(raw, { ...SHARP_INPUT, raw: { width: info.width, height: info.height, channels: 3 } });
  const storageKey = keyFor(id, '.jpg');
  const [jpeg, displays, thumb] = await Promise.all([
    fromRaw().jpeg({ quality: 86, chromaSubsampling: '4:4:4' }).toBuffer(),
    encodeDisplayCopies(fromRaw, storageKey),
    fromRaw().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer({ resolveWithObject: true }),
  ]);
  // One decoder of the stored JPEG for both measurements. A fine texture aliases when sampled down:
  // settled pictures are measured at full size.
  const decoded = sharp(jpeg, SHARP_INPUT);
  const [measured, small] = await Promise.all([
    (settle ? decoded.clone() : decoded.clone().resize({ width: MEASURE_WIDTH, kernel: 'nearest' })).raw().toBuffer({ resolveWithObject: true }),
    // Reduced by sharp first (area-averaging every pixel of a big picture in JS is slow), then as the browser does.
    describe ? decoded.clone().resize({ width: DESCRIPTOR_SIDE * 4, height: DESCRIPTOR_SIDE * 4, fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true }) : null,
  ]);
  const descriptor = small && describePicture({ data: new Uint8ClampedArray(small.data.buffer, small.data.byteOffset, small.data.length), width: small.info.width, height: small.info.height });
  const channels = measured.info.channels as 3 | 4;
  let colours = measurePaletteColours(measured.data, channels, spec.palette);
  // Textures (woven swatches) blend their drawing colours into many shades, so the mean of each
  // palette colour's pixels drifts from it: measure again around the means until each recorded
  // colour's share is the share of pixels nearest to it.
  for (let round = 0; settle && round < 6; round++) {
    const next = measurePaletteColours(measured.data, channels, colours.map((colour) => hexToRgb(colour.color_rgbhex)));
    const same = next.length === colours.length && next.every((colour, i) => colour.color_rgbhex === colours[i]!.color_rgbhex && colour.ratio === colours[i]!.ratio);
    colours = next;
    if (same) break;
  }

  const thumbVariant = { key: keyFor(id, '.thumb.webp'), mime: 'image/webp', width: thumb.info.width, height: thumb.info.height, bytes: thumb.data.length };
  const [displayVariants] = await Promise.all([storeDisplayCopies(media, displays), media.put(storageKey, jpeg), media.put(thumbVariant.key, thumb.data)]);
  const variants = { ...displayVariants, thumb: thumbVariant };
  return { id, storageKey, mime: 'image/jpeg', width: info.width, height: info.height, bytes: jpeg.length, variants, colours, descriptor };
}
