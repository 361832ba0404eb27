import { formatHex } from './hex';
import { labToRgb, rgbToLab, type Lab } from './lab';
import { percentRatios } from './ratios';

/**
 * Dominant palette of an image, computed in CIE Lab on a downsampled copy. Runs unchanged in the
 * colour worker (browser) and at ingest on the server, so stored item colours and what a
 * designer sees from the same picture agree.
 *
 * 1. Downsample: every s-th pixel on both axes, so at most `maxSamples` pixels are read.
 * 2. Histogram the samples in 5-bit-per-channel RGB cells (32 768 cells); each occupied cell keeps
 *    its pixel count and mean colour, converted to Lab once.
 * 3. Weighted k-means (k-means++ seeding, a few deterministic restarts, best total error kept)
 *    over the occupied cells in Lab, where Euclidean distance follows perceived difference.
 */

export interface PaletteColour {
  color_rgbhex: string;
  lab: Lab;
  /** Whole percent; the palette totals 100 (spec §5). */
  ratio: number;
  /** Exact share of the sampled pixels, 0–1. */
  share: number;
}

export interface ExtractOptions {
  /** Palette size; fewer colours come back when the image has fewer. Default 6. */
  colours?: number;
  /** Upper bound on pixels read. Default 120 000. */
  maxSamples?: number;
  /** Colours covering less than this share are dropped (their pixels still count). Default 0. */
  minShare?: number;
}

export interface PixelImage {
  /** Interleaved 8-bit RGB or RGBA (ImageData.data, sharp raw output). */
  data: ArrayLike<number>;
  width: number;
  height: number;
  channels: 3 | 4;
}

const CELL_BITS = 5;
const CELLS = 1 << (CELL_BITS * 3);
const SHIFT = 8 - CELL_BITS;
const RESTARTS = 3;
const MAX_ITERATIONS = 24;

interface Cells {
  count: number;
  weight: Float64Array;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
}

function histogram({ data, width, height, channels }: PixelImage, maxSamples: number): Cells {
  if (data.length < width * height * channels) throw new Error('Pixel buffer is shorter than width × height × channels');
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / maxSamples)));
  const counts = new Uint32Array(CELLS);
  const sumR = new Uint32Array(CELLS);
  const sumG = new Uint32Array(CELLS);
  const sumB = new Uint32Array(CELLS);
  for (let y = 0; y < height; y += step) {
    let i = y * width * channels;
    const rowEnd = i + width * channels;
    const stride = step * channels;
    for (; i < rowEnd; i += stride) {
      if (channels === 4 && data[i + 3]! < 128) continue;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const cell = ((r >> SHIFT) << (2 * CELL_BITS)) | ((g >> SHIFT) << CELL_BITS) | (b >> SHIFT);
      counts[cell]!++;
      sumR[cell]! += r;
      sumG[cell]! += g;
      sumB[cell]! += b;
    }
  }
  let count = 0;
  for (let cell = 0; cell < CELLS; cell++) if (counts[cell]) count++;
  const cells: Cells = {
    count,
    weight: new Float64Array(count),
    L: new Float64Array(count),
    a: new Float64Array(count),
    b: new Float64Array(count),
  };
  let k = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const n = counts[cell]!;
    if (!n) continue;
    const lab = rgbToLab({ r: sumR[cell]! / n, g: sumG[cell]! / n, b: sumB[cell]! / n });
    cells.weight[k] = n;
    cells.L[k] = lab.L;
    cells.a[k] = lab.a;
    cells.b[k] = lab.b;
    k++;
  }
  return cells;
}

