import { describe, expect, it } from 'vitest';
import { pageStatusOf } from './page-status';

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
