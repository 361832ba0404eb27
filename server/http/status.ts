import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { migrationStatus } from '../db/migrate';
import type { MediaStore } from '../media/store';
import { REPO_ROOT } from '../repo-root';

export interface BuildInfo {
  version: string;
  /** BUILD_COMMIT, else the checkout's commit when git is there, else null. */
  commit: string | null;
}

let build: BuildInfo | undefined;

/** The running build, read once: package.json's version and the commit it was built from. */
export function buildInfo(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  if (build) return build;
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  let commit = env.BUILD_COMMIT?.trim() || null;
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5000,
      })
        .toString()
        .trim();
    } catch {
      commit = null; // a deployment without the repository and without BUILD_COMMIT
    }
  }
  build = { version: pkg.version, commit };
  return build;
}

export interface StatusReport {
  status: 'ok' | 'degraded';
  build: BuildInfo;
  database: { engine: Db['engine']; reachable: boolean; migration: string | null; applied: number; pending: number };
  media: { driver: MediaStore['driver']; reachable: boolean };
  uptimeSeconds: number;
  /** This process's memory in MiB: resident, and the V8 heap in use (what a leak grows). */
  memory: { rssMiB: number; heapUsedMiB: number };
}

/**
 * GET /status for operators and load balancers: the build, the database engine and migration
 * level, and whether the media store answers. 200 when all is well, 503 otherwise (a load
 * balancer takes the server out). Names no host, bucket, path or credential.
 */
export function registerStatus(app: FastifyInstance, { db, media }: { db: Db; media: MediaStore }) {
  const info = buildInfo();
  app.get('/status', async (_request, reply) => {
    const [migrations, mediaReachable] = await Promise.all([migrationStatus(db).catch(() => null), media.reachable()]);
    const report: StatusReport = {
      status: migrations && migrations.pending === 0 && mediaReachable ? 'ok' : 'degraded',
      build: info,
      database: {
        engine: db.engine,
        reachable: migrations !== null,
        migration: migrations?.latest ?? null,
        applied: migrations?.applied ?? 0,
        pending: migrations?.pending ?? 0,
      },
      media: { driver: media.driver, reachable: mediaReachable },
      uptimeSeconds: Math.round(process.uptime()),
      memory: memoryMiB(),
    };
    return reply
      .code(report.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });
}

function memoryMiB(): StatusReport['memory'] {
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMiB: Math.round(rss / 2 ** 20), heapUsedMiB: Math.round(heapUsed / 2 ** 20) };
}
