/**
 * Build step: writes a brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of
 * the built client, so the server (@fastify/static `preCompressed`) sends them without compressing
 * anything per request. Runs after the service worker is written, so sw.js is compressed too.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and other formats that compress; images, fonts (woff2) and maps (never served to browsers) do not qualify. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt|xml|ico)$/;

export interface FileSizes {
  path: string;
  raw: number;
  br: number | null;
  gz: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` / `file.gz` when smaller than `file` (a tiny file can grow); returns the sizes. */
async function compressFile(path: string): Promise<Omit<FileSizes, 'path'>> {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (copy: Buffer, extension: string) => {
    if (copy.length >= data.length) return null;
    await writeFile(`${path}${extension}`, copy);
    return copy.length;
  };
  return { raw: data.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
}

/** Compresses every compressible file below `dir`; paths in the answer are relative to it. */
export async function precompressDir(dir: string): Promise<FileSizes[]> {
  const files = (await filesUnder(dir)).filter((path) => COMPRESSIBLE.test(path)).sort();
  const sizes: FileSizes[] = [];
  for (const path of files) sizes.push({ path: relative(dir, path).replaceAll('\\', '/'), ...(await compressFile(path)) });
  return sizes;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Totals over files: raw bytes, and the bytes a brotli client receives (raw where no smaller copy exists). */
export function totals(sizes: readonly FileSizes[]): { raw: number; br: number; gz: number } {
  return sizes.reduce(
    (sum, file) => ({ raw: sum.raw + file.raw, br: sum.br + (file.br ?? file.raw), gz: sum.gz + (file.gz ?? file.raw) }),
    { raw: 0, br: 0, gz: 0 },
  );
}

/** The URLs in the precache manifest Workbox injected into sw.js (`{"revision":…,"url":"…"}` entries). */
export function precacheUrls(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
}

/** What the service worker downloads on install: its precache, as a brotli client receives it. */
async function precacheTotals(outDir: string, compressed: readonly FileSizes[]) {
  const serviceWorker = await readFile(join(outDir, 'sw.js'), 'utf8').catch(() => null);
  if (serviceWorker === null) return null;
  const byPath = new Map(compressed.map((file) => [file.path, file]));
  const urls = precacheUrls(serviceWorker);
  const files = await Promise.all(
    urls.map(async (url) => byPath.get(url) ?? { path: url, raw: (await stat(join(outDir, url))).size, br: null, gz: null }),
  );
  return { entries: urls.length, ...totals(files) };
}

/** The Vite plugin: last of the closing steps (after vite-plugin-pwa has written sw.js). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'trendloom:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !(await stat(join(outDir, 'index.html')).catch(() => null))) return;
        const compressed = await precompressDir(outDir);
        const sum = totals(compressed);
        this.info(`precompressed text assets: ${kib(sum.raw)} raw → ${kib(sum.br)} brotli, ${kib(sum.gz)} gzip`);
        const precache = await precacheTotals(outDir, compressed);
        if (precache) this.info(`service-worker precache (${precache.entries} files): ${kib(precache.raw)} raw → ${kib(precache.br)} brotli, ${kib(precache.gz)} gzip`);
      },
    },
  };
}
