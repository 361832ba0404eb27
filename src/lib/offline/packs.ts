import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { APP_VERSION } from '../../shared/sync/app-version';
import { SAVED_AT_HEADER, dataCacheUrl, userCacheNames, type CacheOwner } from '../../shared/sync/cache-names';
import type { ListItem } from '../../shared/catalogue/types';
import { canonicalize } from '../../shared/contract/canonical';
import { mapBounded } from '../../shared/concurrency';
import { INS_CODE, INS_PROXY_PATH } from '../../shared/contract/ins-plain';
import type { OfflinePack, PackKind } from './db';
import { describePackItems, listItemsIn, type PackPicture } from './pack-pictures';

/** What a pack will hold once downloaded, measured before the user says yes. */
export interface MeasuredPack {
  kind: PackKind;
  title: string;
  href: string;
  pages: string[];
  dataUrls: string[];
  images: string[];
  /** The catalogue items it shows, with their pictures' search descriptors. */
  pictures: PackPicture[];
  /** Bytes still to download (images not yet in the pack) plus the data already fetched. */
  bytes: number;
}

export interface PackDeps {
  owner: CacheOwner;
  queryClient: QueryClient;
  /** Every route of the app (route-table.ts). */
  routes: RouteObject[];
  fetch?: typeof fetch;
  caches?: CacheStorage;
}

/** A pack keeps at most this many pages (a column's first pages and their details). */
export const MAX_PACK_PAGES = 80;
/** Requests in flight at once while a pack is measured and downloaded: a slow fair network is latency-bound. */
const PACK_CONCURRENCY = 4;
const MEDIA_URL = /^\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?$/;

/** The pack id of a page: one pack per page the user saved. */
export const packIdOf = (href: string) => href;

/**
 * Runs the route loaders of `href` (the same ones a visit runs, so the data is asked for with
 * exactly the page's params) and returns the data calls they used. Errors only make the pack
 * smaller; a redirect (login required) is not followed.
 */
async function loadPage(deps: PackDeps, href: string): Promise<void> {
  const url = new URL(href, window.location.origin);
  const matches = matchRoutes(deps.routes, url.pathname) ?? [];
  for (const match of matches) {
    const route = match.route;
    let loader = typeof route.loader === 'function' ? (route.loader as LoaderFunction) : undefined;
    if (!loader && typeof route.lazy === 'function') {
      const lazy = (await route.lazy().catch(() => ({}))) as { loader?: unknown };
      loader = typeof lazy.loader === 'function' ? (lazy.loader as LoaderFunction) : undefined;
    }
    if (!loader) continue;
    const args = { request: new Request(url), url, pattern: match.route.path ?? '', params: match.params, context: undefined };
    // A loader that throws at once (not in its promise) must not fail the whole pack either.
    await Promise.resolve()
      .then(() => loader(args as Parameters<LoaderFunction>[0]))
      .catch(() => undefined);
  }
}

/** Prefix of the canonical names of Instagram proxy reads (`ins:<path>`), kept by the worker like data calls. */
const INS_PREFIX = 'ins:';

/**
 * The canonical request of a query the worker keeps an answer for, or null: a data call
 * (['api', name, canonical]), a proxy read (['ins', name, canonical]) or the first page of a
 * paged proxy list (['ins-pages', 'ins', name, canonical without p]), which asks with p = 1.
 */
function canonicalOf(key: readonly unknown[]): string | null {
  if ((key[0] === 'api' || key[0] === 'ins') && typeof key[1] === 'string' && typeof key[2] === 'string') return key[2];
  if (key[0] === 'ins-pages' && key[1] === 'ins' && typeof key[3] === 'string') {
    const [name, params, extra] = JSON.parse(key[3]) as [string, object, object];
    return canonicalize(name, { ...params, p: 1 }, extra);
  }
  return null;
}
const KEPT_QUERIES = [['api'], ['ins'], ['ins-pages']] as const;

/**
 * Loads every page of the pack and returns the canonical keys of the reads involved: the
 * queries the current page shows (it is part of the pack) plus every query the loaders add.
 * Inactive queries are dropped first so a loader cannot quietly reuse one without saying so.
 */
async function collectDataCalls(deps: PackDeps, pages: string[]): Promise<string[]> {
  const cache = deps.queryClient.getQueryCache();
  const seen = new Set<string>();
  const note = (key: readonly unknown[]) => {
    const canonical = canonicalOf(key);
    if (canonical) seen.add(canonical);
  };
  for (const queryKey of KEPT_QUERIES) for (const query of cache.findAll({ queryKey, type: 'active' })) note(query.queryKey);
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'added' || event.type === 'updated') note(event.query.queryKey);
  });
  try {
    // Dropped once, before any loader runs: every query a loader then asks for is added, and noted.
    for (const queryKey of KEPT_QUERIES) deps.queryClient.removeQueries({ queryKey, type: 'inactive' });
    await mapBounded(pages, PACK_CONCURRENCY, (href) => loadPage(deps, href));
  } finally {
    unsubscribe();
  }
  return [...seen];
}

