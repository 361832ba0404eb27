import * as Comlink from 'comlink';
import type { PdfDocumentSpec } from '../lib/pdf/types';
import { lazyWorker } from './lazy-worker';
import type { PdfApi } from './pdf-api';

const worker = lazyWorker<PdfApi>(
  'pdf',
  () => new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' }),
  30_000, // idle: keeps the parsed font for a second export in a row
);

export interface BuildOptions {
  /** Work done so far as a fraction (0..1): pictures fetched, then blocks or pages drawn. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the worker (and with it any other export running there): the build rejects. */
  signal?: AbortSignal;
  /** Ids of pictures that could not be had (refused, or offline and not on the device): left out. */
  onMissing?: (ids: string[]) => void;
  /** Picture id → the URL to take when its own cannot be had (a print copy's display copy). */
  fallbacks?: Record<string, string>;
  /** Ids of pictures embedded from their fallback (at screen resolution). */
  onFallback?: (ids: string[]) => void;
}

/** One job on the worker with its progress proxied back and the abort wired to the worker's end. */
type Job = (
  api: Comlink.Remote<PdfApi>,
  progress?: (done: number, total: number) => void,
  missing?: (ids: string[]) => void,
  fallback?: (ids: string[]) => void,
) => Promise<Uint8Array>;

async function exportJob(job: Job, { onProgress, signal, onMissing, onFallback }: BuildOptions): Promise<Uint8Array> {
  signal?.throwIfAborted();
  const stop = () => worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  const progress = onProgress && Comlink.proxy((done: number, total: number) => onProgress(total ? done / total : 1));
  // Callbacks go as arguments of their own: Comlink proxies nothing nested in an object.
  return worker
    .run((api) => job(api, progress, onMissing && Comlink.proxy(onMissing), onFallback && Comlink.proxy(onFallback)))
    .finally(() => signal?.removeEventListener('abort', stop));
}

/**
 * A PDF built in the PDF worker (src/lib/pdf/README.md). Images come as bytes in `spec.images`
 * (transferred to the worker: the caller's copies are empty afterwards) or as URLs in `pictures`
 * (id → same-origin URL), which the worker fetches and converts itself.
 */
export async function buildPdf(spec: PdfDocumentSpec, pictures: Record<string, string> = {}, options: BuildOptions = {}): Promise<Blob> {
  const buffers = Object.values(spec.images ?? {}).map((image) => image.bytes.buffer as ArrayBuffer);
  const bytes = await exportJob((api, progress, missing, fallback) => api.render(Comlink.transfer(spec, [...new Set(buffers)]), pictures, progress, missing, options.fallbacks, fallback), options);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/** The same document as a zip of one PNG per page at `dpi`, drawn in the PDF worker (placed blocks, pictures by URL). */
export async function buildPngZip(spec: PdfDocumentSpec, pictures: Record<string, string>, dpi: number, options: BuildOptions = {}): Promise<Blob> {
  const bytes = await exportJob((api, progress, missing, fallback) => api.renderPngZip(spec, pictures, dpi, progress, missing, options.fallbacks, fallback), options);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
