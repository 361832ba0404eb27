import { rgbToLab } from '../colour/lab';
import { createGrid, minCut } from './max-flow';
import { personFound, priorSeeds, type PersonPrior, type PriorSeeds } from './person-prior';
import type { Raster } from './raster';

/**
 * Background removal on the device (issue #13 item 3), GrabCut-style (Rother, Kolmogorov, Blake
 * 2004) in pure TypeScript: the picture's border is background, the rest probably subject; colour
 * models (Gaussian mixtures in Lab, seeded by k-means) for both; a graph cut over an 8-connected
 * grid with contrast-sensitive edges; refit and cut again a few times. Keep/remove brush strokes
 * are hard constraints. The cut is made at a capped working size, then brought up to the
 * refinement size with an edge-aware guided filter, so a 24-megapixel photo costs the same.
 */

/** A brush stroke painted on the picture: points (x, y pairs) in 0–1 of the width and height. */
export interface CutoutStroke {
  kind: 'keep' | 'remove';
  points: number[];
  /** Brush radius as a fraction of the picture's longest side. */
  radius: number;
}

export interface CutoutOptions {
  strokes?: readonly CutoutStroke[];
  /** Longest side of the graph cut's grid. */
  workSide?: number;
  /** Graph-cut rounds (colour models refitted between rounds). */
  rounds?: number;
  /** Called after each round with the fraction done. */
  onRound?: (done: number, total: number) => void;
  /**
   * The person segmentation model's map (person-prior.ts). Used only when it found a person: it
   * then seeds the cut instead of the picture's border; otherwise the classical cut runs unchanged.
   */
  prior?: PersonPrior;
}

/** Which seeding a cut used: the person model's prior or the classical border. */
export type CutoutMethod = 'person' | 'classic';

/** The seeding cutoutAlpha uses with these options. */
export const cutoutMethod = (options: CutoutOptions): CutoutMethod => (options.prior && personFound(options.prior) ? 'person' : 'classic');

/** Longest side of the graph cut: ~100 000 nodes, well under a second per round in a worker. */
export const CUTOUT_WORK_SIDE = 320;
/** Longest side the mask is refined at (guided filter); larger pictures get it upsampled. */
export const CUTOUT_REFINE_SIDE = 1024;

const COMPONENTS = 5;
const ROUNDS = 5;
/** Weight of the smoothness term (GrabCut's γ). */
const GAMMA = 50;
const HARD = 1e9;

/** The subject's alpha (0–255) for every pixel of `raster`. */
export function cutoutAlpha(raster: Raster, options: CutoutOptions = {}): Uint8Array {
  const workSide = options.workSide ?? CUTOUT_WORK_SIDE;
  const work = boxReduce(raster, workSide);
  const seeds = cutoutMethod(options) === 'person' ? priorSeeds(options.prior!, work.width, work.height) : undefined;
  const hard = hardLabels(work, options.strokes ?? [], seeds);
  const mask = graphCutSegment(work, hard, options.rounds ?? ROUNDS, options.onRound, seeds);
  cleanMask(mask, hard, work.width, work.height);
  return refineMask(mask, work.width, work.height, raster);
}

/** Hard labels of the working grid: 1 subject, -1 background, 0 to decide. Strokes override the prior's seeds. */
function hardLabels(work: Raster, strokes: readonly CutoutStroke[], seeds?: PriorSeeds): Int8Array {
  const { width, height, data } = work;
  const hard = seeds ? Int8Array.from(seeds.hard) : new Int8Array(width * height);
  const ring = Math.max(1, Math.round(Math.max(width, height) / 160));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // Transparent pixels are background, and so is the outer ring, unless the model sees a person
      // there: a portrait's body runs off the bottom edge, and the ring would cut it off.
      const ringPixel = x < ring || y < ring || x >= width - ring || y >= height - ring;
      if (data[i * 4 + 3]! < 128 || (ringPixel && !seeds?.initial[i])) hard[i] = -1;
    }
  const side = Math.max(width, height);
  for (const stroke of strokes) {
    const value = stroke.kind === 'keep' ? 1 : -1;
    const radius = Math.max(0.75, stroke.radius * side);
    const points = stroke.points;
    for (let p = 0; p < points.length; p += 2) {
      const x1 = points[p]! * width;
      const y1 = points[p + 1]! * height;
      const x0 = p >= 2 ? points[p - 2]! * width : x1;
      const y0 = p >= 2 ? points[p - 1]! * height : y1;
      paintSegment(hard, width, height, x0, y0, x1, y1, radius, value);
    }
  }
  return hard;
}

