import type { liveQuery } from 'dexie';

type LiveQuery = typeof liveQuery;

let implementation: LiveQuery | null = null;

/** Set by user-runtime.ts when Dexie has loaded (the first signed-in user on this page). */
export function setLiveQuery(fn: LiveQuery): void {
  implementation = fn;
}

/** Dexie's liveQuery once Dexie has loaded; null before (no user's database is open yet). */
export function loadedLiveQuery(): LiveQuery | null {
  return implementation;
}
