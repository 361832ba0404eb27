import { zipToSink, type ZipInput } from './zip-core';

/** Output is gathered into Blob parts of this size, so the archive leaves the worker's heap as it grows. */
const BLOB_PART_BYTES = 4 * 1024 * 1024;

export interface ZipJobFile {
  name: string;
  data: ArrayBuffer;
}

/** What the worker offers across Comlink. */
export interface ZipWorkerApi {
  /** Packs files into "images/…" of one zip; reports 0–1 progress; resolves to the archive. */
  zip(files: ZipJobFile[], onProgress?: (fraction: number) => void): Promise<Blob>;
}

export const zipWorkerApi: ZipWorkerApi = {
  async zip(files, onProgress) {
    const parts: Blob[] = [];
    let batch: Uint8Array[] = [];
    let batchBytes = 0;
    const flush = () => {
      if (batch.length === 0) return;
      parts.push(new Blob(batch as BlobPart[]));
      batch = [];
      batchBytes = 0;
    };
    const inputs: ZipInput[] = files.map((file) => ({ name: file.name, data: new Uint8Array(file.data) }));
    files.length = 0;
    let lastReported = -1;
    await zipToSink(
      inputs,
      (chunk) => {
        batch.push(chunk);
        batchBytes += chunk.byteLength;
        if (batchBytes >= BLOB_PART_BYTES) flush();
      },
      {
        onProgress: (fraction) => {
          // Whole percents only: a message per 16 KB chunk would flood the main thread.
          const percent = Math.floor(fraction * 100);
          if (percent !== lastReported) {
            lastReported = percent;
            void onProgress?.(fraction);
          }
        },
      },
    );
    flush();
    return new Blob(parts, { type: 'application/zip' });
  },
};
