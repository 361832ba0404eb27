import { deltaE2000, hexToRgb, rgbToLab } from '../colour';

/**
 * Colour-ratio balancing of a range (the design card's ratio-balancing worker): quantities move
 * between styles so the range's colour shares come closer to a target palette's ratios.
 *
 * - A style's colours (hex + share of the style) are matched to the nearest palette colour by
 *   CIEDE2000; one farther than `matchDeltaE` from every palette colour is off-palette. So each
 *   style is a mix over the palette colours plus "off-palette".
 * - The range's share of a colour is Σ quantity × mix / total quantity (styles without colour data
 *   are left as they are and not counted).
 * - Deviation = ½ Σ |share − target| over the palette colours and off-palette (target 0): the part
 *   of the range that would have to change colour to match the palette, 0 to 1.
 * - Moves of whole units from one style to another keep the total; each accepted move lowers the
 *   deviation strictly, so it never rises; no style goes below its minimum (or below its own
 *   quantity if that is already lower).
 */
export interface BalanceStyle {
  id: string;
  quantity: number;
  colours: { hex: string; ratio: number }[];
}

export interface BalanceOptions {
  /** Smallest quantity a style may be reduced to; default 0. */
  minQuantity?: number;
  /** Farther than this (ΔE00) from every palette colour: off-palette. Default 25. */
  matchDeltaE?: number;
}

export interface ColourShares {
  /** Share of each palette colour, 0–1, in the palette's order. */
  shares: number[];
  offPalette: number;
  deviation: number;
}

export interface BalanceResult {
  quantities: Record<string, number>;
  /** Styles whose quantity changed: id → change (+/−). */
  changes: Record<string, number>;
  target: number[];
  before: ColourShares;
  after: ColourShares;
}

const DEFAULT_MATCH_DELTA_E = 25;
const EPSILON = 1e-12;
const MAX_MOVES = 20_000;
/** Donor and receiver candidates tried per move before the exhaustive search. */
const CANDIDATES = 6;

/** Each style's mix over the palette colours and off-palette (last entry), summing to 1; null without colours. */
export function styleMixes(styles: BalanceStyle[], palette: { hex: string }[], matchDeltaE = DEFAULT_MATCH_DELTA_E): (number[] | null)[] {
  const paletteLabs = palette.map((colour) => rgbToLab(hexToRgb(colour.hex)));
  return styles.map((style) => {
    const total = style.colours.reduce((sum, colour) => sum + Math.max(0, colour.ratio), 0);
    if (total <= 0) return null;
    const mix = new Array<number>(palette.length + 1).fill(0);
    for (const colour of style.colours) {
      const lab = rgbToLab(hexToRgb(colour.hex));
      let best = -1;
      let bestDelta = matchDeltaE;
      paletteLabs.forEach((target, j) => {
        const delta = deltaE2000(lab, target);
        if (delta <= bestDelta) [best, bestDelta] = [j, delta];
      });
      mix[best === -1 ? palette.length : best]! += Math.max(0, colour.ratio) / total;
    }
    return mix;
  });
}

/** The palette's ratios as shares summing to 1 (equal shares when they sum to nothing), plus off-palette 0. */
export function targetShares(palette: { ratio: number }[]): number[] {
  const sum = palette.reduce((total, colour) => total + Math.max(0, colour.ratio), 0);
  return [...palette.map((colour) => (sum > 0 ? Math.max(0, colour.ratio) / sum : 1 / palette.length)), 0];
}

/** Counted quantity per colour slot (palette colours then off-palette), and the counted total. */
function colourMass(quantities: number[], mixes: (number[] | null)[], slots: number) {
  const mass = new Array<number>(slots).fill(0);
  let total = 0;
  quantities.forEach((quantity, i) => {
    const mix = mixes[i];
    if (!mix) return;
    total += quantity;
    mix.forEach((share, j) => (mass[j]! += quantity * share));
  });
  return { mass, total };
}