function paintSegment(labels: Int8Array, width: number, height: number, x0: number, y0: number, x1: number, y1: number, radius: number, value: number) {
  const left = Math.max(0, Math.floor(Math.min(x0, x1) - radius));
  const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + radius));
  const top = Math.max(0, Math.floor(Math.min(y0, y1) - radius));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + radius));
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy;
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const t = length2 ? Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / length2)) : 0;
      const ex = px - (x0 + t * dx);
      const ey = py - (y0 + t * dy);
      if (ex * ex + ey * ey <= radius * radius) labels[y * width + x] = value;
    }
}

/** The picture reduced by area averaging so its longest side is at most maxSide (alpha averaged too). */
export function boxReduce(raster: Raster, maxSide: number): Raster {
  const scale = Math.min(1, maxSide / Math.max(raster.width, raster.height));
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  if (width === raster.width && height === raster.height) return raster;
  const sums = new Float64Array(width * height * 5);
  for (let y = 0; y < raster.height; y++) {
    const row = Math.min(height - 1, Math.floor((y * height) / raster.height)) * width;
    for (let x = 0; x < raster.width; x++) {
      const at = (row + Math.min(width - 1, Math.floor((x * width) / raster.width))) * 5;
      const from = (y * raster.width + x) * 4;
      sums[at]! += raster.data[from]!;
      sums[at + 1]! += raster.data[from + 1]!;
      sums[at + 2]! += raster.data[from + 2]!;
      sums[at + 3]! += raster.data[from + 3]!;
      sums[at + 4]! += 1;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const count = sums[i * 5 + 4]! || 1;
    for (let c = 0; c < 4; c++) data[i * 4 + c] = sums[i * 5 + c]! / count;
  }
  return { data, width, height };
}

/** Lab colour of every pixel, three floats each. */
function labPixels(raster: Raster): Float64Array {
  const n = raster.width * raster.height;
  const lab = new Float64Array(n * 3);
  for (let i = 0; i < n; i++) {
    const { L, a, b } = rgbToLab({ r: raster.data[i * 4]!, g: raster.data[i * 4 + 1]!, b: raster.data[i * 4 + 2]! });
    lab[i * 3] = L;
    lab[i * 3 + 1] = a;
    lab[i * 3 + 2] = b;
  }
  return lab;
}

/** A Gaussian mixture over Lab colours, as GrabCut keeps for the subject and the background. */
interface Mixture {
  /** Per component: log weight − ½ log det Σ (the constant of the log density). */
  constant: Float64Array;
  mean: Float64Array;
  /** Inverse covariances, 9 per component. */
  inverse: Float64Array;
}

function componentLogDensity(mixture: Mixture, k: number, l: number, a: number, b: number): number {
  const dl = l - mixture.mean[k * 3]!;
  const da = a - mixture.mean[k * 3 + 1]!;
  const db = b - mixture.mean[k * 3 + 2]!;
  const m = mixture.inverse;
  const o = k * 9;
  const mahalanobis =
    dl * (m[o]! * dl + m[o + 1]! * da + m[o + 2]! * db) + da * (m[o + 3]! * dl + m[o + 4]! * da + m[o + 5]! * db) + db * (m[o + 6]! * dl + m[o + 7]! * da + m[o + 8]! * db);
  return mixture.constant[k]! - 0.5 * mahalanobis;
}

/** −log p(colour) under the mixture (the constant 3/2 log 2π left out: it cancels in the cut). */
function negativeLogLikelihood(mixture: Mixture, l: number, a: number, b: number): number {
  let best = -Infinity;
  const terms: number[] = [];
  for (let k = 0; k < mixture.constant.length; k++) {
    if (mixture.constant[k] === -Infinity) continue;
    const value = componentLogDensity(mixture, k, l, a, b);
    terms.push(value);
    if (value > best) best = value;
  }
  let sum = 0;
  for (const value of terms) sum += Math.exp(value - best);
  return -(best + Math.log(sum));
}

function bestComponent(mixture: Mixture, l: number, a: number, b: number): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let k = 0; k < mixture.constant.length; k++) {
    const value = componentLogDensity(mixture, k, l, a, b);
    if (value > bestValue) {
      bestValue = value;
      best = k;
    }
  }
  return best;
}

