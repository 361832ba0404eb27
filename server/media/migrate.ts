import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { S3Store, StoredObject } from './s3-store';
import type { LocalDiskStore } from './store';

export interface MigrationSummary {
  /** Files on disk. */
  files: number;
  copied: number;
  /** Already in the bucket with the same size and ETag (an earlier, interrupted run copied them). */
  skipped: number;
  bytesCopied: number;
}

/** A single-part upload's ETag is the MD5 of its bytes; a multipart one ("…-N") is not, so only its size counts. */
function sameObject(data: Buffer, there: StoredObject): boolean {
  if (there.bytes !== data.length) return false;
  if (!/^[0-9a-f]{32}$/i.test(there.etag)) return true;
  return createHash('md5').update(data).digest('hex') === there.etag.toLowerCase();
}

/**
 * Copies every file of a disk media store into a bucket under the same keys. Resumable: an
 * object already in the bucket with the same size and ETag is skipped, so a run that stopped
 * half-way (or a second run after new uploads) copies only what is missing or different. Files
 * are read one at a time per worker, so memory holds `concurrency` files at most.
 */
export async function migrateMedia(
  from: LocalDiskStore,
  to: S3Store,
  { concurrency = 8, log = () => undefined }: { concurrency?: number; log?: (message: string) => void } = {},
): Promise<MigrationSummary> {
  const inBucket = new Map<string, StoredObject>();
  for await (const object of to.entries()) inBucket.set(object.key, object);
  log(`${inBucket.size} objects already in the bucket`);

  const summary: MigrationSummary = { files: 0, copied: 0, skipped: 0, bytesCopied: 0 };
  const files = from.entries()[Symbol.asyncIterator]();
  let reported = Date.now();
  const worker = async () => {
    for (;;) {
      const next = await files.next();
      if (next.done) return;
      const { key } = next.value;
      summary.files++;
      const data = await readFile(from.pathOf(key));
      const there = inBucket.get(key);
      if (there && sameObject(data, there)) {
        summary.skipped++;
      } else {
        await to.put(key, data);
        summary.copied++;
        summary.bytesCopied += data.length;
      }
      if (Date.now() - reported > 5000) {
        reported = Date.now();
        log(`${summary.files} files: ${summary.copied} copied, ${summary.skipped} already there`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}
