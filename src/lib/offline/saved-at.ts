import { useSyncExternalStore } from 'react';
import { onWorkerMessage } from './worker-channel';

/** Canonical call key → when the cached answer the page is showing was saved. */
let fromCache = new Map<string, number>();
const listeners = new Set<() => void>();

function update(next: Map<string, number>) {
  fromCache = next;
  for (const listener of listeners) listener();
}

onWorkerMessage((message) => {
  if (message.type === 'served-from-cache') update(new Map(fromCache).set(message.key, message.savedAt));
  else if (fromCache.has(message.key)) {
    const next = new Map(fromCache);
    next.delete(message.key);
    update(next);
  }
});

/** A new page: what the previous page showed from the cache no longer matters. */
export function forgetSavedAt(): void {
  if (fromCache.size > 0) update(new Map());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * When the oldest cached answer on this page was saved (ms), or null when everything shown came
 * from the network. Pass a canonical query key (apiQueryKey(...)[2]) to ask about one call only.
 */
export function useSavedAt(canonicalKey?: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      if (canonicalKey !== undefined) return fromCache.get(canonicalKey) ?? null;
      return fromCache.size === 0 ? null : Math.min(...fromCache.values());
    },
    () => null,
  );
}