/** Fits a mixture to the pixels `members` whose component is `assigned` (maximum likelihood, regularised). */
function fitMixture(lab: Float64Array, members: Int32Array, assigned: Uint8Array): Mixture {
  const K = COMPONENTS;
  const count = new Float64Array(K);
  const sum = new Float64Array(K * 3);
  const product = new Float64Array(K * 9);
  for (let m = 0; m < members.length; m++) {
    const i = members[m]!;
    const k = assigned[m]!;
    const c = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
    count[k]!++;
    for (let r = 0; r < 3; r++) {
      sum[k * 3 + r]! += c[r]!;
      for (let s = 0; s < 3; s++) product[k * 9 + r * 3 + s]! += c[r]! * c[s]!;
    }
  }
  const mixture: Mixture = { constant: new Float64Array(K), mean: new Float64Array(K * 3), inverse: new Float64Array(K * 9) };
  for (let k = 0; k < K; k++) {
    if (count[k]! < 1) {
      mixture.constant[k] = -Infinity;
      continue;
    }
    const mean = [0, 1, 2].map((r) => sum[k * 3 + r]! / count[k]!);
    const cov = new Float64Array(9);
    for (let r = 0; r < 3; r++) for (let s = 0; s < 3; s++) cov[r * 3 + s] = product[k * 9 + r * 3 + s]! / count[k]! - mean[r]! * mean[s]!;
    // A floor on the variance: a flat background must not become an infinitely sharp peak.
    for (let r = 0; r < 3; r++) cov[r * 4]! += 4;
    const det = cov[0]! * (cov[4]! * cov[8]! - cov[5]! * cov[7]!) - cov[1]! * (cov[3]! * cov[8]! - cov[5]! * cov[6]!) + cov[2]! * (cov[3]! * cov[7]! - cov[4]! * cov[6]!);
    const inv = [
      cov[4]! * cov[8]! - cov[5]! * cov[7]!,
      cov[2]! * cov[7]! - cov[1]! * cov[8]!,
      cov[1]! * cov[5]! - cov[2]! * cov[4]!,
      cov[5]! * cov[6]! - cov[3]! * cov[8]!,
      cov[0]! * cov[8]! - cov[2]! * cov[6]!,
      cov[2]! * cov[3]! - cov[0]! * cov[5]!,
      cov[3]! * cov[7]! - cov[4]! * cov[6]!,
      cov[1]! * cov[6]! - cov[0]! * cov[7]!,
      cov[0]! * cov[4]! - cov[1]! * cov[3]!,
    ];
    for (let r = 0; r < 9; r++) mixture.inverse[k * 9 + r] = inv[r]! / det;
    mixture.mean.set(mean, k * 3);
    mixture.constant[k] = Math.log(count[k]! / members.length) - 0.5 * Math.log(det);
  }
  return mixture;
}

