import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { STATUS } from '../../shared/contract/envelope';

/**
 * Page status (spec §4): init -1 (hidden or error), ok 200, no data 4000, fail 500, loading,
 * no permission 9527. A load that throws also ends in 4000 unless the server said why. Beyond the
 * spec, 'offline': a load with nothing on the device, waiting for the network (it resumes by itself).
 */
export type PageStatus = -1 | 200 | 4000 | 500 | 'loading' | 'offline' | 9527;

/** Status 4004 is reset to 4000 (spec §4). */
const RESET: Record<number, PageStatus> = { 4004: 4000 };

export function statusFromError(error: unknown): PageStatus {
  if (!(error instanceof ApiError)) return 4000;
  if (error.status === STATUS.noPermission) return 9527;
  if (error.status === STATUS.notFound) return -1;
  if (RESET[error.status]) return RESET[error.status]!;
  return 500;
}

export type LoadState = Pick<UseQueryResult<unknown>, 'isPending'> & Partial<Pick<UseQueryResult<unknown>, 'fetchStatus'>>;

/** Offline-first queries try once (the service worker may answer), then pause while offline. */
const waitsForNetwork = (query: LoadState) => query.isPending && query.fetchStatus === 'paused';

/**
 * What a page shows while loads it needs before anything else (its menu, its channel's columns)
 * have nothing yet: 'offline' once one of them waits for the network, else 'loading'; null when
 * none is pending. A page never opened online, opened offline, says so instead of a skeleton
 * that never ends.
 */
export function waitingStatusOf(...queries: LoadState[]): 'loading' | 'offline' | null {
  if (!queries.some((query) => query.isPending)) return null;
  return queries.some(waitsForNetwork) ? 'offline' : 'loading';
}

/** One query's page status: data null is the server's "no data". */
export function pageStatusOf(query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'data'> & Partial<Pick<UseQueryResult<unknown>, 'fetchStatus'>>): PageStatus {
  if (query.error) return statusFromError(query.error);
  if (query.isPending) return waitsForNetwork(query) ? 'offline' : 'loading';
  return query.data === null || query.data === undefined ? 4000 : 200;
}
