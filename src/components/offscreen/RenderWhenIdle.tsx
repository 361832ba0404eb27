import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { atIdleTurn, layingOutEverything } from '.';
import styles from './offscreen.module.css';

/**
 * Renders `children` at an idle moment after the page's first render, one such block per idle
 * moment, in the queue deferred layouts share (issue #11: home's below-the-fold sections rendering
 * with the first screen were half of its blocking time on a slow tablet). Until then an empty block
 * of the deferred blocks' guessed height holds the place. A page returning to a remembered position
 * or an anchor renders them at once: the place it returns to is measured on the real content above it.
 * Out-of-flow content (overlays) holds no place: `placeholder={null}`.
 */
export function RenderWhenIdle({ children, placeholder = <div className={styles.placeholder} aria-hidden="true" /> }: { children: ReactNode; placeholder?: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    // Read here, not while rendering: the scroll manager marks a return in its layout effect, after this page rendered.
    if (!layingOutEverything()) return atIdleTurn(() => startTransition(() => setRendered(true)));
    setRendered(true);
    return undefined;
  }, []);
  return rendered ? children : placeholder;
}
