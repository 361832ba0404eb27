import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateMedia } from '../media/migrate';
import { S3Store } from '../media/s3-store';
import { LocalDiskStore } from '../media/store';

const USAGE = `Usage: npm run media:migrate -- [--from=DIR] [--concurrency=N]
Copies the media files of a disk store into the bucket MEDIA_STORE names (s3://bucket/prefix, with
S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as for the server).
  --from         the disk store (default DATA_DIR/media)
  --concurrency  files copied at a time (default 8)
Resumable: objects already in the bucket with the same size and ETag are skipped, so run it again
after an interruption, or once more just before switching the servers to the bucket.`;

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, concurrency: { type: 'string' }, help: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (config.media.driver !== 's3') throw new Error('Set MEDIA_STORE=s3://bucket/prefix to the bucket to copy into.');
  const concurrency = values.concurrency === undefined ? 8 : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new Error('--concurrency must be a whole number from 1 to 64');
  const from = new LocalDiskStore(values.from ?? join(config.dataDir, 'media'));
  const to = new S3Store(config.media);
  try {
    if (!(await to.reachable())) throw new Error(`The bucket ${config.media.bucket} cannot be reached (endpoint, credentials, bucket name?)`);
    const started = Date.now();
    const summary = await migrateMedia(from, to, { concurrency, log: (message) => console.log(message) });
    const mib = (summary.bytesCopied / 1024 / 1024).toFixed(1);
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.files} files, ${summary.copied} copied (${mib} MiB), ${summary.skipped} already in the bucket.`,
    );
  } finally {
    to.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
