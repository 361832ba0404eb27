import JSZip from 'jszip';
import { isAlreadyCompressed } from '../shared/download/formats';
import { uniqueNamer, ZIP_FOLDER } from '../shared/download/naming';

/** One file to pack. */
export interface ZipInput {
  name: string;
  data: Uint8Array;
}

/** Receives the archive piece by piece; a returned promise pauses packing until it settles. */
export type ZipSink = (chunk: Uint8Array) => void | Promise<void>;

export interface ZipOptions {
  /** Folder inside the archive; spec §4 uses "images". '' puts files at the top. */
  folder?: string;
  /** 0–1 over the whole archive. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Packs files into one zip with jszip, streamed: `streamFiles` writes each entry with a data
 * descriptor so nothing waits for a whole file, `generateInternalStream` hands out the archive
 * in chunks as it goes, and pictures that are already compressed (jpg, png, zip …) are stored,
 * not deflated. The packer takes the `inputs` array over (it empties it) and lets go of each
 * file once written, so with a sink that moves chunks elsewhere (a Blob, a file) memory above
 * the input stays small.
 *
 * The same function runs in the browser worker and in the Node benchmark.
 */
export function zipToSink(inputs: ZipInput[], sink: ZipSink, { folder = ZIP_FOLDER, onProgress, signal }: ZipOptions = {}): Promise<number> {
  const zip = new JSZip();
  const prefix = folder ? `${folder}/` : '';
  const uniqueName = uniqueNamer();
  const paths: string[] = [];
  for (const input of inputs) {
    const path = prefix + uniqueName(input.name);
    paths.push(path);
    zip.file(path, input.data, {
      binary: true,
      createFolders: false,
      compression: isAlreadyCompressed(path) ? 'STORE' : 'DEFLATE',
      compressionOptions: { level: 6 },
    });
  }
  // The packer owns the inputs from here: emptying the array lets each file's bytes go once written.
  inputs.length = 0;

  return new Promise<number>((resolve, reject) => {
    let written = 0;
    let released = 0;
    let currentFile: string | null = null;
    let settled = false;
    // Tail of sink calls that returned a promise: later chunks queue behind it, in order.
    let pending: Promise<void> | null = null;
    const stream = zip.generateInternalStream({ type: 'uint8array', streamFiles: true, compression: 'STORE' });
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stream.pause();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onAbort = () => fail(signal?.reason ?? new DOMException('Packing aborted', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });

    const deliver = (chunk: Uint8Array) => {
      if (!pending) {
        const result = sink(chunk);
        if (!(result instanceof Promise)) return;
        pending = result;
        stream.pause();
      } else {
        pending = pending.then(() => sink(chunk));
      }
      const tail: Promise<void> = pending;
      tail.then(() => {
        if (pending !== tail || settled) return;
        pending = null;
        stream.resume();
      }, fail);
    };

    stream.on('data', (chunk: Uint8Array, meta: { percent: number; currentFile: string | null }) => {
      if (settled) return;
      // Files before the one being written are finished: drop them from the zip object.
      if (meta.currentFile !== currentFile) {
        currentFile = meta.currentFile;
        const current = currentFile === null ? paths.length : paths.indexOf(currentFile, released);
        for (; released < current; released++) zip.remove(paths[released]!);
      }
      written += chunk.byteLength;
      onProgress?.(meta.percent / 100);
      try {
        deliver(chunk);
      } catch (error) {
        fail(error);
      }
    });
    stream.on('error', fail);
    stream.on('end', () => {
      const finish = () => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        onProgress?.(1);
        resolve(written);
      };
      if (pending) pending.then(finish, fail);
      else finish();
    });
    if (signal?.aborted) onAbort();
    else stream.resume();
  });
}
