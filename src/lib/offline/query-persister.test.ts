/**
 * The query cache survives a reload for offline starts (fake-indexeddb for the device's store):
 * what one page load read, the next restores before its first render; a slow restore does not hold
 * that render; a burst of changes is one write, and nothing of it is lost.
 */
import 'fake-indexeddb/auto';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../shared/sync/app-version';
import { persistQueryChanges, queryPersister, restorePersistedQueries } from './query-persister';

const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await queryPersister.removeClient();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real IndexedDB persister, counting its writes. */
function countingPersister() {
  const writes: PersistedClient[] = [];
  const persister: Persister = {
    persistClient: async (client) => {
      writes.push(client);
      await queryPersister.persistClient(client);
    },
    restoreClient: () => queryPersister.restoreClient(),
    removeClient: () => queryPersister.removeClient(),
  };
  return { persister, writes };
}

describe('persisted query cache', () => {
  it("a new page load starts with the last one's data, restored before its first render", async () => {
    const before = new QueryClient();
    const persistence = persistQueryChanges(before, queryPersister, { quietMs: 1000, maxWaitMs: 5000 });
    stops.push(persistence.stop);
    before.setQueryData(['list', { channel: 20850 }], { count: 2, list: ['a', 'b'] });
    await persistence.flush();

    const after = new QueryClient();
    await restorePersistedQueries(after, { waitMs: 5000 });
    expect(after.getQueryData(['list', { channel: 20850 }])).toEqual({ count: 2, list: ['a', 'b'] });
  });

  it('a slow restore lets the first render go after its wait, and its data still lands', async () => {
    const before = new QueryClient();
    before.setQueryData(['detail', 533], { title: '连衣裙' });
    await persistQueryChanges(before, queryPersister, { quietMs: 1000, maxWaitMs: 5000 }).flush();

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: Persister = { ...queryPersister, restoreClient: async () => (await released, queryPersister.restoreClient()) };
    const after = new QueryClient();
    const started = Date.now();
    await restorePersistedQueries(after, { persister: slow, waitMs: 50 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(after.getQueryData(['detail', 533])).toBeUndefined();

    release();
    await expect.poll(() => after.getQueryData(['detail', 533])).toEqual({ title: '连衣裙' });
  });

  it('a burst of changes is written once, a while later, with the last of them', async () => {
    const client = new QueryClient();
    const { persister, writes } = countingPersister();
    const persistence = persistQueryChanges(client, persister, { quietMs: 100, maxWaitMs: 1000 });
    stops.push(persistence.stop);
    for (let page = 1; page <= 10; page++) client.setQueryData(['list', 'page'], page);
    expect(writes).toHaveLength(0);
    await expect.poll(() => writes.length).toBe(1);
    await pause(250);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.clientState.queries.find((query) => query.queryKey[0] === 'list')?.state.data).toBe(10);

    client.setQueryData(['list', 'page'], 11);
    await expect.poll(() => writes.length).toBe(2);
    const restored = new QueryClient();
    await restorePersistedQueries(restored, { waitMs: 5000 });
    expect(restored.getQueryData(['list', 'page'])).toBe(11);
  });

  it("a page's answers arriving over a while are written once they stop, and no later than the longest wait", async () => {
    const client = new QueryClient();
    const { persister, writes } = countingPersister();
    const persistence = persistQueryChanges(client, persister, { quietMs: 150, maxWaitMs: 600 });
    stops.push(persistence.stop);
    // Four answers, each well within the quiet time of the one before: one write, after the last.
    for (let answer = 1; answer <= 4; answer++) {
      client.setQueryData(['answer', answer], answer);
      await pause(50);
    }
    await expect.poll(() => writes.length).toBe(1);
    expect(writes[0]!.clientState.queries).toHaveLength(4);

    // Answers that never stop (a ticking query): still written by the longest wait after the first.
    const started = Date.now();
    const ticking = setInterval(() => client.setQueryData(['ticking'], Date.now()), 40);
    try {
      await expect.poll(() => writes.length, { timeout: 3000 }).toBe(2);
    } finally {
      clearInterval(ticking);
    }
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('a fetch starting, failing once and retrying writes nothing; its answer does', async () => {
    const client = new QueryClient();
    const { persister, writes } = countingPersister();
    const persistence = persistQueryChanges(client, persister, { quietMs: 50, maxWaitMs: 500 });
    stops.push(persistence.stop);
    let release!: (value: string) => void;
    let attempts = 0;
    const answer = client.fetchQuery({
      queryKey: ['slow'],
      retry: 1,
      retryDelay: 10,
      queryFn: () => (++attempts === 1 ? Promise.reject(new Error('line dropped')) : new Promise<string>((resolve) => (release = resolve))),
    });
    await expect.poll(() => attempts).toBe(2);
    await pause(200);
    expect(writes).toHaveLength(0);
    release('连衣裙');
    await answer;
    await expect.poll(() => writes.length).toBe(1);
    expect(writes[0]!.clientState.queries.find((query) => query.queryKey[0] === 'slow')?.state.data).toBe('连衣裙');
  });

  it("another build's copy, or one over a day old, is dropped, not restored", async () => {
    const client = new QueryClient();
    client.setQueryData(['home'], { hero: 1 });
    const clientState = dehydrate(client);
    for (const stale of [
      { timestamp: Date.now(), buster: 'an-older-build', clientState },
      { timestamp: Date.now() - 25 * 60 * 60 * 1000, buster: APP_VERSION, clientState },
    ]) {
      await queryPersister.persistClient(stale);
      const restored = new QueryClient();
      await restorePersistedQueries(restored, { waitMs: 5000 });
      expect(restored.getQueryData(['home'])).toBeUndefined();
      expect(await queryPersister.restoreClient()).toBeUndefined();
    }
  });

  it('a broken stored copy is dropped, and the page starts empty instead of failing', async () => {
    const broken: Persister = { ...queryPersister, restoreClient: () => Promise.reject(new Error('corrupt')) };
    const client = new QueryClient();
    await expect(restorePersistedQueries(client, { persister: broken, waitMs: 5000 })).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
