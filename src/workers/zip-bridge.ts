import * as Comlink from 'comlink';
import type { ZipJobFile, ZipWorkerApi } from './zip-api';
import { lazyWorker } from './lazy-worker';

export type { ZipJobFile } from './zip-api';

/** A worker goes after this long without a job: it holds jszip and possibly large buffers. */
export const ZIP_WORKER_IDLE_MS = 30_000;

export interface ZipBridge {
  /** Packs the files in the worker (their ArrayBuffers are transferred, not copied). */
  zip(files: ZipJobFile[], onProgress?: (fraction: number) => void): Promise<Blob>;
  /** Stops the worker now (a running job rejects). */
  terminate(): void;
  /** For tests and diagnostics: is a worker alive? */
  readonly alive: boolean;
}

const defaultWorker = () => new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' });

/**
 * The typed way to the zip worker: created on first use, shared by concurrent jobs, terminated
 * when idle. A worker that dies (error, out of memory) fails its jobs and is replaced next time.
 */
export function createZipBridge(createWorker: () => Worker = defaultWorker, idleMs = ZIP_WORKER_IDLE_MS): ZipBridge {
  const worker = lazyWorker<ZipWorkerApi>('zip', createWorker, idleMs);
  return {
    zip: (files, onProgress) =>
      worker.run((api) =>
        api.zip(
          Comlink.transfer(files, files.map((file) => file.data)),
          onProgress ? Comlink.proxy(onProgress) : undefined,
        ),
      ),
    terminate: () => worker.terminate(),
    get alive() {
      return worker.alive;
    },
  };
}
