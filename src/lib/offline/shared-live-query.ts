import { loadedLiveQuery } from './live-query';

/**
 * One Dexie live query read by several components (the header's sync status and the failure
 * notifier): one subscription and one run per committed change, however many read it (issue #11:
 * on a member's first visit every commit of the first sync re-ran each reader's own query).
 * It subscribes with its first listener and unsubscribes after its last; shaped for
 * useSyncExternalStore (`subscribe`, `getSnapshot`; undefined until the first result).
 */
export class SharedLiveQuery<T> {
  private value: T | undefined;
  private error: unknown;
  private readonly listeners = new Set<() => void>();
  private subscription: { unsubscribe(): void } | null = null;

  constructor(private readonly querier: () => Promise<T>) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.subscription) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.subscription?.unsubscribe();
        this.subscription = null;
      }
    };
  };

  /** The latest result; throws the query's error (to the nearest error boundary), like useLiveQuery. */
  readonly getSnapshot = (): T | undefined => {
    if (this.error !== undefined) throw this.error;
    return this.value;
  };

  private start(): void {
    const liveQuery = loadedLiveQuery();
    if (!liveQuery) throw new Error('SharedLiveQuery needs Dexie: it reads an open user database');
    this.subscription = liveQuery(this.querier).subscribe({
      next: (value) => {
        this.value = value;
        this.error = undefined;
        this.notify();
      },
      error: (error: unknown) => {
        this.error = error;
        this.notify();
      },
    });
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
