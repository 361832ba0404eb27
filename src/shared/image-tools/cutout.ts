import { rgbToLab } from '../colour/lab';
import { createGrid, minCut } from './max-flow';
import { personFound, priorSeeds, type PersonPrior } from './person-prior';
import type { Raster } from './raster';

/**
 * Background removal on the device (issue #13 item 3), GrabCut-style (Rother, Kolmogorov, Blake
 * 2004) in pure TypeScript: the picture's border is background, the rest probably subject; colour
 * models (Gaussian mixtures in Lab, seeded by k-means) for both; a graph cut over an 8-connected
 * grid with contrast-sensitive edges; refit and cut again a few times. Where the border is a smooth
 * backdrop (a studio sweep, a wall), the backdrop itself is modelled as a colour surface over the
 * picture and the cut starts from what it does not explain (borderStart). Keep/remove brush
 * strokes are hard constraints. The cut is made at a capped working size, then brought up to the
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
   * The person segmentation model's map (person-prior.ts). Used only when it found a person and the
   * picture's border is no backdrop the classical cut explains (BorderStart.borderIsBackdrop): it
   * then seeds the cut instead of the border; otherwise the classical cut runs unchanged.
   */
  prior?: PersonPrior;
  /** Use the prior whenever the model found a person, whatever the border: the bench's comparison of the two, and tests of the prior's seeding. */
  alwaysPrior?: boolean;
}

/** Which seeding a cut used: the person model's prior or the classical border. */
export type CutoutMethod = 'person' | 'classic';

export interface Cutout {
  /** The subject's alpha (0–255) for every pixel of the picture. */
  alpha: Uint8Array;
  method: CutoutMethod;
}

/** Longest side of the graph cut: ~100 000 nodes, well under a second per round in a worker. */
export const CUTOUT_WORK_SIDE = 320;
/** Longest side the mask is refined at (guided filter); larger pictures get it upsampled. */
export const CUTOUT_REFINE_SIDE = 1024;

const COMPONENTS = 5;
const ROUNDS = 5;
/** Weight of the smoothness term (GrabCut's γ). */
const GAMMA = 50;
const HARD = 1e9;
/** GrabCut's first labelling where the border is not a smooth backdrop: this share of the longest side along the border is background. */
const BAND = 0.04;
/**
 * A smooth backdrop: at least this share of the border ring lies within BACKDROP_TOLERANCE of one
 * quadratic colour surface (the rest may be the subject running off the frame). Studio backdrops
 * score 0.9–1 on the bench's composites, wallpapers and cluttered scenes at most 0.48.
 */
const BACKDROP_MIN_SHARE = 0.6;
/** ΔE (Lab distance) from the backdrop's surface still counted as backdrop: about one just-noticeable difference; 8-bit rounding and the box reduction leave well under 1. */
const BACKDROP_TOLERANCE = 3;
/**
 * On a smooth backdrop the edge term is this many times as sensitive to contrast as GrabCut's β
 * makes it. β comes from the picture's mean contrast, which the subject's own strong edges (print,
 * stripes, hair) set; a faint subject–backdrop edge (light skin on a light backdrop, ΔE ≈ 6) then
 * costs nearly as much to cut along as flat backdrop, and the smoothness term ate thin limbs and
 * filled the gaps between them. A smooth backdrop has no edges of its own for a sharper edge term to
 * follow; a wallpaper has, so elsewhere β is left as it is. 2–10 scored alike on the bench.
 */
const SMOOTH_BACKDROP_EDGE_SENSITIVITY = 4;
/**
 * Where a subject leaves the frame over a patterned border: a region of colours the other three
 * sides never show must reach this share of the picture into it from its edge (a wallpaper motif
 * cut by the edge reaches one tile at most), and the other three sides must explain each other
 * but for this share of their ring pixels (a wallpaper's and a backdrop's do; a cluttered scene's
 * sides all differ, and it keeps GrabCut's start).
 */
