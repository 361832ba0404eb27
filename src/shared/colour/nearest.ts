import { deltaE2000 } from './delta-e';
import type { Lab } from './lab';

/**
 * CIEDE2000 is never smaller than |ΔL| / S_L, and S_L is at most 1 + 0.015·50²/√(20+50²) ≈ 1.747
 * (the chroma/hue part of the formula cannot go negative because |R_T| ≤ 2). So a library sorted by
 * lightness can stop scanning once |ΔL| exceeds 1.75 × the k-th best distance found: exact k-nearest
 * results while looking at a thin lightness slice of the library.
 */
const MAX_SL = 1.75;

export interface Match<T> {
  entry: T;
  deltaE: number;
}

/** Exact nearest-colour search by CIEDE2000 over a fixed set of colours, pruned by lightness. */
export class NearestColourIndex<T> {
  private readonly entries: T[];
  private readonly L: Float64Array;
  private readonly labs: Lab[];

  constructor(entries: readonly T[], labOf: (entry: T) => Lab) {
    const sorted = entries.map((entry) => ({ entry, lab: labOf(entry) })).sort((x, y) => x.lab.L - y.lab.L);
    this.entries = sorted.map((s) => s.entry);
    this.labs = sorted.map((s) => s.lab);
    this.L = Float64Array.from(this.labs, (lab) => lab.L);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The k entries nearest to lab, closest first; `accept` can skip entries (e.g. other systems). */
  nearest(lab: Lab, k = 1, accept?: (entry: T) => boolean): Match<T>[] {
    const best: Match<T>[] = [];
    const worstKept = () => (best.length < k ? Infinity : best[best.length - 1]!.deltaE);
    const consider = (index: number) => {
      const entry = this.entries[index]!;
      if (accept && !accept(entry)) return;
      const deltaE = deltaE2000(lab, this.labs[index]!);
      if (deltaE >= worstKept()) return;
      let at = best.length;
      while (at > 0 && best[at - 1]!.deltaE > deltaE) at--;
      best.splice(at, 0, { entry, deltaE });
      if (best.length > k) best.pop();
    };
    let up = this.lowerBound(lab.L);
    let down = up - 1;
    while (up < this.L.length || down >= 0) {
      const upGap = up < this.L.length ? this.L[up]! - lab.L : Infinity;
      const downGap = down >= 0 ? lab.L - this.L[down]! : Infinity;
      const gap = Math.min(upGap, downGap);
      if (gap / MAX_SL > worstKept()) break;
      if (upGap <= downGap) consider(up++);
      else consider(down--);
    }
    return best;
  }

  /** First index whose lightness is ≥ L. */
  private lowerBound(L: number): number {
    let lo = 0;
    let hi = this.L.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.L[mid]! < L) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
