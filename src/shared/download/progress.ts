/**
 * Download progress (spec §4, §9): a fake progress fills towards a cap of 98 % while we wait,
 * real progress may push it further but never past the cap, and only completion shows 100 %.
 */
export const PROGRESS_CAP = 98;
export const PROGRESS_TICK_MS = 200;

/** One tick of the fake progress: quick at first, slower as it nears the cap, never past it. */
export function fakeProgressStep(percent: number): number {
  if (percent >= PROGRESS_CAP) return PROGRESS_CAP;
  const step = Math.max(0.2, (PROGRESS_CAP - percent) * 0.06);
  return Math.min(PROGRESS_CAP, round(percent + step));
}

/** Folds real progress (0–1) in: the bar never moves back and stays below 100 until done. */
export function withRealProgress(percent: number, fraction: number): number {
  const real = Math.min(PROGRESS_CAP, round(Math.max(0, Math.min(1, fraction)) * 100));
  return Math.max(percent, real);
}

/**
 * Overall fraction of a batch download: fetching the pictures is the first part, packing them
 * the second (packing is fast: pictures are stored, not recompressed).
 */
export function batchFraction(stage: 'fetch' | 'pack', stageFraction: number): number {
  const FETCH_SHARE = 0.8;
  const clamped = Math.max(0, Math.min(1, stageFraction));
  return stage === 'fetch' ? clamped * FETCH_SHARE : FETCH_SHARE + clamped * (1 - FETCH_SHARE);
}

const round = (n: number) => Math.round(n * 10) / 10;
