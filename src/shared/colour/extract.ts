import { formatHex } from './hex';
import { labToRgb, rgbToLab, type Lab } from './lab';
import { percentRatios } from './ratios';

/**
 * Dominant palette of an image, computed in CIE Lab on a downsampled copy. Runs unchanged in the
 * colour worker (browser) and at ingest on the server, so stored item colours and what a
 * designer sees from the same picture agree.
 *
 * 1. Downsample: every s-th pixel on both axes, s chosen so that at most about `maxSamples`
 *    pixels are read. A few tens of thousands of evenly spread pixels measure a palette of up to
 *    32 shares closely; reading more only costs time.
 * 2. Histogram the samples in 5-bit-per-channel RGB cells (32 768 cells), merged to 4-bit cells
 *    (4 096) when more than MAX_CELLS are occupied, as in a photograph; each occupied cell keeps
 *    its pixel count and the exact mean colour of its pixels (not the cell's centre), converted
 *    to Lab once. A flat colour therefore comes back exactly, and k-means runs over at most a
 *    thousand or so cells.
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
  /** Upper bound on pixels read (about). Default 32 000. */
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

/** Histogram resolution first tried: 5 bits per channel (32 768 cells). */
const FINE_BITS = 5;
/** Coarsest resolution merging may reach: 4 bits per channel (4 096 cells). */
const COARSE_BITS = 4;
/** Occupied cells above which the histogram is merged one level coarser (k-means cost grows with them). */
const MAX_CELLS = 1024;
const RESTARTS = 3;
const TRIAL_ITERATIONS = 4;
const MAX_ITERATIONS = 24;

interface Cells {
  count: number;
  weight: Float64Array;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
}

/** Largest maxSamples: the channel sums of twice as many 8-bit values (the step rounds) fit 32-bit cells. */
const MAX_SAMPLES = Math.floor(0xffffffff / 255 / 2);

/** Pixel counts and channel sums per RGB cell of a `bits`-per-channel grid. */
interface Grid {
  bits: number;
  counts: Uint32Array;
  sumR: Uint32Array;
  sumG: Uint32Array;
  sumB: Uint32Array;
}

const emptyGrid = (bits: number): Grid => {
  const size = 1 << (bits * 3);
  return { bits, counts: new Uint32Array(size), sumR: new Uint32Array(size), sumG: new Uint32Array(size), sumB: new Uint32Array(size) };
};

function sampleGrid({ data, width, height, channels }: PixelImage, maxSamples: number): Grid {
  if (data.length < width * height * channels) throw new Error('Pixel buffer is shorter than width × height × channels');
  const step = Math.max(1, Math.ceil(Math.sqrt((width * height) / maxSamples)));
  const grid = emptyGrid(FINE_BITS);
  const { counts, sumR, sumG, sumB } = grid;
  const shift = 8 - FINE_BITS;
  const stride = step * channels;
  for (let y = 0; y < height; y += step) {
    let i = y * width * channels;
    const rowEnd = i + width * channels;
    for (; i < rowEnd; i += stride) {
      if (channels === 4 && data[i + 3]! < 128) continue;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const cell = ((r >> shift) << (2 * FINE_BITS)) | ((g >> shift) << FINE_BITS) | (b >> shift);
      counts[cell]!++;
      sumR[cell]! += r;
      sumG[cell]! += g;
      sumB[cell]! += b;
    }
  }
  return grid;
}

/** The same pixels on a grid one bit per channel coarser: each cell merges its 8 sub-cells. */
function coarsen(fine: Grid): Grid {
  const bits = fine.bits - 1;
  const coarse = emptyGrid(bits);
  const mask = (1 << fine.bits) - 1;
  for (let cell = 0; cell < fine.counts.length; cell++) {
    if (!fine.counts[cell]) continue;
    const r = (cell >> (2 * fine.bits)) >> 1;
    const g = ((cell >> fine.bits) & mask) >> 1;
    const b = (cell & mask) >> 1;
    const to = (r << (2 * bits)) | (g << bits) | b;
    coarse.counts[to]! += fine.counts[cell]!;
    coarse.sumR[to]! += fine.sumR[cell]!;
    coarse.sumG[to]! += fine.sumG[cell]!;
    coarse.sumB[to]! += fine.sumB[cell]!;
  }
  return coarse;
}

function occupied({ counts }: Grid): number {
  let n = 0;
  for (let cell = 0; cell < counts.length; cell++) if (counts[cell]) n++;
  return n;
}

/**
 * The sampled pixels as weighted Lab points: the 5-bit grid's occupied cells, merged to the 4-bit
 * grid when there are more than MAX_CELLS of them (photographs). Each cell is its pixels' mean
 * colour, so merging blurs nothing a palette of at most 32 colours could show.
 */
function histogram(image: PixelImage, maxSamples: number): Cells {
  let grid = sampleGrid(image, maxSamples);
  let count = occupied(grid);
  while (count > MAX_CELLS && grid.bits > COARSE_BITS) {
    grid = coarsen(grid);
    count = occupied(grid);
  }
  const cells: Cells = {
    count,
    weight: new Float64Array(count),
    L: new Float64Array(count),
    a: new Float64Array(count),
    b: new Float64Array(count),
  };
  let k = 0;
  for (let cell = 0; cell < grid.counts.length; cell++) {
    const n = grid.counts[cell]!;
    if (!n) continue;
    const lab = rgbToLab({ r: grid.sumR[cell]! / n, g: grid.sumG[cell]! / n, b: grid.sumB[cell]! / n });
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

interface Centres {
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
}

interface Clustering extends Centres {
  weight: Float64Array;
  /** Weighted squared error of the assignment made in the last iteration. */
  error: number;
}

/** k-means++ seeding: each next centre is drawn with probability ∝ weight × squared distance. */
function seedCentres(cells: Cells, k: number, next: () => number): Centres {
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
  return { L: cL, a: cA, b: cB };
}

/** Lloyd iterations from the given centres (moved in place) until no cell changes cluster or `iterations` ran. */
function lloyd(cells: Cells, centres: Centres, iterations: number): Clustering {
  const n = cells.count;
  const k = centres.L.length;
  const { L: cL, a: cA, b: cB } = centres;
  const assignment = new Int32Array(n).fill(-1);
  const sumL = new Float64Array(k);
  const sumA = new Float64Array(k);
  const sumB = new Float64Array(k);
  const weight = new Float64Array(k);
  let error = 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
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
  const { colours = 6, maxSamples = 32_000, minShare = 0 } = options;
  if (!Number.isInteger(colours) || colours < 1 || colours > 32) throw new Error('Palette size must be a whole number from 1 to 32');
  if (!Number.isInteger(maxSamples) || maxSamples < 1 || maxSamples > MAX_SAMPLES) {
    throw new Error(`maxSamples must be a whole number from 1 to ${MAX_SAMPLES}`);
  }
  const cells = histogram(image, maxSamples);
  if (cells.count === 0) return [];
  const k = Math.min(colours, cells.count);
  // A few seedings each get a short trial; only the best one is iterated to convergence (the
  // ranking rarely changes after the first iterations, and converging every trial cost most).
  let best: Clustering | null = null;
  const next = random(0x5eed + k);
  for (let run = 0; run < RESTARTS; run++) {
    const trial = lloyd(cells, seedCentres(cells, k, next), TRIAL_ITERATIONS);
    if (!best || trial.error < best.error) best = trial;
  }
  const clustering = lloyd(cells, best!, MAX_ITERATIONS);
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
