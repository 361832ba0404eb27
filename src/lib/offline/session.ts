import { isCacheOf, readCacheOwner, withOwnerLock, writeCacheOwner, type CacheOwner, type PageToWorker } from '../../shared/sync/cache-names';
import type { UserDb } from './db';
import type { SyncEngine, Transport } from './sync-engine';
import { browserEnv, type SchedulerEnv, type SyncScheduler } from './scheduler';
import type { OfflineStore } from './store';
import { yieldToMain } from '../yield-to-main';

/** Everything offline that belongs to the signed-in user on this device. */
export interface OfflineUser {
  userId: number;
  db: UserDb;
  store: OfflineStore;
  engine: SyncEngine;
  scheduler: SyncScheduler;
}

export interface OfflineSessionDeps {
  transport?: Transport;
  env?: SchedulerEnv;
  /** Called when a push is answered 1845 / 401 (the session guard shows its dialog). */
  onSignedOut?: (status: number) => void;
  /** Tells the service worker whose caches to use. */
  postToWorker?: (message: PageToWorker) => void;
  /** Deletes Cache Storage caches (absent in Node tests). */
  cacheStorage?: CacheStorage;
  /** Last words before the user's local data goes: drop the persisted query cache, etc. */
  onUserLeft?: (userId: number) => Promise<void> | void;
}

/** How long a logout waits for the outbox to reach the server before keeping it for later. */
const LOGOUT_FLUSH_MS = 8_000;

/**
 * Opens the signed-in user's database and sync on this device and closes it when they leave.
 * Leaving (logout, 1845 logout, another account signing in) never loses unsynced ops: they are
 * pushed if the server can be reached, otherwise kept in that user's database, which is
 * emptied of everything the user sees; they go out when the same user signs in again (the
 * server also refuses ops of any other user). Then that user's caches are deleted.
 */
export class OfflineSession {
  private current: OfflineUser | null = null;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: OfflineSessionDeps = {}) {}

  get(): OfflineUser | null {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The user now signed in on this page (null = guest). Safe to call on every render. */
  activate(userId: number | null): Promise<void> {
    return this.serially(async () => {
      if ((this.current?.userId ?? null) === userId) return;
      // Another account took over without a logout here (e.g. a login after an expired session):
      // the previous user's ops can no longer be pushed under this session, so they are kept.
      if (this.current) await this.leave(this.current, false);
      this.deps.postToWorker?.({ type: 'set-user', userId });
      if (userId === null) return;
      // Dexie, the outbox and sync load with the first signed-in user, not with the page (issue #11).
      // Asking for their files, evaluating them, opening the user's database and the re-render of
      // what reads it each take a slow tablet tens of milliseconds: tasks of their own, not one.
      await yieldToMain();
      const { openOfflineUser } = await import('./user-runtime');
      await yieldToMain();
      const user = openOfflineUser(userId, { transport: this.deps.transport, env: this.deps.env ?? browserEnv(), onSignedOut: this.deps.onSignedOut });
      await yieldToMain();
      this.current = user;
      this.notify();
    });
  }

  /** The user logs out on this device: push what can be pushed, keep the rest, wipe the rest. */
  end(): Promise<void> {
    return this.serially(async () => {
      if (this.current) await this.leave(this.current, true);
      this.deps.postToWorker?.({ type: 'set-user', userId: null });
      await this.deleteCaches('guest');
    });
  }

  private async leave(user: OfflineUser, mayFlush: boolean): Promise<void> {
    this.current = null;
    this.notify();
    user.scheduler.stop();
    await user.scheduler.whenIdle();
    if (mayFlush && (this.deps.env ?? browserEnv()).isOnline()) {
      const flushed = user.engine.flush().catch(() => undefined);
      await Promise.race([flushed, new Promise((resolve) => setTimeout(resolve, LOGOUT_FLUSH_MS))]);
    }
    const { db } = user;
    const waiting = (await db.outbox.count()) + (await db.uploads.count()) + (await db.planDrafts.count());
    if (waiting === 0) {
      await db.delete();
    } else {
      // Keep only the outbox, pictures to upload, unsaved plans and the client's identity; the cursor starts over so that the
      // user's data comes back in full after the next sign-in.
      await db.transaction('rw', [db.meta, ...db.dataTables], async () => {
        await Promise.all(db.dataTables.map((table) => table.clear()));
        await db.meta.bulkDelete(['cursor', 'lastSyncAt']);
      });
      db.close();
    }
    await this.deleteCaches(user.userId);
    await this.deps.onUserLeft?.(user.userId);
  }

  private async deleteCaches(owner: CacheOwner): Promise<void> {
    const storage = this.deps.cacheStorage;
    if (!storage) return;
    // The worker writes only for the stored owner, under the owner lock: switched away first, so an
    // answer still on its way cannot bring a deleted cache back.
    await withOwnerLock('exclusive', async () => {
      if (owner !== 'guest' && (await readCacheOwner(storage)) === owner) await writeCacheOwner(storage, 'guest');
      const names = await storage.keys();
      await Promise.all(names.filter((name) => isCacheOf(name, owner)).map((name) => storage.delete(name)));
    });
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}
