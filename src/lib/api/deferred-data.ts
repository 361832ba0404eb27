import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query's data for a part that mounts a large subtree when it arrives. Query results re-render
 * synchronously (useSyncExternalStore), in one task React cannot slice; deferred, the arrival
 * renders first with the old data (nothing new to mount) and the mount follows in a sliced
 * render (issue #11).
 */
export function useDeferredQueryData<TData, TError, TKey extends QueryKey>(options: UseQueryOptions<TData, TError, TData, TKey>): TData | undefined {
  return useDeferredValue(useQuery(options).data);
}
