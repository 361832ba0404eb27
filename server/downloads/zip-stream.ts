import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import { isAlreadyCompressed } from '../../src/shared/download/formats';

/** One archive entry; its bytes are opened only when the archive gets to it. */
export interface ZipStreamEntry {
  name: string;
  open(): Promise<Readable>;
}

export interface ZipStreamOptions {
  /** Called between chunks; throwing stops the archive (deadline, client gone). */
  checkpoint?: () => void;
  /** Entry `index` was taken in full by the consumer (the response stream): it counts as delivered. */
  onEntryDelivered?: (index: number) => void;
}

/**
 * A zip written as it is read: entries are opened one after another and their bytes pass
 * through as they arrive, so memory holds a chunk or two whatever the archive's size. Pulled by
 * its consumer (Readable.from), so a slow client slows the reading of the files, not the heap.
 * Already-compressed files are stored, others deflated.
 */
export async function* zipChunks(entries: Iterable<ZipStreamEntry>, { checkpoint, onEntryDelivered }: ZipStreamOptions = {}): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  try {
    let index = 0;
    for (const entry of entries) {
      checkpoint?.();
      const file: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } = isAlreadyCompressed(entry.name)
        ? new ZipPassThrough(entry.name)
        : new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      const source = await entry.open();
      for await (const chunk of source) {
        checkpoint?.();
        file.push(chunk as Uint8Array);
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
      // Resumed only once the consumer has taken the entry's last chunk (its data descriptor).
      yield* drain();
      onEntryDelivered?.(index++);
    }
    zip.end();
    yield* drain();
  } finally {
    zip.terminate();
  }
}

export const zipReadable = (entries: Iterable<ZipStreamEntry>, options?: ZipStreamOptions) =>
  Readable.from(zipChunks(entries, options), { objectMode: false });

/** A whole (small) archive in memory: the stored sub/subZip/zip download files. */
export async function zipToBuffer(entries: Iterable<ZipStreamEntry>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of zipChunks(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** An entry whose bytes are already at hand. */
export const bufferEntry = (name: string, data: Buffer): ZipStreamEntry => ({ name, open: async () => Readable.from([data]) });
