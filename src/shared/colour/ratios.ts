/**
 * Whole-percent shares of the given weights (pixel counts, areas…): each share is rounded down
 * and the remainder goes to the last item, so the result always totals exactly 100 (spec §5).
 */
export function percentRatios(weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new Error('Colour weights must be finite and not negative');
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) throw new Error('Colour weights must not all be zero');
  // The small epsilon keeps 29.999999… (floating-point noise) from flooring to 29.
  const shares = weights.map((w) => Math.floor((w / total) * 100 + 1e-9));
  const assigned = shares.reduce((sum, s) => sum + s, 0);
  shares[shares.length - 1]! += 100 - assigned;
  return shares;
}
