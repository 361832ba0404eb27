import { useSyncExternalStore } from 'react';
import { packProgress } from '../pack-progress';
import type { CacheOwner } from '../../../shared/sync/cache-names';

/** The page numbers of a scrolled list (`p`) name the same page: the list writes them into the address as it grows. */
const SCROLL_PARAMS = new Set(['p']);

/** Whether two addresses show the same page: same path, same search apart from the scroll position. */
export function samePage(a: string, b: string): boolean {
  const left = new URL(a, 'http://page');
  const right = new URL(b, 'http://page');
  if (left.pathname !== right.pathname) return false;
  const rest = (url: URL) =>
    [...url.searchParams]
      .filter(([name]) => !SCROLL_PARAMS.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return rest(left) === rest(right);
}

/**
 * Which page's pack a "save offline" button shows: a pack the member started on this page (kept in
 * the pack progress store, so closing and reopening the sync popover does not lose it) even if the
 * address changed under it since (a list writes `?p=2` as it loads more while the pack is
 * measured); else the address. Reading the address alone would show an idle button for a pack
 * being measured.
 */
export function usePackTarget(here: string, owner: CacheOwner | undefined): string {
  return useSyncExternalStore(
    packProgress.subscribe,
    // A pack is known by its page address (packIdOf).
    () => (owner !== undefined && packProgress.lastMatching(owner, (packId) => samePage(packId, here))) || here,
    () => here,
  );
}
