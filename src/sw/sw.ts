/// <reference lib="webworker" />
// First: the contract's zod schemas must not compile with `new Function` (CSP, no unsafe-eval).
import '../shared/contract/zod-jitless';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { calls, callName } from '../shared/contract';
import { canonicalize } from '../shared/contract/canonical';
import { APP_VERSION } from '../shared/sync/app-version';
import {
  CACHEABLE_HEADER,
  FROM_CACHE_HEADER,
  SAVED_AT_HEADER,
  dataCacheUrl,
  readCacheOwner,
  userCacheNames,
  writeCacheOwner,
  type CacheOwner,
  type PageToWorker,
  type WorkerToPage,
} from '../shared/sync/cache-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** How long a data call waits for the network before the cached answer is shown instead. */
const NETWORK_TIMEOUT_MS = 4_000;
/** Bounds of the runtime caches (entries, not age: offline data must stay readable, workbox#3317). */
const MAX_DATA_ENTRIES = 3_000;
const MAX_IMAGE_ENTRIES = 4_000;

// ---------------------------------------------------------------- shell

// The shell, every route chunk, the workers, icons and fonts (vite-plugin-pwa injects the list):
// any route opens offline after the first visit, including ones never opened online.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// History-mode pages get the precached shell; API paths, media and anything with a file
// extension never do (a missing file is a 404, not the app).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media\//, /^\/tools\/logs\//, /\.[A-Za-z0-9]{1,8}$/],
  }),
);

// Updates wait for the user's yes (the page's prompt), never swap under a running task.
self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | { type: 'SKIP_WAITING' } | undefined;
  if (message?.type === 'skip-waiting' || message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'set-user') event.waitUntil(setOwner(message.userId ?? 'guest'));
});

// ---------------------------------------------------------------- whose caches

let owner: CacheOwner | undefined;

/** The signed-in user of the pages (told by them; kept across worker restarts). */
async function currentOwner(): Promise<CacheOwner> {
  owner ??= await readCacheOwner(caches);
  return owner;
}

async function setOwner(next: CacheOwner): Promise<void> {
  owner = next;
  await writeCacheOwner(caches, next);
}

/**
 * Writes into a user's cache only while that user still owns the caches, as stored (the page
 * switches the owner before deleting a leaving user's caches). An owner change during the write
 * takes the entry back out, and the cache too if the write created it: nothing of a user who
 * left comes back after the logout deleted their caches.
 */
async function putForOwner(who: CacheOwner, cacheName: string, key: string, response: Response): Promise<boolean> {
  if ((await readCacheOwner(caches)) !== who) return false;
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  if ((await readCacheOwner(caches)) === who) return true;
  await cache.delete(key);
  if ((await cache.keys()).length === 0) await caches.delete(cacheName);
  return false;
}

/**
 * Who an answer of the user info (or of login, register, logout) says is signed in; the owner
 * switches at once, so the user's first answers never land in the previous owner's caches.
 */
async function ownerFromAnswer(response: Response): Promise<CacheOwner> {
  const envelope = (await response.json().catch(() => null)) as { status?: number; data?: { isLogin?: number; customer_id?: number } } | null;
  const info = envelope?.status === 200 ? envelope.data : undefined;
  const next: CacheOwner = info?.isLogin === 1 && Number.isInteger(info.customer_id) ? info.customer_id! : 'guest';
  if (next !== (await currentOwner())) await setOwner(next);
  return next;
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && /^\/api\/auth\/(login|register|logout)$/.test(url.pathname) && request.method === 'POST',
  async ({ request }) => {
    // Never cached: only read to learn the new owner.
    const response = await fetch(request);
    if (response.ok) await ownerFromAnswer(response.clone());
    return response;
  },
  'POST',
);

// ---------------------------------------------------------------- data calls

/**
 * Read calls of the contract, the allowlist of what may be cached. Everything else (writes,
 * auth, orders, sync, downloads) goes to the network untouched.
 */
const READ_CALLS = new Set(Object.values(calls).filter((def) => def.kind === 'read').map((def) => callName(def.module, def.controller, def.func)));
const USER_INFO_CALL = 'index/User/reGetInfo';

/** Column trees and the search menu change rarely: shown from the cache at once, refreshed behind. */
const STALE_WHILE_REVALIDATE = new Set(['oct/General/navList', 'oct/General/menuForSearch']);

interface DataBody {
  module?: unknown;
  controller?: unknown;
  func?: unknown;
  params?: unknown;
  locale?: unknown;
  no_cache?: unknown;
}

registerRoute(({ url, request }) => url.origin === self.location.origin && url.pathname === '/api/data' && request.method === 'POST', handleData, 'POST');

