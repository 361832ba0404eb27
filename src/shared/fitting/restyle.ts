import { labToRgb, rgbToLab, type Lab } from '../colour/lab';
import type { Raster } from '../image-tools/raster';

/**
 * Recolouring and pattern-filling a cut-out garment while keeping its shading (issue #14 item 5).
 * Work in CIE Lab: every opaque pixel takes the new colour's a/b, and its lightness is shifted by
 * the difference between the new colour's L and the garment's base lightness — so the flat cloth
 * lands on the target colour and folds, seams and shadows keep their light-dark difference to it.
 *
 * The base lightness is the most common lightness of the opaque pixels (the flat cloth), not the
 * plain mean: outlines and shadows would drag a mean down and leave the flat areas off target.
 */

/** Pixels at or below this alpha are background: left as they are and not counted. */
const OPAQUE = 8;
const L_BINS = 101;

/** Lab of every pixel (NaN L for transparent ones), and the garment's base lightness. */
export function shadingOf(garment: Raster): { lab: Float32Array; base: number } {
  const { data } = garment;
  const pixels = data.length / 4;
  const lab = new Float32Array(pixels * 3);
  const histogram = new Float64Array(L_BINS);
  const cache = new Map<number, Lab>();
  for (let p = 0; p < pixels; p++) {
    const i = p * 4;
    const alpha = data[i + 3]!;
    if (alpha <= OPAQUE) {
      lab[p * 3] = Number.NaN;
      continue;
    }
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    let colour = cache.get(key);
    if (!colour) {
      colour = rgbToLab({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]! });
      cache.set(key, colour);
    }
    lab[p * 3] = colour.L;
    lab[p * 3 + 1] = colour.a;
    lab[p * 3 + 2] = colour.b;
    histogram[Math.round(colour.L)]! += alpha;
  }
  // The mode of the lightness histogram (smoothed over ±1 so anti-aliasing does not split it).
  let best = 0;
  let base = 50;
  for (let l = 0; l < L_BINS; l++) {
    const weight = (histogram[l - 1] ?? 0) + histogram[l]! + (histogram[l + 1] ?? 0);
    if (weight > best) {
      best = weight;
      base = l;
    }
  }
  // Refine to the mean lightness of the pixels in the winning bins.
  let sum = 0;
  let count = 0;
  for (let p = 0; p < pixels; p++) {
    const L = lab[p * 3]!;
    if (!Number.isNaN(L) && Math.abs(L - base) <= 1.5) {
      sum += L;
      count++;
    }
  }
  return { lab, base: count ? sum / count : base };
}

/** A colour per pixel position (x, y in garment pixels). */
export type Paint = (x: number, y: number) => Lab;

/** The garment painted with `paint`, shading kept; alpha unchanged. */
export function restyle(garment: Raster, paint: Paint): Raster {
  const { width, height, data } = garment;
  const { lab, base } = shadingOf(garment);
  const out = new Uint8ClampedArray(data);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const L = lab[p * 3]!;
      if (Number.isNaN(L)) continue;
      const target = paint(x, y);
      const rgb = labToRgb({ L: Math.min(100, Math.max(0, target.L + L - base)), a: target.a, b: target.b });
      const i = p * 4;
      out[i] = rgb.r;
      out[i + 1] = rgb.g;
      out[i + 2] = rgb.b;
    }
  return { width, height, data: out };
}

/** The garment in one colour (a library colour), shading kept. */
export const recolour = (garment: Raster, target: Lab): Raster => restyle(garment, () => target);

export interface PatternPlacement {
  /** Pattern pixels per garment pixel (1 = the pattern's own size). */
  scale: number;
  /** Degrees, clockwise. */
  angle: number;
}

/**
 * The garment filled with a repeating pattern picture at a scale and angle, masked by the
 * garment's alpha, its shading kept (each pattern pixel's colour shifted by the garment's local
 * light-dark difference).
 */
export function patternFill(garment: Raster, pattern: Raster, { scale, angle }: PatternPlacement): Raster {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians) / scale;
  const sin = Math.sin(radians) / scale;
  const { width: pw, height: ph, data } = pattern;
  const cache = new Map<number, Lab>();
  const wrap = (v: number, n: number) => ((Math.floor(v) % n) + n) % n;
  return restyle(garment, (x, y) => {
    const u = wrap(x * cos + y * sin, pw);
    const v = wrap(-x * sin + y * cos, ph);
    const i = (v * pw + u) * 4;
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    let colour = cache.get(key);
    if (!colour) {
      colour = rgbToLab({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]! });
      cache.set(key, colour);
    }
    // The pattern's own light-dark stays: its mean is not subtracted, the garment's shading adds.
    return colour;
  });
}