const OFF_FRAME_DEPTH = 0.25;
const OFF_FRAME_OTHER_SIDES_FOREIGN = 0.05;
/**
 * A patterned border is one backdrop (a wallpaper) when at least two of its sides show at most this
 * share of colours the other three never show. A wallpaper repeats, so only the sides where the
 * subject leaves the frame or the pattern is cut mid-motif show much of their own; the bench's
 * wallpapers have two sides at 0–0.002, its cluttered scenes at most one side under 0.03 (the
 * second best 0.03–0.36).
 */
const BACKDROP_SIDE_MAX_FOREIGN = 0.01;

/**
 * The subject of `raster` and the seeding used. The person model's prior seeds the cut only where
 * the border is no backdrop: on a studio backdrop or a wallpaper the classical cut learns the
 * background from the border (bench: 0.83–1.0 mean IoU per shape), and the model's coarse map
 * (256 × 256 over the whole picture) cost up to 0.16 of it; in a room or clutter each side shows
 * colours the others never do, the border says little about the rest of the background, and the
 * prior gained up to 0.26.
 */
export function cutoutSubject(raster: Raster, options: CutoutOptions = {}): Cutout {
  const workSide = options.workSide ?? CUTOUT_WORK_SIDE;
  const work = boxReduce(raster, workSide);
  const lab = labPixels(work);
  const ring = Math.max(1, Math.round(Math.max(work.width, work.height) / 160));
  const border = borderStart(work, lab, ring);
  const method = options.prior && personFound(options.prior) && (options.alwaysPrior || !border.borderIsBackdrop) ? 'person' : 'classic';
  const seeds = method === 'person' ? priorSeeds(options.prior!, work.width, work.height) : undefined;
  const start = seeds ? { initial: seeds.initial, smoothBackdrop: false } : border;
  const hard = hardLabels(work, ring, start.initial, options.strokes ?? [], seeds?.hard);
  const edgeSensitivity = start.smoothBackdrop ? SMOOTH_BACKDROP_EDGE_SENSITIVITY : 1;
  const mask = graphCutSegment(work, lab, hard, start.initial, edgeSensitivity, options.rounds ?? ROUNDS, options.onRound, seeds?.bias);
  cleanMask(mask, hard, work.width, work.height);
  return { alpha: refineMask(mask, work.width, work.height, raster), method };
}

/** The subject's alpha (0–255) for every pixel of `raster`. */
export const cutoutAlpha = (raster: Raster, options: CutoutOptions = {}): Uint8Array => cutoutSubject(raster, options).alpha;

/** Whether (x, y) lies within `ring` pixels of the edge of a width × height grid. */
const inRing = (x: number, y: number, width: number, height: number, ring: number) => x < ring || y < ring || x >= width - ring || y >= height - ring;

/** The 4-neighbours of pixel i of a width × height grid (-1 past the edge). */
const neighbours4 = (i: number, width: number, height: number) => {
  const x = i % width;
  const y = (i - x) / width;
  return [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1];
};

/** Where the classical cut starts: its first labelling (1 subject), and what the border is. */
interface BorderStart {
  initial: Uint8Array;
  smoothBackdrop: boolean;
  /** The border is one backdrop: a smooth surface, or a pattern that repeats along it (a wallpaper, BorderSides.explained). */
  borderIsBackdrop: boolean;
}

/**
 * The classical cut's first labelling. GrabCut's own (a band along the border background, all else
 * subject) hands the subject's colour model every backdrop pixel inside the band; when the subject
 * is about as light as the backdrop (skin on a light grey sweep), the rounds then peel the subject
 * away with the backdrop. So on a smooth backdrop, pixels the backdrop's colour surface explains
 * and that connect to the border through such pixels start as background, the rest as subject;
 * the ring pixels it does not explain are the subject running off the frame. Elsewhere GrabCut's
 * band, less where the subject is seen to leave the frame (subjectLeavingFrame).
 */
