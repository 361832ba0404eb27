import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { measurePaletteColours, type MeasuredColour } from '../../../src/shared/colour';
import { displayKeyOf, encodeDisplay } from '../../media/display';
import type { MediaStore } from '../../media/store';
import type { ImageSpec } from './compositions';

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
  variants: { thumb: StoredVariant; display: StoredVariant };
  colours: MeasuredColour[];
}

/** Stable media id for a seeded picture ("sd" + 14 hex digits), so reseeding rewrites the same files. */
export function seedMediaId(label: string): string {
  return `sd${createHash('sha1').update(label).digest('hex').slice(0, 14)}`;
}

const keyFor = (id: string, suffix: string) => `seed/${id.slice(2, 4)}/${id}${suffix}`;

/**
 * Rasterises an SVG once, stores the full-size JPEG original (the download), a reduced WebP
 * display copy and a WebP thumbnail, then measures the palette colours on the stored JPEG, so
 * the recorded colours are those a visitor's browser decodes.
 */
export async function renderImage(spec: ImageSpec, id: string, media: MediaStore): Promise<RenderedImage> {
  const { data: raw, info } = await sharp(Buffer.from(spec.svg), SHARP_INPUT).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(raw, { ...SHARP_INPUT, raw: { width: info.width, height: info.height, channels: 3 } });
  const [jpeg, display, thumb] = await Promise.all([
    fromRaw().jpeg({ quality: 86, chromaSubsampling: '4:4:4' }).toBuffer(),
    encodeDisplay(fromRaw()),
    fromRaw().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer({ resolveWithObject: true }),
  ]);
  const measured = await sharp(jpeg, SHARP_INPUT).resize({ width: MEASURE_WIDTH, kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true });
  const colours = measurePaletteColours(measured.data, measured.info.channels as 3 | 4, spec.palette);

  const storageKey = keyFor(id, '.jpg');
  const variants = {
    display: { key: displayKeyOf(storageKey), mime: 'image/webp', width: display.width, height: display.height, bytes: display.data.length },
    thumb: { key: keyFor(id, '.thumb.webp'), mime: 'image/webp', width: thumb.info.width, height: thumb.info.height, bytes: thumb.data.length },
  };
  await Promise.all([media.put(storageKey, jpeg), media.put(variants.display.key, display.data), media.put(variants.thumb.key, thumb.data)]);
  return { id, storageKey, mime: 'image/jpeg', width: info.width, height: info.height, bytes: jpeg.length, variants, colours };
}

/** Runs tasks with at most `limit` in flight (sharp work is CPU-bound: keep it within the cores). */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
