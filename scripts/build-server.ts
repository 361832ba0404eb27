// The API server as one ES module (dist-server/main.mjs), which `npm start`, the end-to-end tests
// and the server-process tests run. From its TypeScript sources through tsx, every start compiled
// each of the server's modules again behind a loader thread: 3.2 CPU-s a start against 2.1 for the
// bundle (issue #11: a CI run starts about twenty-five servers). Packages stay imports (their own
// files, with their WebAssembly and native parts, resolved from node_modules); the server's code
// and what it shares with the client (src/shared) are bundled.
//   node --import tsx scripts/build-server.ts     (part of `npm run build`)
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const ROOT = join(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'dist-server');
export const SERVER_BUNDLE = join(OUT_DIR, 'main.mjs');

/** A bare import (a package or a Node built-in) stays an import; relative ones are bundled. */
const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('/');

/**
 * Builds the bundle and its source map under a temporary name, then renames them over the last
 * ones: a server starting meanwhile (another test process of this tree) reads a whole file.
 */
export async function buildServer(): Promise<string> {
  await mkdir(OUT_DIR, { recursive: true });
  const staging = await mkdtemp(join(OUT_DIR, '.staging-'));
  try {
    await build({
      input: join(ROOT, 'server', 'main.ts'),
      platform: 'node',
      external: isPackage,
      logLevel: 'warn',
      // One file: a dynamic import in the server is inlined, not left as a chunk beside it.
      output: { dir: staging, format: 'esm', entryFileNames: 'main.mjs', sourcemap: true, codeSplitting: false },
    });
    // The bundle names its map (sourceMappingURL=main.mjs.map): the map moves first.
    await rename(join(staging, 'main.mjs.map'), `${SERVER_BUNDLE}.map`);
    await rename(join(staging, 'main.mjs'), SERVER_BUNDLE);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return SERVER_BUNDLE;
}

let built: Promise<string> | undefined;
/**
 * The bundle as the sources are now, for tests that start servers: built by the first process of a
 * run that asks; the processes it starts afterwards (Playwright's workers) inherit the variable and
 * build nothing.
 */
function serverBundle(): Promise<string> {
  const inherited = process.env.TRENDLOOM_SERVER_BUNDLE;
  if (inherited) return Promise.resolve(inherited);
  return (built ??= buildServer().then((path) => (process.env.TRENDLOOM_SERVER_BUNDLE = path)));
}

/**
 * Node's arguments that start the built server as `npm start` does. `shortLived`: a server that
 * lives for one test run, minutes and a few hundred requests, too few for V8's optimising
 * compiler's work (on the server's code and PGlite's glue) to repay. Stopping at the baseline
 * compiler, an e2e server took 15–25 % less CPU (list, detail and search specs, issue #11,
 * docs/benchmarks.md). Not for seeding, `npm start` or the benches: they run hot.
 */
export const serverArguments = async ({ shortLived = false } = {}): Promise<string[]> => [...(shortLived ? ['--max-opt=1'] : []), '--enable-source-maps', await serverBundle()];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`dist-server/main.mjs built in ${Date.now() - started} ms`);
}
