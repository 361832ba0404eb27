import { useSyncExternalStore } from 'react';
import { offlineSession } from '..';
import { useSession } from '../../session';
import type { OfflineUser } from '../session';

/** The signed-in user's offline store and sync on this device; null for a guest (or until known). */
export function useOfflineUser(): OfflineUser | null {
  return useSyncExternalStore(
    (listener) => offlineSession.subscribe(listener),
    () => offlineSession.get(),
    () => null,
  );
}

/**
 * The signed-in user's store is not open yet, or who is signed in is not known yet (just after a
 * page load): a control that needs the store waits, never sends a member to log in.
 */
export function useOfflineUserOpening(user: OfflineUser | null): boolean {
  const { loggedIn, settling } = useSession();
  return (loggedIn || settling) && !user;
}
