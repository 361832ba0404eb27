import * as Comlink from 'comlink';
import { lazyWorker } from './lazy-worker';
import type { CutoutStroke } from '../shared/image-tools/cutout';
import type { EnlargeScale } from '../shared/image-tools/enlarge';
import type { VectorOptions } from '../shared/image-tools/vector';
import type { CutoutJobResult, CutoutMode, EnlargeMethod, EnlargeResult, ImageToolsApi, ProgressListener, RasterType, VectorJobResult } from './image-tools-api';

export type { CutoutJobResult, CutoutMode, EnlargeMethod, EnlargeResult, ImageStage, ProgressListener, RasterType, VectorJobResult } from './image-tools-api';

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

/**
 * Enlarges a picture 2× or 4× in the image-tools worker, learned ('ai') or classical; `signal`
 * cancels by terminating the worker (a learned run stops mid-tile too: WebGL work included).
 */
export function enlargePicture(picture: Blob, scale: EnlargeScale, onProgress: ProgressListener, signal?: AbortSignal, method: EnlargeMethod = 'classic'): Promise<EnlargeResult> {
  return runJob((api) => api.enlarge(picture, scale, Comlink.proxy(onProgress), method), signal);
}

/** Traces a picture into an SVG in the image-tools worker. */
export function vectorisePicture(picture: Blob, options: VectorOptions, onProgress: ProgressListener, signal?: AbortSignal): Promise<VectorJobResult> {
  return runJob((api) => api.vectorise(picture, options, Comlink.proxy(onProgress)), signal);
}

/** Removes a picture's background in the image-tools worker: the cut-out (PNG with alpha) and the mask. */
export function cutOutPicture(picture: Blob, strokes: CutoutStroke[], onProgress: ProgressListener, signal?: AbortSignal, mode: CutoutMode = 'auto'): Promise<CutoutJobResult> {
  return runJob((api) => api.cutout(picture, strokes, Comlink.proxy(onProgress), mode), signal);
}

/** Re-encodes a raster result in another format. */
export function convertPicture(picture: Blob, type: RasterType): Promise<Blob> {
  return runJob((api) => api.convert(picture, type));
}

/** Loads the learned enlargement's code in the worker (the service worker keeps it), without running it. */
export function loadLearnedCode(): Promise<void> {
  return runJob((api) => api.loadLearnedCode());
}

/** Loads the person model of background removal in the worker (the service worker keeps it), running it once. */
export function loadPersonModel(): Promise<void> {
  return runJob((api) => api.loadPersonModel());
}

/** Whether the image-tools worker is running (it stops itself when idle). */
export const imageToolsWorkerAlive = () => worker.alive;