async function handleData({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  // The key is computed from a clone of the body before the request goes out: once fetch()
  // has read the body it is gone (reading it in cacheKeyWillBeUsed caches nothing).
  const body = (await request.clone().json().catch(() => null)) as DataBody | null;
  const name = body ? `${String(body.module)}/${String(body.controller)}/${String(body.func)}` : '';
  if (!body || !READ_CALLS.has(name) || body.no_cache) return fetch(request);
  const canonical = canonicalize(name, (body.params as object | undefined) ?? {}, { locale: body.locale ?? 'zh' });
  const who = await currentOwner();
  const key = await dataCacheUrl(canonical, who, APP_VERSION);
  const names = userCacheNames(who);

  const network = fetch(request).then(async (response) => {
    if (!isStorable(response)) return response;
    // The user info says who is signed in: from now on (and for this very answer) their caches.
    const owner = name === USER_INFO_CALL ? await ownerFromAnswer(response.clone()) : who;
    const storeAs = owner === who ? key : await dataCacheUrl(canonical, owner, APP_VERSION);
    await store(owner, userCacheNames(owner).data, storeAs, response.clone());
    return response;
  });
  // Whatever is shown, a late answer still refreshes the cache.
  event.waitUntil(network.then(() => undefined, () => undefined));

  const cached = () => matchFirst([names.data, names.packs], key);
  if (STALE_WHILE_REVALIDATE.has(name)) return (await cached()) ?? network;
  try {
    const fresh = await withTimeout(network, NETWORK_TIMEOUT_MS);
    await tell((event as FetchEvent).clientId, { type: 'served-from-network', key: canonical });
    return fresh;
  } catch {
    const hit = await cached();
    return hit ? servedFromCache(hit, canonical, (event as FetchEvent).clientId) : network;
  }
}

/**
 * Only answers the server marked as reads (its opt-in header), with HTTP 200, and not no-store,
 * go into the (per-user) cache. Auth, orders and errors never carry the header.
 */
function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get(CACHEABLE_HEADER) === '1' &&
    !/no-store/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

const expirations = new Map<string, CacheExpiration>();

async function store(who: CacheOwner, cacheName: string, key: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const copy = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  try {
    if (!(await putForOwner(who, cacheName, key, copy))) return;
  } catch (error) {
    // Storage full: drop this cache rather than fail the page (images and packs stay).
    if (error instanceof DOMException && error.name === 'QuotaExceededError') await caches.delete(cacheName);
    return;
  }
  let expiration = expirations.get(cacheName);
  if (!expiration) expirations.set(cacheName, (expiration = new CacheExpiration(cacheName, { maxEntries: MAX_DATA_ENTRIES })));
  await expiration.updateTimestamp(key);
  await expiration.expireEntries();
}

async function matchFirst(cacheNames: string[], key: string): Promise<Response | undefined> {
  for (const name of cacheNames) {
    if (!(await caches.has(name))) continue;
    const hit = await (await caches.open(name)).match(key);
    if (hit) return hit;
  }
  return undefined;
}

/** Marks an answer as coming from the cache (the page shows "saved at …") and tells the page. */
async function servedFromCache(response: Response, canonical: string, clientId: string): Promise<Response> {
  const savedAt = Number(response.headers.get(SAVED_AT_HEADER) ?? 0);
  const headers = new Headers(response.headers);
  headers.set(FROM_CACHE_HEADER, String(savedAt));
  await tell(clientId, { type: 'served-from-cache', key: canonical, savedAt });
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function tell(clientId: string, message: WorkerToPage): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// ---------------------------------------------------------------- images

const imageStrategies = new Map<CacheOwner, CacheFirst>();

/** putForOwner() for Workbox: no image kept for a user who no longer owns the caches. */
const ownerGuard = (who: CacheOwner): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => ((await readCacheOwner(caches)) === who ? response : null),
  cacheDidUpdate: async ({ cacheName, request }) => {
    if ((await readCacheOwner(caches)) === who) return;
    const cache = await caches.open(cacheName);
    await cache.delete(request);
    if ((await cache.keys()).length === 0) await caches.delete(cacheName);
  },
});

function imageStrategy(who: CacheOwner): CacheFirst {
  let strategy = imageStrategies.get(who);
  if (!strategy) {
    strategy = new CacheFirst({
      cacheName: userCacheNames(who).images,
      fetchOptions: { mode: 'cors', credentials: 'same-origin' },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        ownerGuard(who),
        new ExpirationPlugin({ maxEntries: MAX_IMAGE_ENTRIES, purgeOnQuotaError: true }),
      ],
    });
    imageStrategies.set(who, strategy);
  }
  return strategy;
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  async ({ request, event }) => {
    const who = await currentOwner();
    const packed = await matchFirst([userCacheNames(who).packs], request.url);
    if (packed) return packed;
    return imageStrategy(who).handle({ request, event });
  },
);
