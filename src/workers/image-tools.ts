import * as Comlink from 'comlink';
import { lazyWorker } from './lazy-worker';
import type { EnlargeScale } from '../shared/image-tools/enlarge';
import type { VectorOptions } from '../shared/image-tools/vector';
import type { EnlargeResult, ImageToolsApi, ProgressListener, RasterType, VectorJobResult } from './image-tools-api';

export type { EnlargeResult, ImageStage, ProgressListener, RasterType, VectorJobResult } from './image-tools-api';

const worker = lazyWorker<ImageToolsApi>(
  'image-tools',
  () => new Worker(new URL('./image-tools.worker.ts', import.meta.url), { type: 'module', name: 'image-tools' }),
  15_000, // idle: the worker holds pica and the tracer; a designer often tries a second setting
);

/** Raised when a job was cancelled (the worker is terminated at once, whatever it was doing). */
export class JobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'JobCancelled';
  }
}

async function runJob<T>(job: (api: Comlink.Remote<ImageToolsApi>) => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) throw new JobCancelled();
  const cancel = () => worker.terminate();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await worker.run(job);
  } catch (error) {
    throw signal?.aborted ? new JobCancelled() : error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/** Enlarges a picture 2× or 4× in the image-tools worker; `signal` cancels by terminating the worker. */
export function enlargePicture(picture: Blob, scale: EnlargeScale, onProgress: ProgressListener, signal?: AbortSignal): Promise<EnlargeResult> {
  return runJob((api) => api.enlarge(picture, scale, Comlink.proxy(onProgress)), signal);
}

/** Traces a picture into an SVG in the image-tools worker. */
export function vectorisePicture(picture: Blob, options: VectorOptions, onProgress: ProgressListener, signal?: AbortSignal): Promise<VectorJobResult> {
  return runJob((api) => api.vectorise(picture, options, Comlink.proxy(onProgress)), signal);
}

/** Re-encodes a raster result in another format. */
export function convertPicture(picture: Blob, type: RasterType): Promise<Blob> {
  return runJob((api) => api.convert(picture, type));
}

/** Whether the image-tools worker is running (it stops itself when idle). */
export const imageToolsWorkerAlive = () => worker.alive;