/** k-means (k-means++ seeding, deterministic) of the members' colours: the first component assignment. */
function kMeansAssign(lab: Float64Array, members: Int32Array): Uint8Array {
  const K = Math.min(COMPONENTS, members.length);
  const assigned = new Uint8Array(members.length);
  if (K === 0) return assigned;
  const centres = new Float64Array(K * 3);
  const distance = new Float64Array(members.length).fill(Infinity);
  let seed = 0x9e3779b9;
  const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const stride = Math.max(1, Math.floor(members.length / 20_000));
  let pick = members[Math.floor(members.length / 2)]!;
  for (let k = 0; k < K; k++) {
    centres.set(lab.subarray(pick * 3, pick * 3 + 3), k * 3);
    let total = 0;
    for (let m = 0; m < members.length; m += stride) {
      const i = members[m]!;
      const dl = lab[i * 3]! - centres[k * 3]!;
      const da = lab[i * 3 + 1]! - centres[k * 3 + 1]!;
      const db = lab[i * 3 + 2]! - centres[k * 3 + 2]!;
      distance[m] = Math.min(distance[m]!, dl * dl + da * da + db * db);
      total += distance[m]!;
    }
    let target = random() * total;
    for (let m = 0; m < members.length; m += stride) {
      target -= distance[m]!;
      if (target <= 0) {
        pick = members[m]!;
        break;
      }
    }
  }
  for (let round = 0; round < 8; round++) {
    const sums = new Float64Array(K * 4);
    for (let m = 0; m < members.length; m++) {
      const i = members[m]!;
      let best = 0;
      let bestDistance = Infinity;
      for (let k = 0; k < K; k++) {
        const dl = lab[i * 3]! - centres[k * 3]!;
        const da = lab[i * 3 + 1]! - centres[k * 3 + 1]!;
        const db = lab[i * 3 + 2]! - centres[k * 3 + 2]!;
        const d = dl * dl + da * da + db * db;
        if (d < bestDistance) {
          bestDistance = d;
          best = k;
        }
      }
      assigned[m] = best;
      for (let c = 0; c < 3; c++) sums[best * 4 + c]! += lab[i * 3 + c]!;
      sums[best * 4 + 3]!++;
    }
    for (let k = 0; k < K; k++) if (sums[k * 4 + 3]! > 0) for (let c = 0; c < 3; c++) centres[k * 3 + c] = sums[k * 4 + c]! / sums[k * 4 + 3]!;
  }
  return assigned;
}

/** Contrast-sensitive smoothness weights of every arc: γ / distance · exp(−β ‖Δcolour‖²). */
function smoothnessWeights(lab: Float64Array, grid: ReturnType<typeof createGrid>): Float64Array {
  const { start, head } = grid;
  const n = grid.width * grid.height;
  const weights = new Float64Array(head.length);
  let total = 0;
  for (let i = 0; i < n; i++)
    for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
      const j = head[arc]!;
      let d2 = 0;
      for (let c = 0; c < 3; c++) d2 += (lab[i * 3 + c]! - lab[j * 3 + c]!) ** 2;
      weights[arc] = d2;
      total += d2;
    }
  const beta = total > 0 ? 1 / ((2 * total) / head.length) : 0;
  for (let i = 0; i < n; i++)
    for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
      const j = head[arc]!;
      const diagonal = (i % grid.width !== j % grid.width) && Math.floor(i / grid.width) !== Math.floor(j / grid.width);
      weights[arc] = (GAMMA / (diagonal ? Math.SQRT2 : 1)) * Math.exp(-beta * weights[arc]!);
    }
  return weights;
}

/** GrabCut rounds on the working grid: 1 for the subject, 0 for the background. */
function graphCutSegment(work: Raster, hard: Int8Array, rounds: number, onRound?: (done: number, total: number) => void, seeds?: PriorSeeds): Uint8Array {
  const n = work.width * work.height;
  const lab = labPixels(work);
  const grid = createGrid(work.width, work.height);
  const weights = smoothnessWeights(lab, grid);
  // The first labelling: a band along the border (and remove strokes) background, the rest subject;
  // with a prior, the model's mask.
  const band = Math.max(2, Math.round(Math.max(work.width, work.height) * 0.04));
  let mask: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const x = i % work.width;
    const y = Math.floor(i / work.width);
    const inBand = x < band || y < band || x >= work.width - band || y >= work.height - band;
    const guess = seeds ? seeds.initial[i] === 1 : !inBand;
    mask[i] = hard[i] === 1 || (hard[i] === 0 && guess) ? 1 : 0;
  }
  let subject: Mixture | null = null;
  let background: Mixture | null = null;
  const terminal = new Float64Array(n);
  for (let round = 0; round < rounds; round++) {
    const subjectMembers = membersOf(mask, 1, work.data);
    const backgroundMembers = membersOf(mask, 0, work.data);
    if (subjectMembers.length === 0 || backgroundMembers.length === 0) break;
    const subjectAssigned = subject ? assignComponents(lab, subjectMembers, subject) : kMeansAssign(lab, subjectMembers);
    const backgroundAssigned = background ? assignComponents(lab, backgroundMembers, background) : kMeansAssign(lab, backgroundMembers);
    subject = fitMixture(lab, subjectMembers, subjectAssigned);
    background = fitMixture(lab, backgroundMembers, backgroundAssigned);
    for (let i = 0; i < n; i++) {
      if (hard[i] !== 0) {
        terminal[i] = hard[i]! * HARD;
        continue;
      }
      const l = lab[i * 3]!;
      const a = lab[i * 3 + 1]!;
      const b = lab[i * 3 + 2]!;
      // Source (subject) capacity: the cost of calling it background, and the other way round.
      terminal[i] = negativeLogLikelihood(background, l, a, b) - negativeLogLikelihood(subject, l, a, b) + (seeds ? seeds.bias[i]! : 0);
    }
    const next = minCut(grid, weights, terminal);
    const changed = next.reduce((sum, value, i) => sum + (value !== mask[i] ? 1 : 0), 0);
    mask = next;
    onRound?.(round + 1, rounds);
    if (changed < n * 0.0005) break;
  }
  onRound?.(rounds, rounds);
  return mask;
}

