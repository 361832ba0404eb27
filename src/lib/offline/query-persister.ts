import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

const store = typeof indexedDB === 'undefined' ? undefined : createStore('trendloom-query-cache', 'clients');
const KEY = 'client';
/** Who the page believed was signed in when it last ran (only an id; never a token). */
const OWNER_HINT = 'trendloom:query-owner';

type Owner = number | 'guest';
interface Stored {
  owner: Owner;
  client: PersistedClient;
}

let owner: Owner | null = readHint();

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
    if (!store || owner === null) return;
    await set(KEY, { owner, client } satisfies Stored, store);
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
  if (owner === userId) {
    owner = null;
    if (typeof localStorage !== 'undefined') localStorage.removeItem(OWNER_HINT);
  }
  if (!store) return;
  const stored = await get<Stored>(KEY, store);
  if (!stored || stored.owner === userId) await del(KEY, store);
}
