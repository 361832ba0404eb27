export { ApiError, NETWORK_FAILURE, TIMEOUTS, addApiErrorListener, callApi, createApiClient } from './client';
export type { CallApi, CallName, CallOptions, CallParams, CallResult } from './client';
export { apiQueryKey, queryOptionsFor } from './query';
export { isTransient, queryClient } from './query-client';
export { dataForRoute, prefetchBelowFold, prefetchForRoute, prefetchWithRoute, ROUTE_DATA_WAIT_MS } from './prefetch';
export { useDeferredQueryData } from './deferred-data';
