/**
 * A restored or anchored page may still be loading (a refetch on a busy server, late images, a
 * lazily loaded route): keep trying until the page has been quiet (no load in flight, its height
 * unchanged) for this many frames, about 3 s at 60 fps. Frames spent loading do not count: a
 * frame budget that ran while a loaded server answered left the reader at the top.
 */
export const MAX_QUIET_FRAMES = 180;
/** How long (in quiet frames, about 2 s) a restored position or an anchor is held while the page above it settles. */
export const SETTLE_FRAMES = 120;
/** Past this, stop in any case: a page that never settles must not be steered forever. */
export const MAX_HOLD_MS = 20_000;

/** Input that means the reader has taken over the scrolling: stop adjusting. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `place` each frame until it has reported the page in place for SETTLE_FRAMES quiet frames
 * in a row, or MAX_QUIET_FRAMES + SETTLE_FRAMES quiet frames pass, or the reader scrolls by hand.
 * Sections above may still change height after the page first looks right (late data, a
 * placeholder swapped for its content), and a page that shortens for a moment clamps the scroll:
 * held, the reader still lands where they were once it has settled. `loading` is asked once per
 * frame. Returns the cancel function.
 */
export function holdInPlace(place: () => boolean, loading: () => boolean): () => void {
  let handle = 0;
  let quietFrames = 0;
  let placedSince: number | undefined;
  const startedAt = performance.now();
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  const run = () => {
    const placed = place();
    if (!loading()) quietFrames++;
    if (!placed) placedSince = undefined;
    else placedSince ??= quietFrames;
    const settled = placedSince !== undefined && quietFrames - placedSince >= SETTLE_FRAMES;
    if (settled || quietFrames >= MAX_QUIET_FRAMES + SETTLE_FRAMES || performance.now() - startedAt > MAX_HOLD_MS) stop();
    else handle = requestAnimationFrame(run);
  };
  run();
  return stop;
}
