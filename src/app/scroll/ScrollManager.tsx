import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { layoutEverything } from '../../components/offscreen';
import { scrollActionFor, type ScrollAction } from './scroll-rules';

const STORAGE_KEY = 'trendloom:scroll';
/** Positions kept per tab; old history entries beyond this are forgotten. */
const MAX_ENTRIES = 100;
/**
 * A restored or anchored page may still be laying out (late data, images, a lazily loaded route):
 * keep trying for this many frames (3 s at 60 fps; 1 s was too short for a busy iPad, where Forward
 * to a long page left the reader at the top).
 */
const MAX_FRAMES = 180;
/** How long (in frames, about 2 s) a restored position or an anchor is held while the page above it settles. */
const SETTLE_FRAMES = 120;
/** React Router's key for entries it did not create (a fragment typed into the address bar): never remembered. */
const UNKEYED = 'default';

function loadPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: positions then last only as long as the page.
  }
}

/** Input that means the reader has taken over the scrolling: stop adjusting. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `step` on successive frames until it returns true, `maxFrames` pass, or the reader
 * scrolls by hand. Returns the cancel function.
 */
function eachFrame(step: (frame: number) => boolean, maxFrames: number): () => void {
  let handle = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  const run = () => {
    if (step(frame) || ++frame >= maxFrames) stop();
    else handle = requestAnimationFrame(run);
  };
  run();
  return stop;
}

/**
 * Runs `place` each frame until it has reported the page in place for SETTLE_FRAMES frames in a
 * row. Sections above may still change height after the page first looks right (late data, a
 * placeholder swapped for its content), and a page that shortens for a moment clamps the scroll:
 * held, the reader still lands where they were once it has settled.
 */
function holdInPlace(place: () => boolean): () => void {
  let placedSince: number | undefined;
  return eachFrame((frame) => {
    if (!place()) {
      placedSince = undefined;
      return false;
    }
    placedSince ??= frame;
    return frame - placedSince >= SETTLE_FRAMES;
  }, MAX_FRAMES + SETTLE_FRAMES);
}

/** Applies a scroll action; returns a cancel function for the next navigation. */
function apply(action: ScrollAction): () => void {
  switch (action.kind) {
    case 'keep':
      return () => undefined;
    case 'top':
      window.scrollTo(0, 0);
      return () => undefined;
    case 'restore':
      // Late data or images may still be making the page tall enough to reach the old position.
      return holdInPlace(() => {
        if (Math.abs(window.scrollY - action.y) >= 1) window.scrollTo(0, action.y);
        return Math.abs(window.scrollY - action.y) < 1;
      });
    case 'anchor': {
      // Wait for the anchor to exist, then keep it where it was first aligned.
      let alignedTop: number | undefined;
      return holdInPlace(() => {
        const target = document.getElementById(action.id) ?? document.getElementsByName(action.id)[0];
        if (!target) return false;
        if (alignedTop === undefined) {
          target.scrollIntoView();
          alignedTop = target.getBoundingClientRect().top;
        } else {
          const drift = target.getBoundingClientRect().top - alignedTop;
          if (Math.abs(drift) > 1) window.scrollBy(0, drift);
        }
        return true;
      });
    }
  }
}

/**
 * Spec §2 scrolling: top on navigation, position kept for heavy=load|ins, the earlier position
 * restored on Back/Forward (per history entry key, surviving a reload), hash → its anchor.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= loadPositions();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (currentKey.current !== UNKEYED) positions.current!.set(currentKey.current, window.scrollY);
    };
    const persist = () => savePositions(positions.current!);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    // Scroll events from here on belong to the new entry (they fire after this effect).
    currentKey.current = location.key;
    const action = scrollActionFor({
      navigationType,
      savedY: location.key === UNKEYED ? undefined : positions.current!.get(location.key),
      hash: location.hash,
      search: location.search,
    });
    // Blocks deferred below the fold would be measured on guessed heights: a return lays out in full.
    if (action.kind !== 'keep') layoutEverything(action.kind === 'restore' || action.kind === 'anchor');
    return apply(action);
    // location.key changes on every navigation, including to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
