import type { PaletteColour } from '../sync/protocol';
import { normaliseHex } from './hex';

/** Palette rules: ratios, the save-once mark and the default title (spec §4, §5, §8, §9). */
export const PALETTE_ALREADY_SAVED = '当前色板已经保存！请勿重复提交';
/**
 * Spec §9 default title. The sync protocol has the same text (UNTITLED_PALETTE), but importing it
 * would pull zod into the card worker: this module stays dependency-free.
 */
export const DEFAULT_PALETTE_TITLE = '未命名色板';

/** A palette colour as stored and synced: #RRGGBB, ratio in percent (two decimals), optional code and name. */
export type PaletteEntry = PaletteColour;

const toHundredths = (percent: number) => Math.round(percent * 100);

/**
 * Ratios of a new palette of n colours: an equal split to two decimals, the last colour taking
 * the remainder (spec §5): 3 → 33.33, 33.33, 33.34.
 */
export function equalSplit(n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new Error('A palette has a whole, non-negative number of colours');
  if (n === 0) return [];
  const each = Math.floor(10_000 / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? 10_000 - each * (n - 1) : each) / 100);
}

/**
 * Ratios for a palette image (spec §5): when they do not total 100, the difference is spread
 * evenly over the colours, in hundredths, the last colour taking the rounding remainder. A colour
 * never goes below 0: what it cannot give up is spread over the others.
 */
export function rebalanceRatios(ratios: readonly number[]): number[] {
  if (ratios.some((r) => !Number.isFinite(r) || r < 0)) throw new Error('Ratios must be finite and not negative');
  const values = ratios.map(toHundredths);
  if (values.length === 0) return [];
  let difference = 10_000 - values.reduce((sum, v) => sum + v, 0);
  let open = values.map((_, i) => i);
  while (difference !== 0 && open.length > 0) {
    const share = Math.round(difference / open.length);
    const remainder = difference - share * open.length;
    let moved = 0;
    open.forEach((index, k) => {
      const wanted = share + (k === open.length - 1 ? remainder : 0);
      const applied = Math.max(wanted, -values[index]!);
      values[index]! += applied;
      moved += applied;
    });
    difference -= moved;
    open = open.filter((index) => values[index]! > 0);
  }
  return values.map((v) => v / 100);
}

/** Identity of a palette's colour list: the saved mark holds while this stays the same. */
export function paletteSignature(colours: readonly PaletteEntry[]): string {
  return colours.map((c) => `${normaliseHex(c.color_rgbhex) ?? c.color_rgbhex}:${toHundredths(c.ratio)}`).join(',');
}

/** A palette being edited: saved once, the mark cleared as soon as its colours change (spec §4). */
export interface PaletteDraft {
  id: string;
  title: string;
  colours: PaletteEntry[];
  /** Signature of the colours when last saved; null before the first save. */
  savedSignature: string | null;
}

export function isSaved(draft: PaletteDraft): boolean {
  return draft.savedSignature !== null && draft.savedSignature === paletteSignature(draft.colours);
}

/** New colours for a draft: equal ratios, the saved mark no longer applies (its signature differs). */
export function withColours(draft: PaletteDraft, hexes: readonly string[]): PaletteDraft {
  const ratios = equalSplit(hexes.length);
  return { ...draft, colours: hexes.map((hex, i) => ({ color_rgbhex: hex, ratio: ratios[i]! })) };
}

export function titleOrDefault(title: string | undefined | null): string {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? DEFAULT_PALETTE_TITLE : trimmed;
}
