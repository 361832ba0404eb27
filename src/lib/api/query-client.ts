import { QueryCache, QueryClient } from '@tanstack/react-query';
import { STATUS } from '../../shared/contract';
import { topProgress } from '../../components/progress-bar/progress';
import { ApiError, NETWORK_FAILURE } from './client';

/** Failures worth another try: no answer, a timeout or a server fault. Never a refusal (login, permission, bad params). */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === NETWORK_FAILURE || error.status === STATUS.timeout || error.status >= 500 && error.status < 600;
}

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  // A load that fails while the top bar runs turns it red (spec §4).
  queryCache: new QueryCache({ onError: () => topProgress.fail() }),
  defaultOptions: {
    queries: {
      // Offline-first: always try (the service worker may answer from its cache), then pause retries while offline.
      networkMode: 'offlineFirst',
      staleTime: 60_000,
      gcTime: 24 * 60 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < MAX_RETRIES && isTransient(error),
    },
    mutations: { networkMode: 'offlineFirst' },
  },
});
