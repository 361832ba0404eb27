import { useSyncExternalStore } from 'react';
import { offlineSession } from '..';
import type { OfflineUser } from '../session';

/** The signed-in user's offline store and sync on this device; null for a guest (or until known). */
export function useOfflineUser(): OfflineUser | null {
  return useSyncExternalStore(
    (listener) => offlineSession.subscribe(listener),
    () => offlineSession.get(),
    () => null,
  );
}
