/// <reference lib="webworker" />
// First: the contract's zod schemas must not compile with `new Function` (CSP, no unsafe-eval).
import '../shared/contract/zod-jitless';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { calls, callName } from '../shared/contract';
import { canonicalize } from '../shared/contract/canonical';
import { INS_PROXY_PATH, matchInsRoute } from '../shared/contract/ins-proxy';
import { APP_VERSION } from '../shared/sync/app-version';
import { LEARNED_ASSET, LEARNED_CACHE } from '../shared/image-tools/learned-cache';
import { PDF_ASSET, PDF_CACHE } from '../shared/pdf/pdf-cache';
import { copiesOfPicture, pictureIdOf } from '../shared/media/responsive';
import { printWidthOf } from '../shared/media/print';
import {
  CACHEABLE_HEADER,
  FROM_CACHE_HEADER,
  SAVED_AT_HEADER,
  dataCacheUrl,
  readCacheOwner,
  userCacheNames,
  withOwnerLock,
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
/** Print copies are up to a few MB each: a few exports' worth (a 20-page board has 200 pictures). */
const MAX_PRINT_ENTRIES = 400;

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
    denylist: [/^\/api(\/|$)/, /^\/status$/, /^\/media\//, /^\/tools\/logs\//, /\.[A-Za-z0-9]{1,8}$/],
  }),
);

// Updates wait for the user's yes (the page's prompt), never swap under a running task.
self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | { type: 'SKIP_WAITING' } | undefined;
  if (message?.type === 'skip-waiting' || message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'set-user') event.waitUntil(setOwner(message.userId ?? 'guest'));
  // A lost line or a body that is not JSON costs only the offline copy of those reads.
  if (message?.type === 'keep-reads') event.waitUntil(keepReadsMadeBeforeControl(message.bodies).catch(() => undefined));
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

const expirations = new Map<string, CacheExpiration>();

/**
 * Keeps an answer in a user's cache, bounded by count, only while that user still owns the caches.
 * It holds the owner lock shared; the page holds it exclusively while it switches the owner and
 * deletes a leaving user's caches. So a write finishes before that deletion or sees the new owner
 * and keeps nothing: opening a cache by name (the write, and the expiry that deletes entries)
 * would recreate a cache the logout deleted. Storage full: this cache goes, the page still gets its answer.
 */
async function keepForOwner(who: CacheOwner, cacheName: string, key: string | Request, response: Response, maxEntries: number): Promise<void> {
  try {
    await withOwnerLock('shared', async () => {
      if ((await readCacheOwner(caches)) !== who) return;
      await (await caches.open(cacheName)).put(key, response);
      let expiration = expirations.get(cacheName);
      if (!expiration) expirations.set(cacheName, (expiration = new CacheExpiration(cacheName, { maxEntries })));
      await expiration.updateTimestamp(typeof key === 'string' ? key : key.url);
      await expiration.expireEntries();
    });
  } catch (error) {
    // A failed write never fails the answer it keeps.
    if (error instanceof DOMException && error.name === 'QuotaExceededError') await caches.delete(cacheName);
    else console.error('could not keep an answer in', cacheName, error);
  }
}

/**
 * Who an answer of login, register, logout or reGetInfo says is signed in (null when it is an error
 * and says nothing); the owner switches at once, so the user's first answers never land in the
 * previous owner's caches.
 */
