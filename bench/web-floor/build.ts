/**
 * Builds the floor probes into `<dist>/floor/` before the production server starts (it serves the
 * build's files as they are), each text file beside its brotli and gzip copy like the app's.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';
import { chakraGlobals } from '../../scripts/chakra-globals';
import { FloorPlain } from './FloorPlain';

const HERE = fileURLToPath(new URL('.', import.meta.url));

export const FLOOR_PAGES = [
  { name: 'floor: static HTML', path: '/floor/pages/html.html' },
  { name: 'floor: React', path: '/floor/pages/react.html' },
  { name: 'floor: React + Chakra provider', path: '/floor/pages/provider.html' },
  { name: 'floor: React + Chakra', path: '/floor/pages/chakra.html' },
];

/** The probes rendered on the device, each an entry module beside this file. */
const ENTRIES = ['react', 'provider', 'chakra'];

/** One page per entry, written (git-ignored) under pages/ for Vite to build. */
async function writeEntryPages(): Promise<Record<string, string>> {
  const dir = join(HERE, 'pages');
  await mkdir(dir, { recursive: true });
  const input: Record<string, string> = {};
  for (const entry of ENTRIES) {
    input[entry] = join(dir, `${entry}.html`);
    await writeFile(
      input[entry],
      `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Trendloom floor probe</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="../${entry}-main.tsx"></script>
  </body>
</html>
`,
    );
  }
  return input;
}

/** `minify: false` keeps function names for a readable profile (bench/web-floor/profile.ts). */
export async function buildFloorProbes(distDir: string, { minify = true } = {}): Promise<void> {
  // Absolute: Vite resolves a relative outDir against the probes' root, not the working directory.
  const outDir = resolve(distDir, 'floor');
  // Vite's build() sets NODE_ENV=production in this process; the bench's server inherits the
  // environment and would start as a production server (no demo accounts).
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: false,
    root: HERE,
    base: '/floor/',
    logLevel: 'warn',
    // The app's Chakra global styles as its build writes them (a stylesheet, not injected at run time).
    plugins: [react(), chakraGlobals()],
    build: { outDir, emptyOutDir: true, minify, rollupOptions: { input: await writeEntryPages() } },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  // The static variant: React's page rendered ahead of time, its stylesheet kept, no script.
  const reactPage = await readFile(join(outDir, 'pages', 'react.html'), 'utf8');
  const staticPage = reactPage
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('<div id="root"></div>', `<div id="root">${renderToStaticMarkup(createElement(FloorPlain))}</div>`);
  await writeFile(join(outDir, 'pages', 'html.html'), staticPage);
  for (const file of await readdir(outDir, { recursive: true })) {
    if (!/\.(?:html|js|css)$/.test(file)) continue;
    const body = await readFile(join(outDir, file));
    await writeFile(join(outDir, `${file}.br`), brotliCompressSync(body));
    await writeFile(join(outDir, `${file}.gz`), gzipSync(body));
  }
}
