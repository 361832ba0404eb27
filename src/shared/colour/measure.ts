import { deltaE2000 } from './delta-e';
import { formatHex, type Rgb } from './hex';
import { rgbToLab, type Lab } from './lab';
import { percentRatios } from './ratios';

/** Index of the entry nearest to lab by CIEDE2000 (the first one on ties). */
export function nearestIndex(lab: Lab, candidates: readonly Lab[]): number {
  let best = 0;
  let bestDistance = Infinity;
  candidates.forEach((candidate, index) => {
    const distance = deltaE2000(lab, candidate);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

export interface MeasuredColour {
  /** Mean colour of the pixels assigned to this palette entry. */
  color_rgbhex: string;
  /** Whole percent; the list totals 100. */
  ratio: number;
  /** Which palette entry the pixels were assigned to. */
  paletteIndex: number;
}

export interface MeasureOptions {
  /** Entries covering less than this share of the pixels are left out (anti-aliasing fringes). Default 0.01. */
  minShare?: number;
  /** At most this many colours, largest first. Default 6. */
  maxColours?: number;
}

/**
 * The colours of an image as drawn from a known palette: every pixel goes to its nearest palette
 * colour (CIEDE2000), and each entry reports the mean colour of its pixels and its share.
 * pixels is interleaved 8-bit RGB(A); pixels with alpha below 128 are ignored.
 */
export function measurePaletteColours(
  pixels: ArrayLike<number>,
  channels: 3 | 4,
  palette: readonly Rgb[],
  { minShare = 0.01, maxColours = 6 }: MeasureOptions = {},
): MeasuredColour[] {
  if (palette.length === 0) throw new Error('measurePaletteColours needs at least one palette colour');
  const labs = palette.map(rgbToLab);
  const counts = new Float64Array(palette.length);
  const sums = new Float64Array(palette.length * 3);
  // Images repeat colours heavily: look each distinct RGB value up once.
  const nearestOf = new Map<number, number>();
  for (let i = 0; i + channels <= pixels.length; i += channels) {
    if (channels === 4 && pixels[i + 3]! < 128) continue;
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    const key = (r << 16) | (g << 8) | b;
    let index = nearestOf.get(key);
    if (index === undefined) {
      index = nearestIndex(rgbToLab({ r, g, b }), labs);
      nearestOf.set(key, index);
    }
    counts[index]! += 1;
    sums[index * 3]! += r;
    sums[index * 3 + 1]! += g;
    sums[index * 3 + 2]! += b;
  }
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return [];
  const kept = [...counts.keys()]
    .filter((index) => counts[index]! / total >= minShare)
    .sort((x, y) => counts[y]! - counts[x]! || x - y)
    .slice(0, maxColours);
  const ratios = percentRatios(kept.map((index) => counts[index]!));
  return kept.map((index, k) => {
    const n = counts[index]!;
    const mean = { r: sums[index * 3]! / n, g: sums[index * 3 + 1]! / n, b: sums[index * 3 + 2]! / n };
    return { color_rgbhex: formatHex(mean), ratio: ratios[k]!, paletteIndex: index };
  });
}
