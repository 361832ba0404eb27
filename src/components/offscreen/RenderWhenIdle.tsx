import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { atIdleTurn, layingOutEverything } from '.';
import styles from './offscreen.module.css';

/**
 * False on the first render, true from an idle moment after it (one such change per idle moment,
 * in the queue deferred layouts share), or at once on a page returning to a remembered position or an
 * anchor: the place it returns to is measured on the real content above it. Always true when not `deferred`.
 */
export function useRenderedWhenIdle(deferred = true): boolean {
  const [rendered, setRendered] = useState(!deferred);
  useEffect(() => {
    if (!deferred) return undefined;
    // Read here, not while rendering: the scroll manager marks a return in its layout effect, after this page rendered.
    if (!layingOutEverything()) return atIdleTurn(() => startTransition(() => setRendered(true)));
    setRendered(true);
    return undefined;
  }, [deferred]);
  return rendered;
}

/**
 * Renders `children` at an idle moment after the page's first render (issue #11: home's
 * below-the-fold sections rendering with the first screen were half of its blocking time on a slow
 * tablet). Until then an empty block of the deferred blocks' guessed height holds the place.
 */
export function RenderWhenIdle({ children }: { children: ReactNode }) {
  return useRenderedWhenIdle() ? children : <div className={styles.placeholder} aria-hidden="true" />;
}