/** The pixels labelled `value`, leaving out transparent ones: their colour says nothing. */
function membersOf(mask: Uint8Array, value: number, rgba: Uint8ClampedArray): Int32Array {
  const member = (i: number) => mask[i] === value && rgba[i * 4 + 3]! >= 128;
  let count = 0;
  for (let i = 0; i < mask.length; i++) if (member(i)) count++;
  const members = new Int32Array(count);
  for (let i = 0, m = 0; i < mask.length; i++) if (member(i)) members[m++] = i;
  return members;
}

function assignComponents(lab: Float64Array, members: Int32Array, mixture: Mixture): Uint8Array {
  const assigned = new Uint8Array(members.length);
  for (let m = 0; m < members.length; m++) {
    const i = members[m]!;
    assigned[m] = bestComponent(mixture, lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!);
  }
  return assigned;
}

/**
 * Removes specks: subject islands under 15 % of the largest (unless a keep stroke is on them)
 * become background, and small background holes inside the subject (no remove stroke) are filled.
 */
function cleanMask(mask: Uint8Array, hard: Int8Array, width: number, height: number) {
  for (const value of [1, 0] as const) {
    const { label, sizes, touchesBorder, pinned } = components(mask, width, height, value, hard);
    const largest = Math.max(0, ...sizes);
    const keep = sizes.map((size, c) =>
      value === 1 ? pinned[c] || size >= largest * 0.15 : touchesBorder[c] || pinned[c] || size >= width * height * 0.002,
    );
    for (let i = 0; i < mask.length; i++) if (label[i]! >= 0 && !keep[label[i]!]) mask[i] = value === 1 ? 0 : 1;
  }
}

/** 4-connected components of the pixels equal to `value`. */
function components(mask: Uint8Array, width: number, height: number, value: 0 | 1, hard: Int8Array) {
  const label = new Int32Array(mask.length).fill(-1);
  const sizes: number[] = [];
  const touchesBorder: boolean[] = [];
  const pinned: boolean[] = [];
  const stack: number[] = [];
  const pin = value === 1 ? 1 : -1;
  for (let seed = 0; seed < mask.length; seed++) {
    if (mask[seed] !== value || label[seed]! >= 0) continue;
    const c = sizes.length;
    let size = 0;
    let border = false;
    let isPinned = false;
    label[seed] = c;
    stack.push(seed);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border = true;
      if (hard[i] === pin) isPinned = true;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (j >= 0 && mask[j] === value && label[j]! < 0) {
          label[j] = c;
          stack.push(j);
        }
      }
    }
    sizes.push(size);
    touchesBorder.push(border);
    pinned.push(isPinned);
  }
  return { label, sizes, touchesBorder, pinned };
}