function borderStart(work: Raster, lab: Float64Array, ring: number): BorderStart {
  const { width, height, data } = work;
  const n = width * height;
  const ringPixels: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (inRing(x, y, width, height, ring) && data[(y * width + x) * 4 + 3]! >= 128) ringPixels.push(y * width + x);
  const initial = new Uint8Array(n);
  const backdrop = smoothBackdrop(lab, ringPixels, width, height);
  if (!backdrop) {
    const band = Math.max(2, Math.round(Math.max(width, height) * BAND));
    for (let i = 0; i < n; i++) initial[i] = inRing(i % width, Math.floor(i / width), width, height, band) ? 0 : 1;
    const sides = borderSides(lab, ring, ringPixels, width, height);
    for (const i of subjectLeavingFrame(work, ring, ringPixels, sides)) initial[i] = 1;
    return { initial, smoothBackdrop: false, borderIsBackdrop: sides.explained };
  }
  initial.fill(1);
  const stack = [...backdrop.inliers];
  for (const i of stack) initial[i] = 0;
  while (stack.length) {
    for (const j of neighbours4(stack.pop()!, width, height)) {
      if (j < 0 || !initial[j] || data[j * 4 + 3]! < 128 || surfaceDistance(backdrop.surface, lab, j, width, height) > BACKDROP_TOLERANCE) continue;
      initial[j] = 0;
      stack.push(j);
    }
  }
  return { initial, smoothBackdrop: true, borderIsBackdrop: true };
}

/** The six terms of a quadratic surface at (u, v), 0–1 across and down the picture. */
const surfaceTerms = (u: number, v: number) => [1, u, v, u * u, u * v, v * v];

/** Least-squares quadratic surface of the pixels' Lab colours over the picture (6 × 3 coefficients), or null when the pixels do not determine one. */
function fitSurface(lab: Float64Array, pixels: readonly number[], width: number, height: number): Float64Array | null {
  // The normal equations [AᵀA | AᵀLab], solved by Gauss–Jordan elimination with partial pivoting.
  const rows = Array.from({ length: 6 }, () => new Float64Array(9));
  for (const i of pixels) {
    const terms = surfaceTerms((i % width) / width, Math.floor(i / width) / height);
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 6; c++) rows[r]![c]! += terms[r]! * terms[c]!;
      for (let c = 0; c < 3; c++) rows[r]![6 + c]! += terms[r]! * lab[i * 3 + c]!;
    }
  }
  for (let c = 0; c < 6; c++) {
    let pivot = c;
    for (let r = c + 1; r < 6; r++) if (Math.abs(rows[r]![c]!) > Math.abs(rows[pivot]![c]!)) pivot = r;
    if (Math.abs(rows[pivot]![c]!) < 1e-9) return null;
    [rows[c], rows[pivot]] = [rows[pivot]!, rows[c]!];
    for (let r = 0; r < 6; r++) {
      if (r === c) continue;
      const factor = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k < 9; k++) rows[r]![k]! -= factor * rows[c]![k]!;
    }
  }
  const coefficients = new Float64Array(18);
  for (let r = 0; r < 6; r++) for (let c = 0; c < 3; c++) coefficients[r * 3 + c] = rows[r]![6 + c]! / rows[r]![r]!;
  return coefficients;
}

/** ΔE of pixel i from the surface. */
function surfaceDistance(coefficients: Float64Array, lab: Float64Array, i: number, width: number, height: number): number {
  const terms = surfaceTerms((i % width) / width, Math.floor(i / width) / height);
  let d2 = 0;
  for (let c = 0; c < 3; c++) {
    let value = 0;
    for (let r = 0; r < 6; r++) value += terms[r]! * coefficients[r * 3 + c]!;
    d2 += (lab[i * 3 + c]! - value) ** 2;
  }
  return Math.sqrt(d2);
}

/**
 * The backdrop's colour surface when the border ring is a smooth backdrop (a gradient, a vignette),
 * with the ring pixels on it; null otherwise. Trimmed refits: first to the better half of the ring
 * (a subject running off an edge must not tilt the surface), last to what lies within the tolerance.
 */