const deviationOf = (mass: number[], total: number, target: number[]) =>
  total > 0 ? mass.reduce((sum, value, j) => sum + Math.abs(value / total - target[j]!), 0) / 2 : 0;

export function colourShares(quantities: number[], mixes: (number[] | null)[], target: number[]): ColourShares {
  const { mass, total } = colourMass(quantities, mixes, target.length);
  const shares = mass.map((value) => (total > 0 ? value / total : 0));
  return { shares: shares.slice(0, -1), offPalette: shares.at(-1)!, deviation: deviationOf(mass, total, target) };
}

export function balanceRange(styles: BalanceStyle[], palette: { hex: string; ratio: number }[], options: BalanceOptions = {}): BalanceResult {
  const target = targetShares(palette);
  const mixes = styleMixes(styles, palette, options.matchDeltaE);
  const quantities = styles.map((style) => style.quantity);
  const floors = styles.map((style) => Math.min(style.quantity, Math.max(0, Math.floor(options.minQuantity ?? 0))));
  const before = colourShares(quantities, mixes, target);
  const { mass, total } = colourMass(quantities, mixes, target.length);
  const movable = styles.map((_, i) => i).filter((i) => mixes[i] !== null);

  /** Deviation after moving d units from style a to style b. */
  const after = (a: number, b: number, d: number) => {
    let sum = 0;
    for (let j = 0; j < target.length; j++) sum += Math.abs((mass[j]! + d * (mixes[b]![j]! - mixes[a]![j]!)) / total - target[j]!);
    return sum / 2;
  };
  /** The best step of a move a → b: the deviation is convex along it, so a binary search on its slope finds the minimum. */
  const bestStep = (a: number, b: number) => {
    const room = quantities[a]! - floors[a]!;
    if (room < 1) return null;
    let [low, high] = [1, room];
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (after(a, b, mid + 1) < after(a, b, mid) - EPSILON) low = mid + 1;
      else high = mid;
    }
    return { a, b, d: low, deviation: after(a, b, low) };
  };

  let current = deviationOf(mass, total, target);
  for (let moves = 0; moves < MAX_MOVES && total > 0 && current > EPSILON; moves++) {
    // Which way each colour should go, and so how much moving a unit into each style would add.
    const sign = mass.map((value, j) => Math.sign(value / total - target[j]!));
    const score = (i: number) => mixes[i]!.reduce((sum, share, j) => sum + share * sign[j]!, 0);
    const ranked = [...movable].sort((x, y) => score(y) - score(x));
    const donors = ranked.filter((i) => quantities[i]! > floors[i]!).slice(0, CANDIDATES);
    const receivers = ranked.slice(-CANDIDATES).reverse();
    let best = pick(donors.flatMap((a) => receivers.map((b) => (a === b ? null : bestStep(a, b)))), current);
    // The quick candidates found nothing: try every pair before giving up.
    best ??= pick(movable.flatMap((a) => movable.map((b) => (a === b ? null : bestStep(a, b)))), current);
    if (!best) break;
    quantities[best.a]! -= best.d;
    quantities[best.b]! += best.d;
    for (let j = 0; j < target.length; j++) mass[j]! += best.d * (mixes[best.b]![j]! - mixes[best.a]![j]!);
    current = best.deviation;
  }

  const changes: Record<string, number> = {};
  styles.forEach((style, i) => {
    if (quantities[i] !== style.quantity) changes[style.id] = quantities[i]! - style.quantity;
  });
  return {
    quantities: Object.fromEntries(styles.map((style, i) => [style.id, quantities[i]!])),
    changes,
    target: target.slice(0, -1),
    before,
    after: colourShares(quantities, mixes, target),
  };
}

type Move = { a: number; b: number; d: number; deviation: number };

/** The move that lowers the deviation most, if any lowers it at all. */
function pick(moves: (Move | null)[], current: number): Move | null {
  let best: Move | null = null;
  for (const move of moves) if (move && move.deviation < current - EPSILON && (!best || move.deviation < best.deviation)) best = move;
  return best;
}
