import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../responsive-image/srcset';

type Columns = Record<string, number>;

/** The column count for the window's width: the entry of the widest breakpoint it reaches. */
function countNow(columns: Columns): number {
  let count = columns.base ?? 1;
  let reached = -1;
  for (const [breakpoint, value] of Object.entries(columns)) {
    const minWidth = BREAKPOINTS[breakpoint] ?? 0;
    if (minWidth > reached && window.matchMedia(`(min-width: ${minWidth}px)`).matches) {
      reached = minWidth;
      count = value;
    }
  }
  return count;
}

/** Column counts per breakpoint ({base: 2, md: 3, xl: 5}, the theme's breakpoints) → the count now, following the window. */
export function useColumnCount(columns: Columns): number {
  // Subscribed once per column table (a new function each render would subscribe again each render).
  const subscribe = useCallback(
    (changed: () => void) => {
      const queries = Object.keys(columns).map((breakpoint) => window.matchMedia(`(min-width: ${BREAKPOINTS[breakpoint] ?? 0}px)`));
      for (const query of queries) query.addEventListener('change', changed);
      return () => queries.forEach((query) => query.removeEventListener('change', changed));
    },
    [columns],
  );
  return useSyncExternalStore(subscribe, () => countNow(columns));
}
