import type { MutationCacheNotifyEvent, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { APP_VERSION } from '../../shared/sync/app-version';

const store = typeof indexedDB === 'undefined' ? undefined : createStore('trendloom-query-cache', 'clients');
const KEY = 'client';
/** Who the page believed was signed in when it last ran (only an id; never a token). */
const OWNER_HINT = 'trendloom:query-owner';

type Owner = number | 'guest';
interface Stored {
  owner: Owner;
  client: PersistedClient;
}

/** Whose the stored copy is and later writes are (null: nobody's, no writes); undefined until first needed. */
let owner: Owner | null | undefined;

/**
 * The owner, read from the hint at first need rather than as this module loads: a page's first
 * use of localStorage is a synchronous round trip to the browser process, and this module
 * evaluates with the app's, in one of the longest tasks of a load (issue #11).
 */
function currentOwner(): Owner | null {
  if (owner === undefined) owner = readHint();
  return owner;
}

function readHint(): Owner {
  if (typeof localStorage === 'undefined') return 'guest';
  const value = localStorage.getItem(OWNER_HINT);
  return value && /^\d+$/.test(value) ? Number(value) : 'guest';
}

/**
 * TanStack Query's cache persisted in IndexedDB so pages open offline with their last data. The
 * copy belongs to one user: it is restored only for the same owner, never written while no owner
 * is set (between one user leaving and the next arriving), and deleted when its user leaves.
 */
export const queryPersister: Persister = {
  async persistClient(client) {
    const writer = currentOwner();
    if (!store || writer === null) return;
    await set(KEY, { owner: writer, client } satisfies Stored, store);
  },
  async restoreClient() {
    if (!store) return undefined;
    const stored = await get<Stored>(KEY, store);
    if (stored && stored.owner === readHint()) return stored.client;
    if (stored) await del(KEY, store);
    return undefined;
  },
  async removeClient() {
    if (store) await del(KEY, store);
  },
};

/** The signed-in user of this page (null = guest): later writes of the cache are theirs. */
export function setQueryOwner(userId: number | null): void {
  owner = userId ?? 'guest';
  if (typeof localStorage === 'undefined') return;
  if (userId === null) localStorage.removeItem(OWNER_HINT);
  else localStorage.setItem(OWNER_HINT, String(userId));
}

/** The owner the persisted cache was restored for (known before the session check answers). */
export const persistedQueryOwner = (): Owner => readHint();

/**
 * A user left: no more writes under them and their persisted cache is deleted. When the next
 * user is already set (an account switch), their writes go on.
 */
export async function forgetPersistedQueries(userId: number): Promise<void> {
  if (currentOwner() === userId) {
    owner = null;
    if (typeof localStorage !== 'undefined') localStorage.removeItem(OWNER_HINT);
  }
  if (!store) return;
  const stored = await get<Stored>(KEY, store);
  if (!stored || stored.owner === userId) await del(KEY, store);
}

/** As long as the query client keeps unused queries (gcTime); older pages come from the worker's cache. */
const PERSISTED_FOR_MS = 24 * 60 * 60 * 1000;
/** The longest the first render waits for the persisted cache; a slower restore still lands, later. */
const RESTORE_WAIT_MS = 1000;
/**
 * When the cache is written: once it has been quiet this long, and never later than `MAX_WAIT_MS`
 * after its first unsaved change. A write dehydrates every query and clones it into IndexedDB on
 * the main thread (7–17 ms on home here, ×4 on a slow tablet), and a page's answers arrive over a
 * few seconds: writing a second after the first change wrote home twice a load (issue #11).
 */
const QUIET_MS = 2000;
const MAX_WAIT_MS = 6000;

interface PersistenceOptions {
  persister?: Persister;
  waitMs?: number;
  schedule?: WriteSchedule;
}

export interface WriteSchedule {
  quietMs: number;
  maxWaitMs: number;
}

/**
 * Restores the last session's queries (same user, same app version, under a day old) into
 * `client`, then keeps the stored copy up to date. Awaited before the first render, so an offline
 * start renders its data at once and no query waits for, or re-renders after, the restore. Resolves
 * when restored or after `waitMs`, whichever is first; never rejects (a broken copy is dropped).
 */
export function restorePersistedQueries(
  client: QueryClient,
  { persister = queryPersister, waitMs = RESTORE_WAIT_MS, schedule = { quietMs: QUIET_MS, maxWaitMs: MAX_WAIT_MS } }: PersistenceOptions = {},
): Promise<void> {
  // A broken copy is dropped by the restore (it rejects after removing it): the page starts empty.
  const restored = persistQueryClientRestore({ queryClient: client, persister, buster: APP_VERSION, maxAge: PERSISTED_FOR_MS })
    .catch(() => undefined)
    .then(() => void persistQueryChanges(client, persister, schedule));
  return Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/**
 * What changes the stored copy: a query's data (a success or a set, including the first), an
 * error (no longer kept), a query gone; mutations (only paused ones are kept). A fetch starting, a
 * retry or an invalidation changes nothing that is stored.
 */
function changesStoredCopy(event: QueryCacheNotifyEvent | MutationCacheNotifyEvent): boolean {
  if (event.type === 'removed') return true;
  if (event.type === 'updated') return 'mutation' in event || ['success', 'error', 'setState'].includes(event.action.type);
  return false;
}

/**
 * Saves the cache once it has been quiet a while (see WriteSchedule), and at once when the page is
 * hidden or left, or the connection drops: a write started as the page unloads may never finish,
 * and a member who went offline within the quiet time of a page's last answers then opened the
 * app offline as a stranger (their favourites page said "log in first").
 */
export function persistQueryChanges(client: QueryClient, persister: Persister, { quietMs, maxWaitMs }: WriteSchedule): { flush(): Promise<void>; stop(): void } {
  const options = { queryClient: client, persister, buster: APP_VERSION };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnsavedAt: number | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    firstUnsavedAt = undefined;
    return persistQueryClientSave(options);
  };
  // A failed write (storage full, private mode) loses only this copy; the next change writes again.
  const saveQuietly = () => void flush().catch(() => undefined);
  const schedule = (event: QueryCacheNotifyEvent | MutationCacheNotifyEvent) => {
    if (!changesStoredCopy(event)) return;
    const now = Date.now();
    firstUnsavedAt ??= now;
    clearTimeout(timer);
    timer = setTimeout(saveQuietly, Math.max(0, Math.min(quietMs, firstUnsavedAt + maxWaitMs - now)));
  };
  const flushPending = () => {
    if (timer !== undefined) saveQuietly();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flushPending();
  };
  const stops = [client.getQueryCache().subscribe(schedule), client.getMutationCache().subscribe(schedule)];
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', flushPending);
    window.addEventListener('offline', flushPending);
  }
  return {
    flush,
    stop() {
      for (const stop of stops) stop();
      clearTimeout(timer);
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', flushWhenHidden);
        window.removeEventListener('pagehide', flushPending);
        window.removeEventListener('offline', flushPending);
      }
    },
  };
}
