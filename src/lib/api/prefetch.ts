import type { EnsureInfiniteQueryDataOptions, EnsureQueryDataOptions } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** A route opens after at most this long even if its data is still loading (the bar is forced to finish then too). */
export const ROUTE_DATA_WAIT_MS = 10_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options of any call: each keeps its own types
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same for paged lists (their first page)
type AnyInfiniteOptions = EnsureInfiniteQueryDataOptions<any, any, any, any, any>;

const isPaged = (option: AnyQueryOptions | AnyInfiniteOptions): option is AnyInfiniteOptions =>
  (option as { initialPageParam?: unknown }).initialPageParam !== undefined;

/**
 * For route loaders: loads the page's queries so the page renders with its data and the top
 * bar runs meanwhile; a paged list (infinite query) loads its first page. Cached data (even
 * stale) counts as loaded. Never throws: a failed query turns the bar red and the page shows its
 * own error state, retrying when it mounts.
 */
export async function prefetchForRoute(...options: (AnyQueryOptions | AnyInfiniteOptions)[]): Promise<null> {
  const loads = Promise.allSettled(
    options.map((option) =>
      isPaged(option) ? queryClient.ensureInfiniteQueryData({ ...option, retry: false }) : queryClient.ensureQueryData({ ...option, retry: false }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, ROUTE_DATA_WAIT_MS)));
  await Promise.race([loads, cap]);
  clearTimeout(timer);
  return null;
}
