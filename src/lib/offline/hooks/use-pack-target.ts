import { useState } from 'react';

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
 * Which page's pack a "save offline" button shows. Once the member starts a pack, the button keeps
 * showing that pack while they stay on the page, even if the address changes under it (a list
 * writes `?p=2` as it loads more while the pack is measured): reading the address afresh would
 * show an idle button for a pack being measured.
 */
export function usePackTarget(here: string): { target: string; start: () => string } {
  const [started, setStarted] = useState<string>();
  const target = started !== undefined && samePage(started, here) ? started : here;
  const start = () => {
    setStarted(target);
    return target;
  };
  return { target, start };
}