/** Small deterministic PRNG (mulberry32): the same image always gives the same palette. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Clustering {
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  weight: Float64Array;
  error: number;
}

function kMeans(cells: Cells, k: number, next: () => number): Clustering {
  const n = cells.count;
  const cL = new Float64Array(k);
  const cA = new Float64Array(k);
  const cB = new Float64Array(k);
  const nearestDistance = new Float64Array(n).fill(Infinity);
  const seedAt = (centre: number, cell: number) => {
    cL[centre] = cells.L[cell]!;
    cA[centre] = cells.a[cell]!;
    cB[centre] = cells.b[cell]!;
  };
  // k-means++: each next centre is drawn with probability ∝ weight × squared distance.
  for (let centre = 0; centre < k; centre++) {
    let chosen = 0;
    if (centre === 0) {
      let total = 0;
      for (let i = 0; i < n; i++) total += cells.weight[i]!;
      let pick = next() * total;
      while (chosen < n - 1 && (pick -= cells.weight[chosen]!) > 0) chosen++;
    } else {
      let total = 0;
      for (let i = 0; i < n; i++) total += cells.weight[i]! * nearestDistance[i]!;
      if (total === 0) break;
      let pick = next() * total;
      while (chosen < n - 1 && (pick -= cells.weight[chosen]! * nearestDistance[chosen]!) > 0) chosen++;
    }
    seedAt(centre, chosen);
    for (let i = 0; i < n; i++) {
      const dL = cells.L[i]! - cL[centre]!;
      const dA = cells.a[i]! - cA[centre]!;
      const dB = cells.b[i]! - cB[centre]!;
      const d = dL * dL + dA * dA + dB * dB;
      if (d < nearestDistance[i]!) nearestDistance[i] = d;
    }
  }

  const assignment = new Int32Array(n).fill(-1);
  const sumL = new Float64Array(k);
  const sumA = new Float64Array(k);
  const sumB = new Float64Array(k);
  const weight = new Float64Array(k);
  let error = 0;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = 0;
    error = 0;
    sumL.fill(0);
    sumA.fill(0);
    sumB.fill(0);
    weight.fill(0);
    for (let i = 0; i < n; i++) {
      const L = cells.L[i]!;
      const A = cells.a[i]!;
      const B = cells.b[i]!;
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < k; c++) {
        const dL = L - cL[c]!;
        const dA = A - cA[c]!;
        const dB = B - cB[c]!;
        const d = dL * dL + dA * dA + dB * dB;
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed++;
      }
      const w = cells.weight[i]!;
      error += w * bestDistance;
      sumL[best]! += w * L;
      sumA[best]! += w * A;
      sumB[best]! += w * B;
      weight[best]! += w;
    }
    for (let c = 0; c < k; c++) {
      if (weight[c]! === 0) continue;
      cL[c] = sumL[c]! / weight[c]!;
      cA[c] = sumA[c]! / weight[c]!;
      cB[c] = sumB[c]! / weight[c]!;
    }
    if (changed === 0) break;
  }
  return { L: cL, a: cA, b: cB, weight, error };
}

/** The palette of an image: up to `colours` colours, largest share first, ratios totalling 100. */
export function extractPalette(image: PixelImage, options: ExtractOptions = {}): PaletteColour[] {
  const { colours = 6, maxSamples = 120_000, minShare = 0 } = options;
  if (!Number.isInteger(colours) || colours < 1 || colours > 32) throw new Error('Palette size must be a whole number from 1 to 32');
  const cells = histogram(image, maxSamples);
  if (cells.count === 0) return [];
  const k = Math.min(colours, cells.count);
  let best: Clustering | null = null;
  const next = random(0x5eed + k);
  for (let run = 0; run < RESTARTS; run++) {
    const clustering = kMeans(cells, k, next);
    if (!best || clustering.error < best.error) best = clustering;
  }
  const clustering = best!;
  const total = clustering.weight.reduce((sum, w) => sum + w, 0);
  const kept = [...clustering.weight.keys()]
    .filter((c) => clustering.weight[c]! > 0 && clustering.weight[c]! / total >= minShare)
    .sort((x, y) => clustering.weight[y]! - clustering.weight[x]! || x - y);
  const ratios = percentRatios(kept.map((c) => clustering.weight[c]!));
  return kept.map((c, index) => {
    const lab = { L: clustering.L[c]!, a: clustering.a[c]!, b: clustering.b[c]! };
    return {
      color_rgbhex: formatHex(labToRgb(lab)),
      lab,
      ratio: ratios[index]!,
      share: clustering.weight[c]! / total,
    };
  });
}

/** Longest side of the downsampled copy the worker and the server ingest analyse. */
export const ANALYSIS_MAX_SIDE = 400;