/** Asks for one read again, as the page would (a data call, or a GET through the Instagram proxy). */
function requestOf(canonical: string): { url: string; body: object; ok: (envelope: { status?: number; code?: number }) => boolean } {
  const [name, params, extra] = JSON.parse(canonical) as [string, object, { locale?: string }];
  if (name.startsWith(INS_PREFIX)) {
    return { url: INS_PROXY_PATH, body: { api: name.slice(INS_PREFIX.length), method: 'GET', params, locale: extra.locale }, ok: (e) => e.code === INS_CODE.ok };
  }
  const [module, controller, func] = name.split('/');
  return { url: '/api/data', body: { module, controller, func, params, locale: extra.locale }, ok: (e) => e.status === 200 || e.status === 4000 };
}

/** Every /media/… URL inside an answer (covers, thumbnails, detail pictures, logos). */
export function mediaUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (MEDIA_URL.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) mediaUrlsIn(entry, found);
  } else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) mediaUrlsIn(entry, found);
  }
  return found;
}

/**
 * First step of making pages available offline: loads their data (small) into the pack cache and
 * works out which images they show and how big those are, so the size can be shown first.
 */
export async function measurePack(deps: PackDeps, spec: { kind: PackKind; title: string; href: string; pages: string[] }): Promise<MeasuredPack> {
  const fetchImpl = deps.fetch ?? fetch;
  const packs = await (deps.caches ?? caches).open(userCacheNames(deps.owner).packs);
  const pages = [...new Set([spec.href, ...spec.pages])].slice(0, MAX_PACK_PAGES);
  const canonicals = await collectDataCalls(deps, pages);
  const dataUrls: string[] = [];
  const images = new Set<string>();
  const items = new Map<number, ListItem>();
  let dataBytes = 0;
  await mapBounded(canonicals, PACK_CONCURRENCY, async (canonical) => {
    const request = requestOf(canonical);
    const response = await fetchImpl(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(request.body),
    }).catch(() => null);
    if (!response?.ok) return;
    const text = await response.text();
    const envelope = JSON.parse(text) as { status?: number; code?: number; data: unknown };
    if (!request.ok(envelope)) return;
    const url = await dataCacheUrl(canonical, deps.owner, APP_VERSION);
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    await packs.put(url, new Response(text, { status: 200, headers }));
    dataUrls.push(url);
    dataBytes += text.length;
    mediaUrlsIn(envelope.data, images);
    listItemsIn(envelope.data, items);
  });
  const pictures = await describePackItems(items.values(), fetchImpl);
  const missing: string[] = [];
  for (const image of images) if (!(await packs.match(image))) missing.push(image);
  const sizes = await fetchImpl('/api/offline/sizes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ urls: missing }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ data: { bytes: number } }>) : null))
    .catch(() => null);
  return { ...spec, pages, dataUrls, images: [...images], pictures, bytes: dataBytes + (sizes?.data.bytes ?? 0) };
}

/** Second step: the images, into the pack cache, reporting progress; returns how many failed. */
export async function downloadPackImages(
  deps: PackDeps,
  images: string[],
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const fetchImpl = deps.fetch ?? fetch;
  const packs = await (deps.caches ?? caches).open(userCacheNames(deps.owner).packs);
  let done = 0;
  let failed = 0;
  onProgress(0, images.length);
  await mapBounded(images, PACK_CONCURRENCY, async (url) => {
    if (!(await packs.match(url))) {
      const response = await fetchImpl(url, { credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) await packs.put(url, response);
      else failed += 1;
    }
    done += 1;
    onProgress(done, images.length);
  });
  return failed;
}

/** How many of a pack's entries the browser no longer has (evicted under storage pressure). */
export async function missingFromPack(deps: Pick<PackDeps, 'owner' | 'caches'>, pack: OfflinePack): Promise<number> {
  const storage = deps.caches ?? caches;
  const name = userCacheNames(deps.owner).packs;
  if (!(await storage.has(name))) return pack.dataUrls.length + pack.images.length;
  const packs = await storage.open(name);
  let missing = 0;
  for (const url of [...pack.dataUrls, ...pack.images]) if (!(await packs.match(url))) missing += 1;
  return missing;
}

/** Removes a pack's entries that no other pack uses. */
export async function removePackEntries(deps: Pick<PackDeps, 'owner' | 'caches'>, pack: OfflinePack, others: OfflinePack[]): Promise<void> {
  const kept = new Set(others.flatMap((other) => [...other.dataUrls, ...other.images]));
  const packs = await (deps.caches ?? caches).open(userCacheNames(deps.owner).packs);
  await Promise.all([...pack.dataUrls, ...pack.images].filter((url) => !kept.has(url)).map((url) => packs.delete(url)));
}
