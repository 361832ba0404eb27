import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from '../../server/config';

export interface LocalS3 {
  endpoint: string;
  /** Client settings for `bucket` under `prefix` on this server. */
  config(prefix?: string, bucket?: string): S3Config;
  /** Environment for a server process using the bucket (MEDIA_STORE and friends). */
  env(prefix?: string, bucket?: string): Record<string, string>;
  close(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./s3-server.mjs', import.meta.url));

/**
 * An S3-protocol server (s3rver) on a loopback port, in a child process, with the given buckets;
 * its objects live in a temporary directory removed by close().
 */
export async function startLocalS3(buckets = ['media']): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'trendloom-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, buckets.join(',')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const line = /^\{.*\}$/m.exec(printed)?.[0];
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code}) before listening: ${printed}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these fixed credentials (and checks the signatures made with them).
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    config: (prefix = '', bucket = buckets[0]!) => ({ bucket, prefix, endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
    env: (prefix = '', bucket = buckets[0]!) => ({
      MEDIA_STORE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
