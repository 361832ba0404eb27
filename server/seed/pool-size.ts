const MAX_POOL = 480;

/** Pictures the demo items share by default: grows with the catalogue (150 at 600 items) up to MAX_POOL. */
export function defaultPoolSize(scale: number): number {
  return Math.min(MAX_POOL, Math.max(30, Math.round(150 * Math.sqrt(scale / 600))));
}
