import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Number of demo catalogue items seeded into an empty database; 0 disables seeding. */
  seedScale: number;
  production: boolean;
  /** Customer-service phone shown on no-access prompts (spec {phone}). */
  servicePhone: string;
  /** Hop count or address of a trusted reverse proxy; never `true` for direct exposure. */
  trustProxy: number | string | false;
  distDir: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const trustProxy = env.TRUST_PROXY;
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedScale: intFrom(env.SEED_SCALE, 600),
    production: env.NODE_ENV === 'production',
    servicePhone: env.SERVICE_PHONE ?? '400-820-1688',
    trustProxy: !trustProxy ? false : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}