function smoothBackdrop(lab: Float64Array, ringPixels: readonly number[], width: number, height: number) {
  const rounds = 4;
  let inliers = ringPixels;
  let surface: Float64Array | null = null;
  for (let round = 0; round < rounds && inliers.length > 0; round++) {
    surface = fitSurface(lab, inliers, width, height);
    if (!surface) return null;
    const distances = ringPixels.map((i) => surfaceDistance(surface!, lab, i, width, height));
    const median = [...distances].sort((p, q) => p - q)[distances.length >> 1]!;
    const limit = round < rounds - 1 ? Math.max(BACKDROP_TOLERANCE, median) : BACKDROP_TOLERANCE;
    inliers = ringPixels.filter((_, r) => distances[r]! <= limit);
  }
  return surface && inliers.length >= ringPixels.length * BACKDROP_MIN_SHARE ? { surface, inliers } : null;
}

/** The border ring's four sides (0 top, 1 bottom, 2 left, 3 right) and, per side, its colours the other three sides never show. */
interface BorderSides {
  sideOf: (i: number) => number;
  foreign: ((i: number) => boolean)[];
  /** Per side, the share of its ring pixels that are foreign to the other three. */
  foreignShare: number[];
  /** At least two sides are explained by the others (BACKDROP_SIDE_MAX_FOREIGN). */
  explained: boolean;
}

function borderSides(lab: Float64Array, ring: number, ringPixels: readonly number[], width: number, height: number): BorderSides {
  const sideOf = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return y < ring ? 0 : y >= height - ring ? 1 : x < ring ? 2 : 3;
  };
  const cost = (mixture: Mixture, i: number) => negativeLogLikelihood(mixture, lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!);
  // Per side, the colour model of the other three sides; foreign to it: a cost above the 99th
  // percentile of their own pixels' costs plus 2 (e² ≈ 7 times less likely).
  const foreign = [0, 1, 2, 3].map((side) => {
    const others = Int32Array.from(ringPixels.filter((i) => sideOf(i) !== side));
    if (others.length === 0) return () => false;
    const mixture = fitMixture(lab, others, kMeansAssign(lab, others));
    const costs = Array.from(others, (i) => cost(mixture, i)).sort((p, q) => p - q);
    const limit = costs[Math.floor(0.99 * (costs.length - 1))]! + 2;
    return (i: number) => cost(mixture, i) > limit;
  });
  const foreignShare = [0, 1, 2, 3].map((side) => {
    const own = ringPixels.filter((i) => sideOf(i) === side);
    return own.filter(foreign[side]!).length / Math.max(1, own.length);
  });
  const explained = foreignShare.filter((share) => share <= BACKDROP_SIDE_MAX_FOREIGN).length >= 2;
  return { sideOf, foreign, foreignShare, explained };
}

/**
 * Pixels that start as subject because the subject leaves the frame there (a portrait's body, a
 * close-up) over a patterned border. The ring is forced to background, so there the subject's own
 * colours would teach the background model, and a portrait lost its face and arms to it. Such a
 * run shows as ring pixels whose colours the other three sides never show, in a region of such
 * colours that reaches deep into the picture (OFF_FRAME_DEPTH), on a border whose other sides do
 * explain each other (OFF_FRAME_OTHER_SIDES_FOREIGN).
 */
function subjectLeavingFrame(work: Raster, ring: number, ringPixels: readonly number[], sides: BorderSides): number[] {
  const { width, height } = work;
  const { sideOf, foreign, foreignShare } = sides;
  const depthFromSide = (side: number, i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return [y / height, (height - 1 - y) / height, x / width, (width - 1 - x) / width][side]!;
  };
  const leaving: number[] = [];
  for (let side = 0; side < 4; side++) {
    if (foreignShare.some((share, other) => other !== side && share > OFF_FRAME_OTHER_SIDES_FOREIGN)) continue;
    const isForeign = foreign[side]!;
    const seen = new Uint8Array(width * height);
    for (const seed of ringPixels) {
      if (sideOf(seed) !== side || seen[seed] || !isForeign(seed)) continue;
      const region = [seed];
      seen[seed] = 1;
      let depth = 0;
      for (let r = 0; r < region.length; r++) {
        depth = Math.max(depth, depthFromSide(side, region[r]!));
        for (const j of neighbours4(region[r]!, width, height)) {
          if (j < 0 || seen[j] || !isForeign(j)) continue;
          seen[j] = 1;
          region.push(j);
        }
      }
      if (depth >= OFF_FRAME_DEPTH) leaving.push(...region);
    }
  }
  return leaving;
}

