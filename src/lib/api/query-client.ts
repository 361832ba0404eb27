import { onlineManager, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { STATUS } from '../../shared/contract/envelope';
import { topProgress } from '../../components/progress-bar/progress';
import { ApiError, NETWORK_FAILURE } from './client';
import { CoalescedTimeouts } from './coalesced-timeouts';

/** Failures worth another try: no answer, a timeout or a server fault. Never a refusal (login, permission, bad params). */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === NETWORK_FAILURE || error.status === STATUS.timeout || error.status >= 500 && error.status < 600;
}

const MAX_RETRIES = 2;

// TanStack Query assumes it is online until an `offline` event (TanStack/query#5714), and a page
// opened offline hears none: its refetches then retried, failed, and a query in error is left out
// of the persisted cache, so the next offline start lost it (the user info with it: no signed-in
// user, none of their data on the device). Starting from the browser's state, retries pause instead.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// Before the client exists: every query's timeouts on one browser timer (coalesced-timeouts.ts).
timeoutManager.setTimeoutProvider(new CoalescedTimeouts());

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
