import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { checkKey, type MediaStore } from './store';

/** An object as the bucket lists it: its media key (prefix removed), size and ETag (quotes removed). */
export interface StoredObject {
  key: string;
  bytes: number;
  etag: string;
}

/** How long /status waits for the bucket to answer, unless the store is told otherwise. */
const REACHABLE_TIMEOUT_MS = 3000;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS and Tencent COS in S3 mode), under
 * an optional key prefix. The same keys as on disk; a PUT replaces an object whole, so a reader
 * never sees half a file, as with the disk store's write-then-rename.
 */
export class S3Store implements MediaStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly reachableTimeoutMs: number;

  constructor(config: S3Config, { reachableTimeoutMs = REACHABLE_TIMEOUT_MS } = {}) {
    this.reachableTimeoutMs = reachableTimeoutMs;
    this.bucket = config.bucket;
    this.prefix = config.prefix ? `${config.prefix}/` : '';
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Keep failures quick and visible rather than retried for long behind a request.
      maxAttempts: 3,
      // Checksums only where the API requires them: MinIO, OSS, COS and older servers do not
      // all accept the SDK's newer default (CRC trailers on every upload). ContentMD5 below
      // still lets the service refuse a damaged body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
        // Lets the service refuse a body damaged on the way.
        ContentMD5: createHash('md5').update(data).digest('base64'),
      }),
    );
  }

  async read(key: string): Promise<Readable> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    if (!Body) throw new Error(`Empty body for media key ${key}`);
    // In Node the SDK's body is an http.IncomingMessage (a Readable) with mixins.
    return Body as Readable;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  /** Size and ETag of one object, or null when there is none. */
  async head(key: string): Promise<{ bytes: number; etag: string } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { bytes: head.ContentLength ?? 0, etag: (head.ETag ?? '').replace(/"/g, '') };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async reachable(): Promise<boolean> {
    try {
      // A health check must answer promptly even when the endpoint swallows packets.
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(this.reachableTimeoutMs) });
      return true;
    } catch {
      return false;
    }
  }

  /** Every object under the prefix (media:migrate compares against it). */
  async *entries(): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.prefix.length), bytes: object.Size ?? 0, etag: (object.ETag ?? '').replace(/"/g, '') };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
