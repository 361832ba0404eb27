import * as Comlink from 'comlink';
import type { PdfDocumentSpec } from '../lib/pdf/types';
import { lazyWorker } from './lazy-worker';
import type { PdfApi } from './pdf-api';

const worker = lazyWorker<PdfApi>(
  'pdf',
  () => new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' }),
  30_000, // idle: keeps the parsed font for a second export in a row
);

export interface BuildPdfOptions {
  /** Work done so far as a fraction (0..1): pictures fetched, then blocks drawn. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the worker (and with it any other export running there): the build rejects. */
  signal?: AbortSignal;
}

/**
 * A PDF built in the PDF worker (src/lib/pdf/README.md). Images come as bytes in `spec.images`
 * (transferred to the worker: the caller's copies are empty afterwards) or as URLs in `pictures`
 * (id → same-origin URL), which the worker fetches and converts itself.
 */
export async function buildPdf(spec: PdfDocumentSpec, pictures: Record<string, string> = {}, { onProgress, signal }: BuildPdfOptions = {}): Promise<Blob> {
  signal?.throwIfAborted();
  const buffers = Object.values(spec.images ?? {}).map((image) => image.bytes.buffer as ArrayBuffer);
  const stop = () => worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  const progress = onProgress && Comlink.proxy((done: number, total: number) => onProgress(total ? done / total : 1));
  const bytes = await worker
    .run((api) => api.render(Comlink.transfer(spec, [...new Set(buffers)]), pictures, progress))
    .finally(() => signal?.removeEventListener('abort', stop));
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
