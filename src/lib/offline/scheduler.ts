import type { FlushResult, SyncEngine } from './sync-engine';

/** Why a flush was asked for; 'start', 'online' and 'manual' skip a pending backoff. */
export type Trigger = 'start' | 'online' | 'visible' | 'focus' | 'pageshow' | 'enqueue' | 'interval' | 'retry' | 'manual';

export type SyncPhase =
  | 'idle'
  | 'syncing'
  /** A push failed for a passing reason; the next try is at nextAttemptAt. */
  | 'waiting'
  | 'offline'
  /** 401 or 1845: nothing more until this user signs in again (the outbox stays). */
  | 'signedOut'
  /** The server refused the push as a whole; `message` says why (e.g. refresh the app). */
  | 'refused';

export interface SyncStatus {
  phase: SyncPhase;
  nextAttemptAt?: number;
  message?: string;
}

/** What the scheduler needs from the browser; tests pass their own. */
export interface SchedulerEnv {
  /** Runs fn while holding a lock shared by every tab of the origin. */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  isOnline(): boolean;
  isVisible(): boolean;
  /** Subscribes to page events; returns the unsubscribe function. */
  listen(onEvent: (trigger: Trigger | 'offline') => void): () => void;
  random(): number;
}

export interface SchedulerOptions {
  /** While the page is visible, sync this often even without a trigger. */
  intervalMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  onSignedOut?: (status: number) => void;
}

const DEFAULTS: SchedulerOptions = { intervalMs: 30_000, baseDelayMs: 1_000, maxDelayMs: 5 * 60_000 };

/**
 * Decides when the engine flushes: on start, online, visibilitychange, focus, pageshow, after an
 * enqueue and every intervalMs while visible (iPad Safari has no Background Sync, so the page
 * does it). One flush at a time per tab, one across tabs (Web Locks). After a failure it waits
 * with exponential backoff and jitter (or the server's Retry-After); 401/1845 and refusals stop
 * it until the session changes.
 */
export class SyncScheduler {
  private readonly options: SchedulerOptions;
  private status: SyncStatus = { phase: 'idle' };
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  private running = false;
  private again = false;
  private stopped = true;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private unlisten: (() => void) | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly engine: SyncEngine,
    private readonly env: SchedulerEnv = browserEnv(),
    options: Partial<SchedulerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = this.env.listen((event) => {
      if (event === 'offline') this.setStatus({ phase: 'offline' });
      else this.request(event);
    });
    this.intervalTimer = setInterval(() => {
      if (this.env.isVisible()) this.request('interval');
    }, this.options.intervalMs);
    this.request('start');
  }

  stop(): void {
    this.stopped = true;
    this.unlisten?.();
    clearInterval(this.intervalTimer);
    clearTimeout(this.retryTimer);
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  subscribe(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  request(trigger: Trigger): void {
    if (this.stopped || this.status.phase === 'signedOut' || this.status.phase === 'refused') return;
    if (!this.env.isOnline()) {
      this.setStatus({ phase: 'offline' });
      return;
    }
    const skipsBackoff = trigger === 'start' || trigger === 'online' || trigger === 'manual' || trigger === 'retry';
    if (this.status.phase === 'waiting' && !skipsBackoff) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.retryTimer);
    void this.run();
  }

  /** Resolves when no flush is running or queued (tests and logout wait on it). */
  whenIdle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async run(): Promise<void> {
    this.running = true;
    this.setStatus({ phase: 'syncing' });
    let result: FlushResult;
    do {
      this.again = false;
      try {
        result = await this.env.withLock(`trendloom-sync-${this.engine.db.userId}`, () => this.engine.flush());
      } catch (error) {
        // IndexedDB trouble (quota, closed database): try again later like a network failure.
        result = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
    } while (this.again && result.kind === 'done' && !this.stopped);
    this.running = false;
    this.settle(result);
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private settle(result: FlushResult): void {
    switch (result.kind) {
      case 'done':
        this.failures = 0;
        this.setStatus({ phase: this.env.isOnline() ? 'idle' : 'offline' });
        break;
      case 'retry': {
        this.failures += 1;
        const backoff = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (this.failures - 1));
        const delay = Math.max(result.retryAfterMs ?? 0, backoff * (0.5 + this.env.random() / 2));
        this.setStatus({ phase: this.env.isOnline() ? 'waiting' : 'offline', nextAttemptAt: Date.now() + delay, message: result.reason });
        if (!this.stopped) this.retryTimer = setTimeout(() => this.request('retry'), delay);
        break;
      }
      case 'signedOut':
        this.setStatus({ phase: 'signedOut', message: result.message });
        this.options.onSignedOut?.(result.status);
        break;
      case 'refused':
        this.setStatus({ phase: 'refused', message: result.message });
        break;
    }
  }

  private setStatus(status: SyncStatus): void {
    this.status = status;
    for (const listener of this.listeners) listener(status);
  }
}

/** In-process fallback where Web Locks are missing (Node tests, very old browsers). */
const localLocks = new Map<string, Promise<unknown>>();
function withLocalLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const previous = localLocks.get(name) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  localLocks.set(name, next.catch(() => undefined));
  return next;
}

export function browserEnv(): SchedulerEnv {
  return {
    withLock: <T>(name: string, fn: () => Promise<T>) =>
      typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, fn) as Promise<T>) : withLocalLock(name, fn),
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
    listen(onEvent) {
      const handlers: [EventTarget, string, () => void][] = [
        [window, 'online', () => onEvent('online')],
        [window, 'offline', () => onEvent('offline')],
        [window, 'focus', () => onEvent('focus')],
        [window, 'pageshow', () => onEvent('pageshow')],
        [document, 'visibilitychange', () => document.visibilityState === 'visible' && onEvent('visible')],
      ];
      for (const [target, type, handler] of handlers) target.addEventListener(type, handler);
      return () => {
        for (const [target, type, handler] of handlers) target.removeEventListener(type, handler);
      };
    },
    random: Math.random,
  };
}