async function ownerFromAnswer(response: Response): Promise<CacheOwner | null> {
  const envelope = (await response.json().catch(() => null)) as { status?: number; data?: { isLogin?: number; customer_id?: number } } | null;
  if (envelope?.status !== 200) return null;
  const info = envelope.data;
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
 * Read calls of the contract, the allowlist of what may be cached. Everything else goes to the
 * network untouched: writes, auth, sync, downloads, orders and payments (noStore reads nothing may
 * keep), and who is signed in (session reads: a displaced device must not look signed in).
 */
const READ_CALLS = new Set(
  Object.values(calls)
    .filter((def) => def.kind === 'read' && !('noStore' in def && def.noStore))
    .map((def) => callName(def.module, def.controller, def.func)),
);

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

const nameOf = (body: DataBody) => `${String(body.module)}/${String(body.controller)}/${String(body.func)}`;

/**
 * The cache key's canonical text of a read that may be kept; null for anything else. A session
 * read is never kept: when it fails the page hears so and shows its offline or "can't confirm"
 * state (whose caches: login, logout and the page say).
 */
function keptReadOf(body: DataBody | null): string | null {
  if (!body || body.no_cache || !READ_CALLS.has(nameOf(body))) return null;
  return canonicalize(nameOf(body), (body.params as object | undefined) ?? {}, { locale: body.locale ?? 'zh' });
}

async function handleData({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  // The key is computed from a clone of the body before the request goes out: once fetch()
  // has read the body it is gone (reading it in cacheKeyWillBeUsed caches nothing).
  const body = (await request.clone().json().catch(() => null)) as DataBody | null;
  const canonical = keptReadOf(body);
  if (canonical === null) return fetch(request);
  return cachedRead(request, event, canonical, STALE_WHILE_REVALIDATE.has(nameOf(body!)));
}

const dataRequest = (body: string) =>
  new Request('/api/data', { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', body });

/**
 * The reads a page made before this worker controlled it (its first visit), fetched again and kept
 * unless already kept, so they open offline after the page's own query cache has expired. Who is
 * signed in is asked first, the way a login answer is read, so they land in that user's caches;
 * a sign-in or out meanwhile switches the owner and keeps nothing of them (keepForOwner).
 */
async function keepReadsMadeBeforeControl(bodies: string[]): Promise<void> {
  const reads = new Map<string, string>();
  for (const body of bodies) {
    const canonical = keptReadOf(JSON.parse(body) as DataBody);
    if (canonical !== null) reads.set(canonical, body);
  }
  if (reads.size === 0) return;
  const session = await fetch(dataRequest(JSON.stringify({ module: 'index', controller: 'User', func: 'reGetInfo', params: {} })));
  // Not known who is signed in (a server error, a displaced device): nothing is kept.
  const who = session.ok ? await ownerFromAnswer(session) : null;
  if (who === null) return;
  const names = userCacheNames(who);
  for (const [canonical, body] of reads) {
    const key = await dataCacheUrl(canonical, who, APP_VERSION);
    if (await matchFirst([names.data, names.packs], key)) continue;
    const response = await fetch(dataRequest(body));
    if (isStorable(response)) await store(who, names.data, key, response);
  }
}

/**
 * Reads of the Instagram proxy (POST /api/ins, issue #16): GET rows of its allow-list are kept
 * like data calls, in the same per-user cache, so followed bloggers and posts read online stay
 * readable offline. Writes go to the network untouched.
 */
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === INS_PROXY_PATH && request.method === 'POST',
  async ({ request, event }) => {
    const body = (await request.clone().json().catch(() => null)) as { api?: unknown; method?: unknown; params?: unknown; locale?: unknown } | null;
    if (!body || body.method !== 'GET' || typeof body.api !== 'string' || !matchInsRoute('GET', body.api)) return fetch(request);
    const canonical = canonicalize(`ins:${body.api}`, (body.params as object | undefined) ?? {}, { locale: body.locale ?? 'zh' });
    return cachedRead(request, event, canonical, false);
  },
  'POST',
);

/** Network first within NETWORK_TIMEOUT_MS, else this user's kept answer; storable answers are kept. */
async function cachedRead(request: Request, event: ExtendableEvent, canonical: string, staleWhileRevalidate: boolean): Promise<Response> {
  const who = await currentOwner();
  const key = await dataCacheUrl(canonical, who, APP_VERSION);
  const names = userCacheNames(who);

  const network = fetch(request).then(async (response) => {
    if (isStorable(response)) await store(who, names.data, key, response.clone());
    return response;
  });
  // Whatever is shown, a late answer still refreshes the cache.
  event.waitUntil(network.then(() => undefined, () => undefined));

  const cached = () => matchFirst([names.data, names.packs], key);
  if (staleWhileRevalidate) return (await cached()) ?? network;
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

async function store(who: CacheOwner, cacheName: string, key: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  const copy = new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  await keepForOwner(who, cacheName, key, copy, MAX_DATA_ENTRIES);
}

/** Looks in these caches in turn; never creates one (opening a deleted cache by name would bring it back). */
async function matchFirst(cacheNames: string[], key: string): Promise<Response | undefined> {
  for (const cacheName of cacheNames) {
    const hit = await caches.match(key, { cacheName });
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

/**
 * Cache-first for a user's pictures: display copies in their image cache, print copies for the
 * layout PDF export (/media/:id/print-<width>, issue #14) in a print cache of their own (large, so
 * apart and fewer), so a second export of a document works offline at print resolution. A print
 * copy not kept is not answered by a display copy here: the export falls back to the display copy
 * itself and tells the member which pictures are at screen resolution.
 */
async function pictureFromCacheFirst(who: CacheOwner, request: Request, event: ExtendableEvent): Promise<Response> {
  const isPrint = printWidthOf(new URL(request.url).pathname.split('/')[3] ?? '') !== null;
  const names = userCacheNames(who);
  const cacheName = isPrint ? names.prints : names.images;
  const kept = await caches.match(request, { cacheName });
  if (kept) return kept;
  // A picture opened in a tab of its own is a navigation: sent as it is, as Workbox's strategies do.
  const response = await fetch(request, request.mode === 'navigate' ? undefined : { mode: 'cors', credentials: 'same-origin' });
  if (response.status === 200) {
    event.waitUntil(keepForOwner(who, cacheName, request, response.clone(), isPrint ? MAX_PRINT_ENTRIES : MAX_IMAGE_ENTRIES));
  }
  return response;
}

// 3D garments (issue #15 item 1): the GLB models, covers and turntable pictures under /models/ and
// the viewer's chunk (three.js; hashed, left out of the precache) are the same for everyone:
// cache-first, kept after the first view so a garment opened once opens offline.
const D3D_CACHE = 'trendloom-3d-v1';
const D3D_ASSET = /^\/(models\/.+|assets\/GarmentViewer-[\w-]+\.js)$/;
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && D3D_ASSET.test(url.pathname) && request.method === 'GET',
  new CacheFirst({
    cacheName: D3D_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheDidUpdate: async () => void (await new CacheExpiration(D3D_CACHE, { maxEntries: 400 }).expireEntries()) }],
  }),
);

// Learned HD enlargement (issue #13 item 2): the worker's chunk with TensorFlow.js and UpscalerJS
// (left out of the precache), the ESRGAN models' JSON and weights and TensorFlow.js's WebAssembly,
// all our own hashed assets, are the same for everyone: cache-first on the first AI run (the page
// shows their size before it), so the AI enlargement works offline after one use.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && LEARNED_ASSET.test(url.pathname) && request.method === 'GET',
  new CacheFirst({ cacheName: LEARNED_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// PDF export (issue #14): the PDF worker's chunk and its CJK font, our own hashed assets, cache-first
// on the first export (the export menu tells the font's size first), so PDFs export offline after one use.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && PDF_ASSET.test(url.pathname) && request.method === 'GET',
  new CacheFirst({ cacheName: PDF_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  async ({ request, event }) => {
    const who = await currentOwner();
    const packed = await matchFirst([userCacheNames(who).packs], request.url);
    if (packed) return packed;
    try {
      return await pictureFromCacheFirst(who, request, event);
    } catch (error) {
      // Offline: srcset picked a width this device never fetched; any kept copy of the picture will do.
      const id = pictureIdOf(new URL(request.url).pathname);
      for (const url of id ? copiesOfPicture(id) : []) {
        const kept = await matchFirst([userCacheNames(who).packs, userCacheNames(who).images], new URL(url, self.location.origin).href);
        if (kept) return kept;
      }
      throw error;
    }
  },
);
