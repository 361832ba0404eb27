import styles from './offscreen.module.css';

/** Class for a block that need not render before the page has loaded (see the stylesheet). */
export const offscreenDeferred = styles.deferred;

const LAID_OUT = 'data-laid-out';
const waiting: HTMLElement[] = [];
let scheduled = false;

const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 200);

/** One block per idle moment, in the order they mounted: each layout is a short task of its own. */
function layOutNext() {
  scheduled = false;
  const next = waiting.shift();
  next?.setAttribute(LAID_OUT, '');
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  whenIdle(layOutNext);
}

/**
 * Ref callback for a deferred block, or for the parent of deferred children (a card grid): laid out
 * at an idle moment after it mounts, so it has its real height before the reader can scroll past
 * it, and a position saved for Back means the same content when the page is laid out in full again.
 */
export function layOutWhenIdle(element: HTMLElement | null): (() => void) | undefined {
  if (!element || element.hasAttribute(LAID_OUT)) return undefined;
  waiting.push(element);
  schedule();
  return () => {
    const index = waiting.indexOf(element);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Whether the page on screen lays out every deferred block now: on while it returns to a remembered
 * position or an anchor, off for a page entered at its top.
 */
export function layoutEverything(on: boolean): void {
  document.documentElement.toggleAttribute('data-layout-everything', on);
}
