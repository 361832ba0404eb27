/**
 * Fractional indexing for layer order (z). Each element keeps a key string; sorting the keys
 * gives the stacking order, and putting an element between two others writes only its own key.
 * Two devices re-ordering at once therefore never rewrite each other's keys (no duplicated or
 * lost layers); when they pick the same key, ties are broken by element id (see compareZ).
 *
 * Keys are base-62 fractions 0.xxx written without the "0." and never end in the zero digit, so
 * between any two keys there is always another one.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ZERO = DIGITS[0]!;

function midpoint(low: string, high: string | null): string {
  if (high !== null) {
    // Skip the common prefix (a low shorter than the prefix counts as padded with zeros).
    let n = 0;
    while ((low[n] ?? ZERO) === high[n]) n++;
    if (n > 0) return high.slice(0, n) + midpoint(low.slice(n), high.slice(n));
  }
  const lowDigit = low ? DIGITS.indexOf(low[0]!) : 0;
  const highDigit = high !== null ? DIGITS.indexOf(high[0]!) : DIGITS.length;
  if (highDigit - lowDigit > 1) return DIGITS[Math.round((lowDigit + highDigit) / 2)]!;
  // Adjacent digits: high's first digit alone is already between when high has more digits.
  if (high !== null && high.length > 1) return high.slice(0, 1);
  return DIGITS[lowDigit]! + midpoint(low.slice(1), null);
}

/** A key strictly between `before` and `after` (null = open end). */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) throw new Error(`keyBetween: ${before} is not below ${after}`);
  return midpoint(before ?? '', after);
}

/** Stacking order: by key, then by id (two devices may choose the same key concurrently). */
export const compareZ = (a: { z: string; id: string }, b: { z: string; id: string }) =>
  a.z < b.z ? -1 : a.z > b.z ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