/**
 * Hard labels of the working grid: 1 subject, -1 background, 0 to decide. Transparent pixels are
 * background, and so is the outer ring except where the first labelling has the subject running
 * off the frame (a portrait's body, with the person model or seen by borderStart). Strokes
 * override the prior's seeds.
 */
function hardLabels(work: Raster, ring: number, initial: Uint8Array, strokes: readonly CutoutStroke[], seeded?: Int8Array): Int8Array {
  const { width, height, data } = work;
  const hard = seeded ? Int8Array.from(seeded) : new Int8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i * 4 + 3]! < 128 || (inRing(x, y, width, height, ring) && !initial[i])) hard[i] = -1;
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

/** Contrast-sensitive smoothness weights of every arc: γ / distance · exp(−β ‖Δcolour‖²), β = edgeSensitivity / (2 ⟨‖Δcolour‖²⟩). */
function smoothnessWeights(lab: Float64Array, grid: ReturnType<typeof createGrid>, edgeSensitivity: number): Float64Array {
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
  const beta = total > 0 ? edgeSensitivity / ((2 * total) / head.length) : 0;
  for (let i = 0; i < n; i++)
    for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
      const j = head[arc]!;
      const diagonal = (i % grid.width !== j % grid.width) && Math.floor(i / grid.width) !== Math.floor(j / grid.width);
      weights[arc] = (GAMMA / (diagonal ? Math.SQRT2 : 1)) * Math.exp(-beta * weights[arc]!);
    }
  return weights;
}

/**
 * GrabCut rounds on the working grid from the first labelling `initial` (strokes and hard labels
 * over it): 1 for the subject, 0 for the background. `bias`: the person model's, added to the terminal weights.
 */
function graphCutSegment(
  work: Raster,
  lab: Float64Array,
  hard: Int8Array,
  initial: Uint8Array,
  edgeSensitivity: number,
  rounds: number,
  onRound?: (done: number, total: number) => void,
  bias?: Float32Array,
): Uint8Array {
  const n = work.width * work.height;
  const grid = createGrid(work.width, work.height);
  const weights = smoothnessWeights(lab, grid, edgeSensitivity);
  let mask: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = hard[i] === 1 || (hard[i] === 0 && initial[i]) ? 1 : 0;
  let subject: Mixture | null = null;
  let background: Mixture | null = null;
  const terminal = new Float64Array(n);
  for (let round = 0; round < rounds; round++) {
    // After the first cut the subject model is refitted only on subject pixels whose colour favoured
    // the subject: pixels kept by the smoothness term alone (wallpaper between an arm and the body)
    // would teach it the background's colours, and the next cut would keep them again.
    const subjectMembers = membersOf(work.data, (i) => mask[i] === 1 && (round === 0 || terminal[i]! > 0));
    const backgroundMembers = membersOf(work.data, (i) => mask[i] === 0);
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
      terminal[i] = negativeLogLikelihood(background, l, a, b) - negativeLogLikelihood(subject, l, a, b) + (bias ? bias[i]! : 0);
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

/** The pixels `chosen`, leaving out transparent ones: their colour says nothing. */
function membersOf(rgba: Uint8ClampedArray, chosen: (i: number) => boolean): Int32Array {
  const n = rgba.length / 4;
  const member = (i: number) => chosen(i) && rgba[i * 4 + 3]! >= 128;
  let count = 0;
  for (let i = 0; i < n; i++) if (member(i)) count++;
  const members = new Int32Array(count);
  for (let i = 0, m = 0; i < n; i++) if (member(i)) members[m++] = i;
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
      for (const j of neighbours4(i, width, height)) {
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
