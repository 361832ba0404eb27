import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { layoutEverything } from '../../components/offscreen';
import { holdInPlace } from './hold-in-place';
import { scrollActionFor, type ScrollAction } from './scroll-rules';

const STORAGE_KEY = 'trendloom:scroll';
/** Positions kept per tab; old history entries beyond this are forgotten. */
const MAX_ENTRIES = 100;
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

/** A probe, asked once per frame: is the page still loading (a query in flight, or its height changed since the last frame)? */
function pageLoading(client: QueryClient): () => boolean {
  let lastHeight = -1;
  return () => {
    const height = document.documentElement.scrollHeight;
    const changed = height !== lastHeight;
    lastHeight = height;
    return changed || client.isFetching() > 0;
  };
}

/** Applies a scroll action; returns a cancel function for the next navigation. */
function apply(action: ScrollAction, loading: () => boolean): () => void {
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
      }, loading);
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
      }, loading);
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
  const queryClient = useQueryClient();
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
    return apply(action, pageLoading(queryClient));
    // location.key changes on every navigation, including to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
