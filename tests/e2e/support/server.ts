import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, cp, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../../../server/repo-root';
import { defaultPoolSize } from '../../../server/seed/pool-size';
import { sourceFingerprint } from '../../../server/seed/source-fingerprint';
import { serverArguments } from '../../../scripts/build-server';
import { SEED_PICTURE_CACHE } from '../../support/picture-cache';

const TEMPLATE_ROOT = join(REPO_ROOT, 'node_modules', '.cache', 'trendloom-e2e');

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * How long a server may take to become healthy (seeding included): a guard against a hung start,
 * not a slow one — on a loaded 2-core machine the main catalogue's pictures alone took 160 s.
 */
const START_LIMIT_MS = 600_000;

/** A port nobody listens on right now (never 8080: that is the developer's own server). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('No port'))));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The e2e server exited with code ${child.exitCode} before it was healthy. Log ${logFile}:\n${await tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet (migrating or seeding).
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The e2e server was not healthy within ${START_LIMIT_MS / 1000} s. Log ${logFile}:\n${await tail(logFile)}`);
}

async function tail(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}


/** Everything the seeded data depends on: the catalogue, the server code, the shared code and the dependencies. */
async function seedFingerprint(catalogue: E2ECatalogue): Promise<string> {
  const code = await sourceFingerprint(['server', 'src/shared', 'package-lock.json']);
  // Seeded items are dated relative to today.
  return `${catalogue.seedScale}-${poolOf(catalogue)}-${new Date().toISOString().slice(0, 10)}-${code}`;
}

interface LaunchOptions extends E2ECatalogue {
  dataDir: string;
  distDir: string;
  /** V8's optimising compiler: for seeding and the benches; a test's server does without (serverArguments' shortLived). */
  optimisingCompiler: boolean;
}

async function launch({ dataDir, distDir, optimisingCompiler, ...catalogue }: LaunchOptions): Promise<{ baseURL: string; logFile: string; stop(): Promise<void> }> {
  const port = await freePort();
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, await serverArguments({ shortLived: !optimisingCompiler }), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: String(catalogue.seedScale),
      SEED_POOL: String(poolOf(catalogue)),
      DIST_DIR: distDir,
      DATABASE_URL: '',
      SEED_PICTURE_CACHE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise((done) => log.end(done));
  };

  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (error) {
    // Keep the directory so the log can be read.
    child.kill('SIGKILL');
    throw error;
  }
  return { baseURL, logFile, stop };
}

/**
 * A seeded data directory for this scale, made once and reused while nothing it depends on
 * changes (seeding 3000 items with their pictures takes a minute or more; copying it, a second).
 * Made by a real server start that seeds, then a clean stop; concurrent runs race harmlessly.
 */
async function seededTemplate(options: Omit<LaunchOptions, 'dataDir' | 'optimisingCompiler'>): Promise<string> {
  const template = join(TEMPLATE_ROOT, await seedFingerprint(options));
  if (existsSync(template)) return template;
  await mkdir(TEMPLATE_ROOT, { recursive: true });
  const seeding = await mkdtemp(join(TEMPLATE_ROOT, 'seeding-'));
  const server = await launch({ ...options, dataDir: seeding, optimisingCompiler: true });
  await server.stop();
  await rm(server.logFile);
  // Templates nobody made for two hours are stale (another run may still be copying a newer one).
  for (const name of await readdir(TEMPLATE_ROOT)) {
    const path = join(TEMPLATE_ROOT, name);
    // Another run's seeding folder may be renamed away between the listing and this look.
    const made = await stat(path).catch(() => null);
    if (made && Date.now() - made.mtimeMs > 2 * 3600_000) await rm(path, { recursive: true, force: true });
  }
  await rename(seeding, template).catch(async () => {
    // Another run finished the same template first.
    await rm(seeding, { recursive: true, force: true });
  });
  return template;
}

