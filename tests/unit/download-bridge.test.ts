import * as Comlink from 'comlink';
import { unzipSync } from 'fflate';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createZipBridge, type ZipBridge } from '../../src/workers/zip-bridge';
import { zipWorkerApi, type ZipWorkerApi } from '../../src/workers/zip-api';

/**
 * A stand-in for `new Worker(...)`: the real worker API served over a real MessageChannel, as the
 * browser's worker would serve it, so the bridge's Comlink traffic and transfers are exercised.
 */
class ChannelWorker extends EventTarget {
  static created = 0;
  static terminated = 0;
  private readonly channel = new MessageChannel();

  constructor(api: ZipWorkerApi = zipWorkerApi) {
    super();
    ChannelWorker.created++;
    Comlink.expose(api, this.channel.port2 as unknown as Comlink.Endpoint);
    this.channel.port1.on('message', (data) => this.dispatchEvent(new MessageEvent('message', { data })));
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.channel.port1.postMessage(message, transfer as never);
  }

  /** Simulates the worker dying (uncaught error, out of memory). */
  crash() {
    this.dispatchEvent(Object.assign(new Event('error'), { message: 'out of memory' }));
  }

  terminate() {
    ChannelWorker.terminated++;
    this.channel.port1.close();
    this.channel.port2.close();
  }
}

let bridge: ZipBridge | undefined;
afterEach(() => {
  bridge?.terminate();
  ChannelWorker.created = 0;
  ChannelWorker.terminated = 0;
});

const file = (name: string, size: number, fill: number) => ({ name, data: new Uint8Array(size).fill(fill).buffer });

describe('zip worker bridge', () => {
  it('creates the worker only when the first job comes, and transfers the inputs', async () => {
    bridge = createZipBridge(() => new ChannelWorker() as unknown as Worker);
    expect(bridge.alive).toBe(false);
    expect(ChannelWorker.created).toBe(0);
    const input = file('a.jpg', 1000, 7);
    const blob = await bridge.zip([input]);
    expect(ChannelWorker.created).toBe(1);
    // Transferred, not copied: the caller's buffer is detached.
    expect(input.data.byteLength).toBe(0);
    expect(unzipSync(new Uint8Array(await blob.arrayBuffer()))['images/a.jpg']).toEqual(new Uint8Array(1000).fill(7));
  });

  it('shares one worker between concurrent jobs and reports progress', async () => {
    bridge = createZipBridge(() => new ChannelWorker() as unknown as Worker);
    const progress: number[] = [];
    const [one, two] = await Promise.all([
      bridge.zip([file('a.jpg', 200_000, 1)], (f) => progress.push(f)),
      bridge.zip([file('b.jpg', 200_000, 2)]),
    ]);
    expect(ChannelWorker.created).toBe(1);
    expect(Object.keys(unzipSync(new Uint8Array(await one.arrayBuffer())))).toEqual(['images/a.jpg']);
    expect(Object.keys(unzipSync(new Uint8Array(await two.arrayBuffer())))).toEqual(['images/b.jpg']);
    await expect.poll(() => progress.at(-1)).toBe(1);
  });

  it('terminates the worker when idle and starts a new one for the next job', async () => {
    bridge = createZipBridge(() => new ChannelWorker() as unknown as Worker, 30);
    await bridge.zip([file('a.jpg', 10, 1)]);
    expect(bridge.alive).toBe(true);
    await expect.poll(() => bridge!.alive, { timeout: 1000 }).toBe(false);
    expect(ChannelWorker.terminated).toBe(1);
    await bridge.zip([file('b.jpg', 10, 1)]);
    expect(ChannelWorker.created).toBe(2);
  });

  it('fails the running job when the worker dies, then recovers with a fresh worker', async () => {
    let worker: ChannelWorker | undefined;
    const never: ZipWorkerApi = { zip: () => new Promise<Blob>(() => undefined) };
    bridge = createZipBridge(() => (worker = new ChannelWorker(ChannelWorker.created === 0 ? never : zipWorkerApi)) as unknown as Worker);
    const job = bridge.zip([file('a.jpg', 10, 1)]);
    await expect.poll(() => worker).toBeDefined();
    worker!.crash();
    await expect(job).rejects.toThrow('out of memory');
    expect(bridge.alive).toBe(false);
    const blob = await bridge.zip([file('b.jpg', 10, 1)]);
    expect(Object.keys(unzipSync(new Uint8Array(await blob.arrayBuffer())))).toEqual(['images/b.jpg']);
  });
});