/** Mean over a (2r+1)² window, clipped at the edges: two running-sum passes. */
function boxMean(source: Float32Array, width: number, height: number, r: number): Float32Array {
  const rows = new Float32Array(source.length);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, width - 1); x++) sum += source[o + x]!;
    for (let x = 0; x < width; x++) {
      rows[o + x] = sum / (Math.min(width - 1, x + r) - Math.max(0, x - r) + 1);
      if (x + r + 1 < width) sum += source[o + x + r + 1]!;
      if (x - r >= 0) sum -= source[o + x - r]!;
    }
  }
  const out = new Float32Array(source.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = 0; y <= Math.min(r, height - 1); y++) sum += rows[y * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / (Math.min(height - 1, y + r) - Math.max(0, y - r) + 1);
      if (y + r + 1 < height) sum += rows[(y + r + 1) * width + x]!;
      if (y - r >= 0) sum -= rows[(y - r) * width + x]!;
    }
  }
  return out;
}

/**
 * The working-size mask at the raster's size: bilinear upsampling, then a guided filter (He, Sun,
 * Tang 2010) with the picture's luminance as guide, so the edge follows the picture's own edge.
 */
function refineMask(mask: Uint8Array, workWidth: number, workHeight: number, raster: Raster): Uint8Array {
  const { width, height, data } = raster;
  const n = width * height;
  const p = resample(mask, workWidth, workHeight, width, height, new Float32Array(n));
  const guide = new Float32Array(n);
  for (let i = 0; i < n; i++) guide[i] = (0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!) / 255;
  const r = Math.max(2, Math.round((2 * Math.max(width, height)) / Math.max(workWidth, workHeight)));
  const eps = 1e-3;
  const product = new Float32Array(n);
  const square = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    product[i] = guide[i]! * p[i]!;
    square[i] = guide[i]! * guide[i]!;
  }
  const meanI = boxMean(guide, width, height, r);
  const meanP = boxMean(p, width, height, r);
  const meanIP = boxMean(product, width, height, r);
  const meanII = boxMean(square, width, height, r);
  const a = product;
  const b = square;
  for (let i = 0; i < n; i++) {
    a[i] = (meanIP[i]! - meanI[i]! * meanP[i]!) / (meanII[i]! - meanI[i]! * meanI[i]! + eps);
    b[i] = meanP[i]! - a[i]! * meanI[i]!;
  }
  const meanA = boxMean(a, width, height, r);
  const meanB = boxMean(b, width, height, r);
  const alpha = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const q = meanA[i]! * guide[i]! + meanB[i]!;
    alpha[i] = Math.min(Math.round(Math.max(0, Math.min(1, q)) * 255), data[i * 4 + 3]!);
  }
  return alpha;
}

/** Bilinear resampling of a one-channel mask (pixel centres aligned) into `out` (toWidth × toHeight). */
function resample<Out extends Float32Array | Uint8ClampedArray>(mask: ArrayLike<number>, width: number, height: number, toWidth: number, toHeight: number, out: Out): Out {
  const sx = width / toWidth;
  const sy = height / toHeight;
  for (let y = 0; y < toHeight; y++) {
    const fy = Math.max(0, Math.min(height - 1, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < toWidth; x++) {
      const fx = Math.max(0, Math.min(width - 1, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(width - 1, x0 + 1);
      const wx = fx - x0;
      const top = mask[y0 * width + x0]! * (1 - wx) + mask[y0 * width + x1]! * wx;
      const bottom = mask[y1 * width + x0]! * (1 - wx) + mask[y1 * width + x1]! * wx;
      out[y * toWidth + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return out;
}

/** An alpha mask (0–255) resized to another size, bilinear: the refined mask brought to the full picture. */
export function resizeAlpha(alpha: Uint8Array, width: number, height: number, toWidth: number, toHeight: number): Uint8Array {
  if (width === toWidth && height === toHeight) return alpha;
  const out = resample(alpha, width, height, toWidth, toHeight, new Uint8ClampedArray(toWidth * toHeight));
  return new Uint8Array(out.buffer);
}

/** Intersection over union of two alpha masks, each taken as subject where alpha ≥ 128. */
export function maskIoU(alpha: ArrayLike<number>, truth: ArrayLike<number>): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i]! >= 128;
    const b = truth[i]! >= 128;
    if (a && b) intersection++;
    if (a || b) union++;
  }
  return union ? intersection / union : 1;
}
