import { useLiveQuery } from './use-live-query';
import { useSyncExternalStore } from 'react';
import type { FailedOp } from '../db';
import type { SyncStatus } from '../scheduler';
import { useOfflineUser } from './use-offline-user';

const IDLE: SyncStatus = { phase: 'idle' };

export interface SyncOverview {
  status: SyncStatus;
  /** Ops on this device not yet confirmed by the server. */
  waiting: number;
  lastSyncAt: number | null;
  failures: FailedOp[];
  syncNow: () => void;
  dismissFailures: () => Promise<void>;
  dismissFailure: (opId: string) => Promise<void>;
}

/** The signed-in user's sync state for the status indicator; null for a guest. */
export function useSyncOverview(): SyncOverview | null {
  const user = useOfflineUser();
  const status = useSyncExternalStore(
    (listener) => user?.scheduler.subscribe(listener) ?? (() => undefined),
    () => user?.scheduler.getStatus() ?? IDLE,
    () => IDLE,
  );
  const data = useLiveQuery(async () => {
    if (!user) return null;
    const [waiting, lastSync, failures] = await Promise.all([
      user.db.outbox.count(),
      user.db.meta.get('lastSyncAt'),
      user.db.failures.orderBy('at').toArray(),
    ]);
    return { waiting, lastSyncAt: lastSync ? Number(lastSync.value) : null, failures };
  }, [user]);
  if (!user) return null;
  return {
    status,
    waiting: data?.waiting ?? 0,
    lastSyncAt: data?.lastSyncAt ?? null,
    failures: data?.failures ?? [],
    syncNow: () => user.scheduler.request('manual'),
    dismissFailures: () => user.db.failures.clear(),
    dismissFailure: (opId) => user.db.failures.delete(opId),
  };
}
