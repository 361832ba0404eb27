import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Number of demo catalogue items seeded into an empty database; 0 disables seeding. */
  seedScale: number;
  /** SEED_POOL: distinct pictures the demo items share; unset: the seed's own choice for the scale. */
  seedPool: number | undefined;
  /** SEED_PICTURE_CACHE: a directory where seeding keeps the pictures it rendered, for the next seeding; unset: none. */
  seedPictureCache: string | undefined;
  production: boolean;
  /** Customer-service phone shown on no-access prompts (spec {phone}). */
  servicePhone: string;
  /** Hop count or address of a trusted reverse proxy; never `true` for direct exposure. */
  trustProxy: number | string | false;
  distDir: string;
  logLevel: string;
  /** Secret of the operators' log download (/tools/logs/:password); unset disables it. */
  logsSecret: string | undefined;
  /** Where media live: the local disk under dataDir (default) or an S3-compatible bucket. */
  media: MediaConfig;
  /** How long SIGTERM waits for in-flight requests before the process gives up on them. */
  shutdownGraceMs: number;
  /** A separate deployment of the blogger content service; unset = inside this server. */
  dnextUrl: string | undefined;
  /** Shared secret of the Instagram proxy and the content service (random per start when inside). */
  dnextKey: string | undefined;
  /** Print copies (layout PDF export) one member may fetch a day (PRINT_COPIES_PER_DAY). */
  printCopiesPerDay: number;
}

export type MediaConfig = { driver: 'disk' } | ({ driver: 's3' } & S3Config);

/** An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS and Tencent COS in S3 mode). */
export interface S3Config {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash ('' for none). */
  prefix: string;
  /** Endpoint URL for a non-AWS service (MinIO, OSS, COS); undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Path-style addressing (http://host/bucket/key), which MinIO and most local servers need. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY; undefined lets the SDK find credentials itself. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Shortest LOGS_SECRET accepted: the secret sits in a URL, so it must not be guessable. */
export const LOGS_SECRET_MIN_LENGTH = 24;

/** Ten 20-page boards of 40 large pictures a day; a re-export reads the device's copies, not this budget. */
const PRINT_COPIES_PER_DAY = 400;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const trustProxy = env.TRUST_PROXY;
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedScale: intFrom(env.SEED_SCALE, 600),
    seedPool: env.SEED_POOL ? intFrom(env.SEED_POOL, 0) : undefined,
    seedPictureCache: env.SEED_PICTURE_CACHE ? resolve(env.SEED_PICTURE_CACHE) : undefined,
    production: env.NODE_ENV === 'production',
    servicePhone: env.SERVICE_PHONE ?? '400-820-1688',
    trustProxy: !trustProxy ? false : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logsSecret: logsSecretFrom(env.LOGS_SECRET),
    media: mediaConfig(env),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 25_000),
    dnextUrl: env.DNEXT_URL || undefined,
    dnextKey: env.DNEXT_KEY || undefined,
    printCopiesPerDay: intFrom(env.PRINT_COPIES_PER_DAY, PRINT_COPIES_PER_DAY),
  };
}

/** MEDIA_STORE: unset (or `disk`) keeps media under DATA_DIR/media; `s3://bucket/prefix` uses a bucket. */
export function mediaConfig(env: NodeJS.ProcessEnv): MediaConfig {
  const store = env.MEDIA_STORE?.trim();
  if (!store || store === 'disk') return { driver: 'disk' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(store);
  if (!match) throw new Error(`MEDIA_STORE must be "disk" or s3://bucket/prefix, got "${store}"`);
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither');
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    driver: 's3',
    bucket: match[1]!,
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    // A custom endpoint is usually MinIO or a local server, which need path-style; AWS itself does not.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(env.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function logsSecretFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < LOGS_SECRET_MIN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) {
    throw new Error(`LOGS_SECRET must be at least ${LOGS_SECRET_MIN_LENGTH} characters of A-Z, a-z, 0-9, - or _`);
  }
  return value;
}
