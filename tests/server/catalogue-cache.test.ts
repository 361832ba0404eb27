import { describe, expect, it } from 'vitest';
import { ResultCache } from '../../server/catalogue/cache';
import { viewerKey } from '../../server/access/item-access';

describe('content answer cache', () => {
  it('answers from memory within the time to live, computes again after it', async () => {
    let now = 0;
    let computed = 0;
    const cache = new ResultCache(1000, 10, () => now);
    const compute = async () => ++computed;
    expect(await cache.through('a', compute)).toBe(1);
    now = 999;
    expect(await cache.through('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.through('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent requests and forgets failures', async () => {
    let computed = 0;
    const cache = new ResultCache(1000);
    let release!: (value: number) => void;
    const slow = () => {
      computed++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.through('k', slow), cache.through('k', slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(computed).toBe(1);

    await expect(cache.through('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.through('bad', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ResultCache(60_000, 2);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.through('a', compute);
    await cache.through('b', compute);
    await cache.through('a', compute); // a is now the most recent
    await cache.through('c', compute); // evicts b
    expect(computed).toBe(3);
    await cache.through('a', compute);
    expect(computed).toBe(3);
    await cache.through('b', compute);
    expect(computed).toBe(4);
  });

  it('keys by viewer: guests, members and VIPs with different main-channel rights see different content', () => {
    const user = { id: 1, username: 'u', sessionId: 's', type: 0, channels: [] };
    expect(viewerKey({ user: null, displaced: false })).toBe('guest');
    expect(viewerKey({ user: { ...user, isVip: false, channels: [20850] }, displaced: false })).toBe('member');
    expect(viewerKey({ user: { ...user, isVip: true }, displaced: false })).toBe('vip:');
    expect(viewerKey({ user: { ...user, isVip: true, channels: [20860, 20850, 159151] }, displaced: false })).toBe('vip:20850,20860');
  });
});
