import { deltaE2000 } from './delta-e';
import type { Lab } from './lab';

/**
 * Search items by colour: every stored item colour sits in a quantised Lab cell (item_colours.lab_bin,
 * same formula as colour_lab_bin in migration 040). A query looks only at the cells that can hold a
 * match, nearest first, and ranks items by CIEDE2000 plus a penalty for colours that cover little
 * of the picture.
 */
export const BIN_SIZE = 8;
const L_CELLS = 13;
const AB_CELLS = 32;

const clampCell = (value: number, cells: number) => Math.min(cells - 1, Math.max(0, Math.floor(value)));

export function labBin({ L, a, b }: Lab): number {
  return (
    clampCell(L / BIN_SIZE, L_CELLS) * AB_CELLS * AB_CELLS +
    clampCell((a + 128) / BIN_SIZE, AB_CELLS) * AB_CELLS +
    clampCell((b + 128) / BIN_SIZE, AB_CELLS)
  );
}

/** An item colour matches a searched colour within this CIEDE2000. */
export const MATCH_DELTA_E = 12;

/** Rank score of one item colour for one searched colour: lower is better. */
export function matchScore(deltaE: number, ratio: number): number {
  return deltaE + (100 - Math.min(100, Math.max(0, ratio))) / 20;
}

export interface CandidateBin {
  bin: number;
  /** CIEDE2000 from the query to the nearest point of the cell (approximately a lower bound). */
  distance: number;
}

// Cells are compared through their nearest point to the query; CIEDE2000 is not a metric, so
// the slack keeps cells whose corner is slightly farther than one of their inner points.
const CELL_SLACK = 2;

/**
 * Cells that may hold a colour within MATCH_DELTA_E of lab, nearest first. Per lightness layer the
 * cells are visited in square rings around the query's own cell, stopping at the first ring with
 * no cell in reach: the reachable cells form one blob around the query, so a few hundred
 * CIEDE2000 evaluations replace one per cell of the whole space.
 */
export function candidateBins(lab: Lab, maxDeltaE = MATCH_DELTA_E): CandidateBin[] {
  const bins: CandidateBin[] = [];
  const reach = maxDeltaE + CELL_SLACK;
  const clampTo = (value: number, lo: number) => Math.min(lo + BIN_SIZE, Math.max(lo, value));
  const home = (value: number) => clampCell((value + 128) / BIN_SIZE, AB_CELLS);
  const [homeA, homeB] = [home(lab.a), home(lab.b)];
  for (let li = 0; li < L_CELLS; li++) {
    const L = clampTo(lab.L, li * BIN_SIZE);
    // CIEDE2000 ≥ |ΔL| / 1.75 (see nearest.ts): whole lightness layers can be skipped.
    if (Math.abs(L - lab.L) / 1.75 > reach) continue;
    const visit = (ai: number, bi: number) => {
      if (ai < 0 || bi < 0 || ai >= AB_CELLS || bi >= AB_CELLS) return false;
      const distance = deltaE2000(lab, { L, a: clampTo(lab.a, ai * BIN_SIZE - 128), b: clampTo(lab.b, bi * BIN_SIZE - 128) });
      if (distance > reach) return false;
      bins.push({ bin: (li * AB_CELLS + ai) * AB_CELLS + bi, distance });
      return true;
    };
    visit(homeA, homeB);
    for (let ring = 1; ring < AB_CELLS; ring++) {
      let any = false;
      for (let k = -ring; k <= ring; k++) {
        // Top and bottom rows of the ring, then its left and right columns without the corners.
        if (visit(homeA + k, homeB - ring)) any = true;
        if (visit(homeA + k, homeB + ring)) any = true;
        if (k > -ring && k < ring) {
          if (visit(homeA - ring, homeB + k)) any = true;
          if (visit(homeA + ring, homeB + k)) any = true;
        }
      }
      if (!any) break;
    }
  }
  return bins.sort((x, y) => x.distance - y.distance || x.bin - y.bin);
}
