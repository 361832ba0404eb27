/**
 * The person segmentation model's answer as a prior for the GrabCut-style cut (issue #13 item 3).
 * The model (MediaPipe Selfie Segmentation, selfie.ts) sees the picture squeezed to 256 × 256 and
 * gives a person probability per cell; these pure functions turn that map into the cut's seeds on
 * its working grid, so cutout.ts stays testable without TensorFlow.js.
 */

/** A person probability map (0–1) covering the whole picture, stretched to `width` × `height`. */
export interface PersonPrior {
  width: number;
  height: number;
  probability: Float32Array;
}

/** The cut's seeds on its working grid, from the prior. */
export interface PriorSeeds {
  /** 1 definite subject, -1 definite background, 0 left to the cut. */
  hard: Int8Array;
  /** The first labelling (1 subject): the model's mask instead of "everything but the border". */
  initial: Uint8Array;
  /** Added to each pixel's terminal weight (subject side positive): the model's log-odds, weighted. */
  bias: Float32Array;
}

/** Confident person / confident background. */
const CONFIDENT_PERSON = 0.9;
const CONFIDENT_BACKGROUND = 0.1;
/**
 * Share of the map that must be confident person for the prior to be used. Below it the model saw
 * no person (a garment on a hanger, a flat-lay, a product) and the classical cut runs unchanged.
 */
export const PERSON_MIN_SHARE = 0.02;
/** Definite labels only this far (share of the grid's longer side) from the model's edge: the edge itself is the cut's to find. */
const EDGE_MARGIN = 0.03;
/**
 * Weight of the model's log-odds beside the colour models' (GrabCut's terminal weights are of the
 * order of 1–20). At 1.5 skin on a light backdrop went to the background model and the arms were
 * lost (mannequin composites, bench); at 4 the model leads where it is sure and the colours and
 * contrast decide where it is not (p near 0.5, its blurred edge); 10 scored no better.
 */
const PRIOR_WEIGHT = 4;
/** Log-odds clamp: the model is confident but not infallible, so strong colour evidence can still overrule it. */
const MAX_LOG_ODDS = 5;

/**
 * Share of what the model calls person (p ≥ 0.5) that it must be sure of (p ≥ 0.9). A person gives a
 * crisp mask (the sample photos of @vladmandic/face-api 0.68–0.95, the bench's figures 0.53–0.96);
 * a person the model half-sees in a garment is mostly lukewarm (T-shirts and dresses on plain or
 * wallpaper backgrounds 0.32–0.50: the prior then cut a plain T-shirt down to its collar).
 */
export const PERSON_MIN_SURE = 0.55;

/** Whether the model found a person: enough of the map is confident person, and it is sure of most of what it calls person. */
export function personFound(prior: PersonPrior): boolean {
  let confident = 0;
  let likely = 0;
  for (const p of prior.probability) {
    if (p >= CONFIDENT_PERSON) confident++;
    if (p >= 0.5) likely++;
  }
  return confident >= prior.probability.length * PERSON_MIN_SHARE && confident >= likely * PERSON_MIN_SURE;
}

/** The prior's probability at the centre of cell (x, y) of a width × height grid over the same picture (bilinear). */
function sampler(prior: PersonPrior, width: number, height: number) {
  const { probability, width: pw, height: ph } = prior;
  return (x: number, y: number): number => {
    const fx = Math.max(0, Math.min(pw - 1, ((x + 0.5) * pw) / width - 0.5));
    const fy = Math.max(0, Math.min(ph - 1, ((y + 0.5) * ph) / height - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(pw - 1, x0 + 1);
    const y1 = Math.min(ph - 1, y0 + 1);
    const wx = fx - x0;
    const wy = fy - y0;
    const top = probability[y0 * pw + x0]! * (1 - wx) + probability[y0 * pw + x1]! * wx;
    const bottom = probability[y1 * pw + x0]! * (1 - wx) + probability[y1 * pw + x1]! * wx;
    return top * (1 - wy) + bottom * wy;
  };
}

/**
 * Chamfer distance (3-4 weights, in pixels) from every cell to the nearest cell whose `inside` differs:
 * how deep a cell sits in its own region.
 */
export function depthInRegion(inside: Uint8Array, width: number, height: number): Float32Array {
  const far = 1e9;
  const depth = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const v = inside[i];
      // A cell next to the other region is 1 deep; the picture's own border is no edge of the region.
      const touches = (x > 0 && inside[i - 1] !== v) || (x < width - 1 && inside[i + 1] !== v) || (y > 0 && inside[i - width] !== v) || (y < height - 1 && inside[i + width] !== v);
      depth[i] = touches ? 3 : far;
    }
  const relax = (i: number, j: number, cost: number) => {
    if (inside[j] === inside[i] && depth[j]! + cost < depth[i]!) depth[i] = depth[j]! + cost;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x > 0) relax(i, i - 1, 3);
      if (y > 0) {
        relax(i, i - width, 3);
        if (x > 0) relax(i, i - width - 1, 4);
        if (x < width - 1) relax(i, i - width + 1, 4);
      }
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (x < width - 1) relax(i, i + 1, 3);
      if (y < height - 1) {
        relax(i, i + width, 3);
        if (x < width - 1) relax(i, i + width + 1, 4);
        if (x > 0) relax(i, i + width - 1, 4);
      }
    }
  for (let i = 0; i < depth.length; i++) depth[i] = depth[i]! / 3;
  return depth;
}

/**
 * The cut's seeds on a width × height working grid: confident person deep inside the model's mask
 * is definite subject, confident background far from it definite background, the band around the
 * model's edge is left to the colour models and the contrast-sensitive cut, and every free pixel
 * gets the model's (clamped) log-odds as a bias. Strokes are laid over these by the caller.
 */
export function priorSeeds(prior: PersonPrior, width: number, height: number): PriorSeeds {
  const n = width * height;
  const at = sampler(prior, width, height);
  const probability = new Float32Array(n);
  const initial = new Uint8Array(n);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = at(x, y);
      probability[y * width + x] = p;
      initial[y * width + x] = p >= 0.5 ? 1 : 0;
    }
  const depth = depthInRegion(initial, width, height);
  const margin = Math.max(2, Math.round(Math.max(width, height) * EDGE_MARGIN));
  const hard = new Int8Array(n);
  const bias = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const p = probability[i]!;
    if (p >= CONFIDENT_PERSON && initial[i] && depth[i]! >= margin) hard[i] = 1;
    else if (p <= CONFIDENT_BACKGROUND && !initial[i] && depth[i]! >= margin) hard[i] = -1;
    const odds = Math.log((p + 1e-4) / (1 - p + 1e-4));
    bias[i] = PRIOR_WEIGHT * Math.max(-MAX_LOG_ODDS, Math.min(MAX_LOG_ODDS, odds));
  }
  return { hard, initial, bias };
}
