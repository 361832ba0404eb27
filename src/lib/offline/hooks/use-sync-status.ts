import { useCallback, useSyncExternalStore } from 'react';
import type { FailedOp } from '../db';
import type { SyncStatus } from '../scheduler';
import type { OfflineUser } from '../session';
import { SharedLiveQuery } from '../shared-live-query';
import { useOfflineUser } from './use-offline-user';

const IDLE: SyncStatus = { phase: 'idle' };

interface StoredOverview {
  waiting: number;
  lastSyncAt: number | null;
  failures: FailedOp[];
}

/** The status indicator and the failure notifier read the same query, once (one read transaction). */
const storedOverviews = new WeakMap<OfflineUser, SharedLiveQuery<StoredOverview>>();
function storedOverviewOf({ db }: OfflineUser): SharedLiveQuery<StoredOverview> {
  return new SharedLiveQuery(() =>
    db.transaction('r', [db.outbox, db.meta, db.failures], async () => {
      const [waiting, lastSync, failures] = await Promise.all([db.outbox.count(), db.meta.get('lastSyncAt'), db.failures.orderBy('at').toArray()]);
      return { waiting, lastSyncAt: lastSync ? Number(lastSync.value) : null, failures };
    }),
  );
}

const noStore = () => () => undefined;
const nothing = () => undefined;

export interface SyncOverview {
  status: SyncStatus;
  /** Ops on this device not yet confirmed by the server. */
  waiting: number;
  lastSyncAt: number | null;
  failures: FailedOp[];
  /** The counts and failures above have been read from the device (they read 0 and [] until then). */
  loaded: boolean;
  syncNow: () => void;
  dismissFailures: () => Promise<void>;
  dismissFailure: (opId: string) => Promise<void>;
}

/** The signed-in user's sync state for the status indicator; null for a guest. */
export function useSyncOverview(): SyncOverview | null {
  const user = useOfflineUser();
  // Stable per user: a new subscribe function each render would unsubscribe and subscribe again.
  const subscribeStatus = useCallback((listener: () => void) => user?.scheduler.subscribe(listener) ?? (() => undefined), [user]);
  const status = useSyncExternalStore(subscribeStatus, () => user?.scheduler.getStatus() ?? IDLE, () => IDLE);
  let stored = user ? storedOverviews.get(user) : undefined;
  if (user && !stored) storedOverviews.set(user, (stored = storedOverviewOf(user)));
  const data = useSyncExternalStore(stored?.subscribe ?? noStore, stored?.getSnapshot ?? nothing, nothing);
  if (!user) return null;
  return {
    status,
    waiting: data?.waiting ?? 0,
    lastSyncAt: data?.lastSyncAt ?? null,
    failures: data?.failures ?? [],
    loaded: data !== undefined,
    syncNow: () => user.scheduler.request('manual'),
    dismissFailures: () => user.db.failures.clear(),
    dismissFailure: (opId) => user.db.failures.delete(opId),
  };
}
