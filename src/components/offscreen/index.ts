import { whenIdle } from '../../lib/when-idle';
import styles from './offscreen.module.css';

/** Class for a block that need not render before the page has loaded (see the stylesheet). */
export const offscreenDeferred = styles.deferred;

const LAID_OUT = 'data-laid-out';
const LAYOUT_EVERYTHING = 'data-layout-everything';
// Deferred layouts and deferred renders (RenderWhenIdle) share one queue, so they never pile into one task.
const waiting: (() => void)[] = [];
let scheduled = false;

/** One turn per idle moment, in the order asked: each turn's work is a short task of its own. */
function runNextTurn() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  whenIdle(runNextTurn);
}

/** Runs `turn` at an idle moment, after every turn asked before it. Returns a cancel function. */
export function atIdleTurn(turn: () => void): () => void {
  waiting.push(turn);
  schedule();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Ref callback for a deferred block, or for the parent of deferred children (a card grid): laid out
 * at an idle moment after it mounts, so it has its real height before the reader can scroll past
 * it, and a position saved for Back means the same content when the page is laid out in full again.
 */
export function layOutWhenIdle(element: HTMLElement | null): (() => void) | undefined {
  if (!element || element.hasAttribute(LAID_OUT)) return undefined;
  return atIdleTurn(() => element.setAttribute(LAID_OUT, ''));
}

/**
 * Whether the page on screen lays out every deferred block now: on while it returns to a remembered
 * position or an anchor, off for a page entered at its top.
 */
export function layoutEverything(on: boolean): void {
  document.documentElement.toggleAttribute(LAYOUT_EVERYTHING, on);
}

/** Whether the page on screen is returning to a remembered position or an anchor (see layoutEverything). */
export function layingOutEverything(): boolean {
  return document.documentElement.hasAttribute(LAYOUT_EVERYTHING);
}
