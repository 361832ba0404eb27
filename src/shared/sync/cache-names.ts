/**
 * Names of the service worker's runtime caches, shared by the worker and the page (which deletes
 * a user's caches when that user leaves the device). Everything that can differ per user (data
 * answers, images, which may be VIP pictures) lives in caches named after the user; a guest has
 * caches of its own too. The precache (app shell) is the only cache shared by everyone.
 */
export const CACHE_PREFIX = 'trendloom-';

export type CacheOwner = number | 'guest';

export const userCacheNames = (owner: CacheOwner) => ({
  /** Answers of /api/data read calls, keyed by a hash of the canonical call. */
  data: `${CACHE_PREFIX}data-${owner}`,
  images: `${CACHE_PREFIX}images-${owner}`,
  /** Offline packs: data and images the user chose to keep; never expired by count. */
  packs: `${CACHE_PREFIX}packs-${owner}`,
  /** Print copies of pictures (/media/:id/print-<width>) the layout PDF export fetched: large, so apart and fewer. */
  prints: `${CACHE_PREFIX}prints-${owner}`,
});

/**
 * Whose caches the worker fills now, kept in Cache Storage (which the page and the worker share):
 * the page switches it away from a leaving user before it deletes that user's caches, and the
 * worker checks it around every write, so a late answer cannot bring a deleted cache back.
 */
export const OWNER_CACHE = `${CACHE_PREFIX}meta`;
export const OWNER_URL = '/__offline/owner';

/**
 * Held shared by every write of the worker into a user's cache and exclusively by the page while it
 * switches the owner and deletes a leaving user's caches (Web Locks span the pages and the worker
 * of an origin), so no write interleaves with a deletion. Where Web Locks are missing (Node tests),
 * nothing runs beside anything else that needs it.
 */
const OWNER_LOCK = `${CACHE_PREFIX}cache-owner`;

export function withOwnerLock<T>(mode: LockMode, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(OWNER_LOCK, { mode }, task) as Promise<T>) : task();
}

export async function readCacheOwner(storage: CacheStorage): Promise<CacheOwner> {
  const stored = await (await storage.open(OWNER_CACHE)).match(OWNER_URL);
  const text = stored ? await stored.text() : 'guest';
  return /^\d+$/.test(text) ? Number(text) : 'guest';
}

export async function writeCacheOwner(storage: CacheStorage, owner: CacheOwner): Promise<void> {
  await (await storage.open(OWNER_CACHE)).put(OWNER_URL, new Response(String(owner)));
}

/** Whether a cache name belongs to this owner (so a logout deletes exactly these). */
export const isCacheOf = (name: string, owner: CacheOwner) => Object.values(userCacheNames(owner)).includes(name);

/**
 * The cache URL of a data call's answer: a hash of the canonical call (the TanStack Query key's
 * canonical string: name, params, locale), its owner and the app version. The worker computes it
 * from the request body before fetching; the offline packs compute the same to store answers.
 */
export async function dataCacheUrl(canonical: string, owner: CacheOwner, version: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${version}\n${owner}\n${canonical}`));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `/__offline/data/${hex}`;
}

/** Messages between the page and the service worker. */
export type PageToWorker =
  /** Who is signed in on this page now (null = guest): the worker caches under that owner. */
  | { type: 'set-user'; userId: number | null }
  /** Activate a waiting new version (after the user accepted the update prompt). */
  | { type: 'skip-waiting' }
  /** Data calls the page sent before this worker controlled it: the reads among them are fetched again and kept. */
  | { type: 'keep-reads'; bodies: string[] };

export type WorkerToPage =
  /** A data call was answered from the cache (offline or slow network): saved at savedAt. */
  | { type: 'served-from-cache'; key: string; savedAt: number }
  /** The same call got a fresh answer again. */
  | { type: 'served-from-network'; key: string };

/** Headers the worker adds to answers it stores and to answers it serves from its cache. */
export const SAVED_AT_HEADER = 'X-Trendloom-Saved-At';
export const FROM_CACHE_HEADER = 'X-Trendloom-From-Cache';
/** The server marks data answers the worker may keep (reads, never writes or auth). */
export const CACHEABLE_HEADER = 'X-Trendloom-Cacheable';
