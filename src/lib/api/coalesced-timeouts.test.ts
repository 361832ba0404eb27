import { QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescedTimeouts } from './coalesced-timeouts';

describe('CoalescedTimeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each timeout at its own deadline, in deadline order, on one browser timer', () => {
    const timeouts = new CoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('30 s'), 30_000);
    timeouts.setTimeout(() => ran.push('1 day'), 86_400_000);
    timeouts.setTimeout(() => ran.push('60 s'), 60_000);
    timeouts.setTimeout(() => ran.push('30 s, second'), 30_000);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['30 s', '30 s, second']);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual(['30 s', '30 s, second', '60 s']);
    vi.advanceTimersByTime(86_400_000);
    expect(ran).toEqual(['30 s', '30 s, second', '60 s', '1 day']);
    expect(timeouts.pendingCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-arms for a timeout due before all others, and a cleared one never runs', () => {
    const timeouts = new CoalescedTimeouts();
    const ran: string[] = [];
    const late = timeouts.setTimeout(() => ran.push('late'), 10_000);
    timeouts.setTimeout(() => ran.push('soon'), 100);
    expect(vi.getTimerCount()).toBe(1);
    timeouts.clearTimeout(late);
    timeouts.clearTimeout(undefined);

    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['soon']);
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual(['soon']);
    expect(timeouts.pendingCount).toBe(0);
  });

  it('does not run a timeout that an earlier callback of the same moment cleared', () => {
    const timeouts = new CoalescedTimeouts();
    const ran: string[] = [];
    let second = 0;
    timeouts.setTimeout(() => {
      ran.push('first');
      timeouts.clearTimeout(second);
    }, 100);
    second = timeouts.setTimeout(() => ran.push('second'), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['first']);
    expect(timeouts.pendingCount).toBe(0);
  });

  it('runs a timeout set by a running callback, even one due at once', () => {
    const timeouts = new CoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('first');
      timeouts.setTimeout(() => ran.push('chained'), 0);
    }, 50);
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['first']);
    // A timer set with no delay inside a timer's callback waits a millisecond, as browsers clamp it.
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first', 'chained']);
  });

  it('still runs the other callbacks when one throws, and reports the error', () => {
    const reported: unknown[] = [];
    const timeouts = new CoalescedTimeouts({ report: (error) => reported.push(error) });
    const ran: string[] = [];
    const failure = new Error('callback failed');
    timeouts.setTimeout(() => {
      throw failure;
    }, 10);
    timeouts.setTimeout(() => ran.push('after the failure'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['after the failure']);
    expect(reported).toEqual([failure]);
  });

  it('reaches a deadline beyond the browser timer’s longest delay', () => {
    const timeouts = new CoalescedTimeouts();
    let ran = false;
    timeouts.setTimeout(() => (ran = true), 2 ** 31 + 5_000);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(ran).toBe(false);
    vi.advanceTimersByTime(5_001);
    expect(ran).toBe(true);
  });

  it('keeps TanStack Query’s retries and garbage collection on time as its timeout provider', async () => {
    timeoutManager.setTimeoutProvider(new CoalescedTimeouts());
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 5_000, retry: 1, retryDelay: 1_000 } } });
      let calls = 0;
      const queryFn = () => (++calls === 1 ? Promise.reject(new Error('no answer')) : Promise.resolve({ name: 'dress' }));
      const observer = new QueryObserver(client, { queryKey: ['item', 1], queryFn });
      const unsubscribe = observer.subscribe(() => {});
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      expect(observer.getCurrentResult().data).toEqual({ name: 'dress' });

      // Unused for its gcTime, the query leaves the cache.
      unsubscribe();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(client.getQueryCache().find({ queryKey: ['item', 1] })).toBeDefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(client.getQueryCache().find({ queryKey: ['item', 1] })).toBeUndefined();
    } finally {
      timeoutManager.setTimeoutProvider({
        setTimeout: (callback, delay) => globalThis.setTimeout(callback, delay) as unknown as number,
        clearTimeout: (id) => globalThis.clearTimeout(id),
        setInterval: (callback, delay) => globalThis.setInterval(callback, delay) as unknown as number,
        clearInterval: (id) => globalThis.clearInterval(id),
      });
    }
  });
});
