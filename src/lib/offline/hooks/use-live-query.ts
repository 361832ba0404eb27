import { useEffect, useState, type DependencyList } from 'react';
import { loadedLiveQuery } from '../live-query';

/**
 * dexie-react-hooks' useLiveQuery without importing Dexie into the first page's JavaScript
 * (issue #11): the querier re-runs whenever what it read changes. Before the signed-in user's
 * database has opened (Dexie loads with it) the querier runs once; queriers read `user` (from
 * useOfflineUser) and list it in `deps`, so they subscribe again as soon as it opens. Like
 * dexie-react-hooks, it returns `defaultResult` until the first result, keeps the last result
 * while new deps are read, and throws a query's error to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult?: D): T | D | undefined {
  const [state, setState] = useState<{ value: T | D | undefined; error?: unknown }>({ value: defaultResult });
  useEffect(() => {
    const live = loadedLiveQuery();
    if (live) {
      const subscription = live(querier).subscribe({
        next: (value) => setState({ value }),
        error: (error: unknown) => setState((previous) => ({ value: previous.value, error })),
      });
      return () => subscription.unsubscribe();
    }
    let current = true;
    Promise.resolve()
      .then(querier)
      .then(
        (value) => current && setState({ value }),
        (error: unknown) => current && setState((previous) => ({ value: previous.value, error })),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as in dexie-react-hooks
  }, deps);
  if (state.error !== undefined) throw state.error;
  return state.value;
}
