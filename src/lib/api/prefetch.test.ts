import { onlineManager, QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_FAILURE } from './client';
import { notePageShown } from '../page-shown';
import { dataForRoute, prefetchBelowFold, prefetchWithRoute } from './prefetch';
import { queryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
});

const unreachable = (key: string) =>
  queryOptions({
    queryKey: ['test', key],
    queryFn: (): Promise<string> => Promise.reject(new ApiError(NETWORK_FAILURE, 'no line')),
  });

describe('dataForRoute', () => {
  it('answers null at once offline when the call fails, where a retry would pause until the line is back', async () => {
    onlineManager.setOnline(false);
    const started = Date.now();
    await expect(dataForRoute(unreachable('offline'))).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('joins a fetch of the same query already on its way, but opens the page once that fetch waits for the network', async () => {
    onlineManager.setOnline(false);
    // The root route's session check: retried, so offline it pauses after its first failure.
    void queryClient.prefetchQuery({ ...unreachable('session'), retry: 2, retryDelay: 10 });
    const started = Date.now();
    await expect(dataForRoute(unreachable('session'))).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(queryClient.getQueryState(unreachable('session').queryKey)?.fetchStatus).toBe('paused');
  });

  it('answers the data, from the cache when it is there', async () => {
    const menu = (queryFn: () => Promise<string>) => queryOptions({ queryKey: ['test', 'menu'], queryFn });
    await expect(dataForRoute(menu(() => Promise.resolve('menu')))).resolves.toBe('menu');
    onlineManager.setOnline(false);
    await expect(dataForRoute(menu(() => Promise.reject(new Error('asked again'))))).resolves.toBe('menu');
  });
});

describe('prefetchBelowFold', () => {
  it("asks for what is below the first screen only once the route's data is in and its page has rendered", async () => {
    const asked: string[] = [];
    const related = queryOptions({ queryKey: ['test', 'related'], queryFn: () => (asked.push('related'), Promise.resolve('related')) });
    let routeDataIn!: () => void;
    const first = new Promise<void>((resolve) => (routeDataIn = resolve));
    prefetchBelowFold(first, related);

    routeDataIn();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]); // data in, page not yet on screen (its scripts still loading)

    notePageShown();
    await expect.poll(() => asked).toEqual(['related']);
    expect(queryClient.getQueryData(related.queryKey)).toBe('related');
  });

  it('waits for the data too when the page shows first (a cached page renders at once)', async () => {
    const asked: string[] = [];
    const related = queryOptions({ queryKey: ['test', 'related'], queryFn: () => (asked.push('related'), Promise.resolve('related')) });
    let routeDataIn!: () => void;
    prefetchBelowFold(new Promise<void>((resolve) => (routeDataIn = resolve)), related);
    notePageShown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
    routeDataIn();
    await expect.poll(() => asked).toEqual(['related']);
  });
});

describe('prefetchWithRoute', () => {
  it('offline, a section that mounts while the fetch is on its way sees it wait for the network, not fail', async () => {
    onlineManager.setOnline(false);
    let fail!: () => void;
    const columns = queryOptions({
      queryKey: ['test', 'columns'],
      queryFn: () => new Promise<string>((_, reject) => (fail = () => reject(new ApiError(NETWORK_FAILURE, 'no line')))),
    });
    prefetchWithRoute(columns);
    // The section mounts during the one try the service worker gets, and joins it.
    const section = new QueryObserver(queryClient, columns);
    const seen: string[] = [];
    const stop = section.subscribe((result) => seen.push(`${result.status}/${result.fetchStatus}`));
    await expect.poll(() => typeof fail).toBe('function');
    fail();
    await expect.poll(() => section.getCurrentResult().fetchStatus).toBe('paused');
    expect(section.getCurrentResult().status).toBe('pending');
    expect(seen).not.toContain('error/idle');
    stop();
  });
});
