import { hashKey, type EnsureInfiniteQueryDataOptions, type EnsureQueryDataOptions } from '@tanstack/react-query';
import { afterPageShown } from '../page-shown';
import { queryClient } from './query-client';

/** A route opens after at most this long even if its data is still loading (the bar is forced to finish then too). */
export const ROUTE_DATA_WAIT_MS = 10_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of any call: each keeps its own types
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same for paged lists (their first page)
type AnyInfiniteOptions = EnsureInfiniteQueryDataOptions<any, any, any, any, any>;

const isPaged = (option: AnyQueryOptions | AnyInfiniteOptions): option is AnyInfiniteOptions =>
  (option as { initialPageParam?: unknown }).initialPageParam !== undefined;

/** The promise's value, or undefined once ROUTE_DATA_WAIT_MS have passed. */
async function withinRouteWait<T>(promise: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ROUTE_DATA_WAIT_MS);
  });
  try {
    return await Promise.race([promise, cap]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One try, never a retry: offline a retry pauses until the line is back (networkMode
 * offlineFirst), and a loader awaiting it would keep the page from opening at all. A fetch of the
 * same query already on its way (the session's, asked by the root route with retries) is joined,
 * but only until it pauses for the network: the page then opens and shows its offline state.
 */
function loadOnce(option: AnyQueryOptions | AnyInfiniteOptions): Promise<unknown> {
  const load = isPaged(option) ? queryClient.ensureInfiniteQueryData({ ...option, retry: false }) : queryClient.ensureQueryData({ ...option, retry: false });
  // By its hash: find() would hash the key once for every query in the cache (a returning reader's
  // restored cache holds hundreds), on each of a page's loads.
  const query = queryClient.getQueryCache().get(hashKey(option.queryKey));
  if (!query || query.state.fetchStatus === 'idle') return load;
  if (query.state.fetchStatus === 'paused') return Promise.resolve();
  let stopWatching = () => {};
  const paused = new Promise<void>((resolve) => {
    stopWatching = queryClient.getQueryCache().subscribe((event) => {
      if (event.query === query && query.state.fetchStatus === 'paused') resolve();
    });
  });
  return Promise.race([load, paused]).finally(stopWatching);
}

/**
 * For route loaders: loads the page's queries so the page renders with its data and the top
 * bar runs meanwhile; a paged list (infinite query) loads its first page. Cached data (even
 * stale) counts as loaded. Never throws: a failed query turns the bar red and the page shows its
 * own error state, retrying when it mounts.
 */
export async function prefetchForRoute(...options: (AnyQueryOptions | AnyInfiniteOptions)[]): Promise<null> {
  await withinRouteWait(Promise.allSettled(options.map(loadOnce)));
  return null;
}

/**
 * For a loader that needs one query's data to know what else the page loads (the column tree
 * decides a list's layout): loaded as prefetchForRoute loads; null when it failed or took too long.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call's error and key types
export async function dataForRoute<T>(option: EnsureQueryDataOptions<T, any, T, any>): Promise<T | null> {
  return (await withinRouteWait((loadOnce(option) as Promise<T>).catch(() => null))) ?? null;
}

/**
 * For route loaders: asks for the queries the page shows below its first screen (related items,
 * other channels' blocks) once the route's own data (`first`) is in and the page has rendered, at an
 * idle moment. Not with the route's own: on a slow line every request in flight shares it, and these
 * held back the first screen's data, then its largest picture and the page's own scripts (issue #11).
 * The route does not wait for them; a failed one is asked again when its component mounts.
 */
export function prefetchBelowFold(first: Promise<unknown>, ...options: AnyQueryOptions[]): void {
  const shown = afterPageShown();
  void first.then(() => shown).then(() => prefetchWithRoute(...options));
}

/**
 * For route loaders: asks for a small part of the first screen the page can show a moment after
 * the rest (an item's colours beside its pictures) with the route's own queries, not waited for.
 * With the queries' own retries, unlike a loader's awaited try: a component that mounts while this
 * fetch is on its way joins it, and offline it must see the fetch pause for the network (its
 * "not saved on this device" line), not an error that hides its section until the line is back.
 */
export function prefetchWithRoute(...options: AnyQueryOptions[]): void {
  for (const option of options) void queryClient.prefetchQuery(option);
}
