import { describe, expect, it } from 'vitest';
import { pageStatusOf, waitingStatusOf } from './page-status';

describe('pageStatusOf', () => {
  it('a load waiting for the network with nothing on the device is offline, not loading', () => {
    expect(pageStatusOf({ isPending: true, error: null, data: undefined, fetchStatus: 'paused' })).toBe('offline');
    expect(pageStatusOf({ isPending: true, error: null, data: undefined, fetchStatus: 'fetching' })).toBe('loading');
  });

  it('data the device has wins over the paused refetch; null data is no data', () => {
    expect(pageStatusOf({ isPending: false, error: null, data: { list: [] }, fetchStatus: 'paused' })).toBe(200);
    expect(pageStatusOf({ isPending: false, error: null, data: null, fetchStatus: 'idle' })).toBe(4000);
  });
});

describe('waitingStatusOf', () => {
  it('nothing pending: the page renders', () => {
    expect(waitingStatusOf({ isPending: false, fetchStatus: 'idle' }, { isPending: false, fetchStatus: 'paused' })).toBeNull();
  });

  it('a pending load is loading until one of the pending ones waits for the network', () => {
    expect(waitingStatusOf({ isPending: false, fetchStatus: 'idle' }, { isPending: true, fetchStatus: 'fetching' })).toBe('loading');
    expect(waitingStatusOf({ isPending: true, fetchStatus: 'fetching' }, { isPending: true, fetchStatus: 'paused' })).toBe('offline');
  });

  it('a kept answer being refreshed offline does not count as waiting', () => {
    expect(waitingStatusOf({ isPending: true, fetchStatus: 'fetching' }, { isPending: false, fetchStatus: 'paused' })).toBe('loading');
  });
});
