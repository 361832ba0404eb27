import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWorker } from '../../src/workers/lazy-worker';

interface EchoApi {
  echo(value: number): Promise<number>;
}

/** A Worker stand-in over a MessageChannel, exposing `api` on the far end. */
function fakeWorker(api: object) {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
  const errorListeners: ((event: { message: string }) => void)[] = [];
  const worker = Object.assign(port1, {
    terminated: false,
    terminate() {
      worker.terminated = true;
      port1.close();
      port2.close();
    },
    fail(message: string) {
      for (const listener of errorListeners) listener({ message });
    },
  });
  const addEventListener = port1.addEventListener.bind(port1);
  worker.addEventListener = ((type: string, listener: (event: never) => void) =>
    type === 'error' ? errorListeners.push(listener as never) : addEventListener(type as 'message', listener as never)) as never;
  port1.start();
  return worker;
}

afterEach(() => vi.useRealTimers());

describe('lazy worker (created on use, idle-terminated, replaced after a crash)', () => {
  it('starts the worker on first use, shares it, and stops it when idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const bridge = lazyWorker<EchoApi>('echo', () => {
      const worker = fakeWorker({ echo: async (n: number) => n * 2 });
      workers.push(worker);
      return worker as unknown as Worker;
    }, 1_000);
    expect(bridge.alive).toBe(false);
    const [a, b] = await Promise.all([bridge.run((api) => api.echo(1)), bridge.run((api) => api.echo(2))]);
    expect([a, b]).toEqual([2, 4]);
    expect(workers).toHaveLength(1);
    expect(bridge.alive).toBe(true);
    vi.advanceTimersByTime(999);
    expect(bridge.alive).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bridge.alive).toBe(false);
    expect(workers[0]!.terminated).toBe(true);
    expect(await bridge.run((api) => api.echo(3))).toBe(6);
    expect(workers).toHaveLength(2);
    bridge.terminate();
  });

  it('fails the running job when the worker crashes, and starts a new one next time', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const bridge = lazyWorker<EchoApi>('echo', () => {
      const worker = fakeWorker({ echo: (n: number) => new Promise<number>((resolve) => setTimeout(() => resolve(n), 50)) });
      workers.push(worker);
      return worker as unknown as Worker;
    }, 1_000);
    const job = bridge.run((api) => api.echo(1));
    workers[0]!.fail('out of memory');
    await expect(job).rejects.toThrow('out of memory');
    expect(bridge.alive).toBe(false);
    expect(await bridge.run((api) => api.echo(5))).toBe(5);
    bridge.terminate();
  });
});