/**
 * A server's data directory from its template: the database copied (the server writes it in
 * place), the media hard-linked. The media store never rewrites a file: it writes a new one and
 * renames it over the old name (server/media/store.ts), so a link never carries a server's writes
 * back into the template. Copying the content catalogue's 4 800 pictures one by one cost ≈ 7 CPU-s
 * of every server start, linking them a fraction of that (issue #11: the e2e suite starts ≈ 20).
 */
async function copyTemplate(template: string, dataDir: string) {
  for (const entry of await readdir(template, { withFileTypes: true })) {
    const from = join(template, entry.name);
    const to = join(dataDir, entry.name);
    await (entry.name === 'media' && entry.isDirectory() ? linkTree(from, to) : cp(from, to, { recursive: true }));
  }
}

async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  await Promise.all(
    (await readdir(from, { withFileTypes: true })).map(async (entry) => {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) return linkTree(source, target);
      // Another file system (a TMPDIR elsewhere) cannot hold a link: copy.
      await link(source, target).catch((error: NodeJS.ErrnoException) => (error.code === 'EXDEV' ? copyFile(source, target) : Promise.reject(error)));
    }),
  );
}

const MAIN_SCALE = Number(process.env.E2E_SEED_SCALE ?? 120);
/**
 * The two catalogues of the e2e servers: the main one, and the content one (enough items to page
 * and filter). Both draw their items' pictures from the main one's pool: the content catalogue's
 * own pool (335 pictures at 3 000 items) was most of a fresh clone's seeding CPU (AVIF encoding),
 * and no spec needs more distinct pictures than the main catalogue has. Seeded after the main
 * one, it copies every picture from the picture cache.
 */
export const E2E_CATALOGUES = {
  main: { seedScale: MAIN_SCALE },
  content: { seedScale: Number(process.env.E2E_CONTENT_SEED_SCALE ?? 3000), imagePool: defaultPoolSize(MAIN_SCALE) },
};
export interface E2ECatalogue {
  seedScale: number;
  /** Distinct pictures its items share; default: the seed's own for the scale. */
  imagePool?: number;
}
const poolOf = ({ seedScale, imagePool }: E2ECatalogue) => imagePool ?? defaultPoolSize(seedScale);

const distDirOf = () => resolve(process.env.E2E_DIST_DIR ?? join(REPO_ROOT, 'dist'));

/**
 * Seeds both templates if they are not there yet, the main one first: the content one then finds
 * all its pictures in the picture cache (seeded at once, both would render them). Seeding needs no
 * build: `npm test` runs this beside the type check, lint and build, so the browser suite starts
 * on seeded templates.
 */
export async function prepareTemplates(): Promise<void> {
  for (const catalogue of [E2E_CATALOGUES.main, E2E_CATALOGUES.content]) await seededTemplate({ distDir: distDirOf(), ...catalogue });
}

/**
 * Starts the real server (the build's dist-server/main.mjs, made afresh from this tree's sources by
 * the first start of the process) on a free port with a fresh,
 * temporary copy of a seeded demo data directory, serving the built dist/. Specs keep to the
 * default scale unless they need a bigger catalogue: every other scale is one more seeding per run.
 */
export async function startServer(catalogue: E2ECatalogue = E2E_CATALOGUES.main, { optimisingCompiler = false } = {}): Promise<RunningServer> {
  // E2E_DIST_DIR: a build of your own (vite build --outDir …) when others rebuild dist/ meanwhile.
  const distDir = distDirOf();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run \`npm run build\` first (\`npm run test:e2e\` does both).`);
  }
  const template = await seededTemplate({ distDir, ...catalogue });
  const dataDir = await mkdtemp(join(tmpdir(), 'trendloom-e2e-'));
  await copyTemplate(template, dataDir);
  const server = await launch({ dataDir, distDir, optimisingCompiler, ...catalogue });
  return {
    baseURL: server.baseURL,
    dataDir,
    logFile: server.logFile,
    async stop() {
      await server.stop();
      if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
