import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheUrls, precompressDir, totals } from '../../scripts/precompress';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('build precompression', () => {
  it('writes .br and .gz next to text files, decoding to the same bytes, and skips images, maps and tiny files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const css = '.card { display: grid; gap: 8px; }\n'.repeat(200);
    await writeFile(join(dir, 'app.css'), css);
    await writeFile(join(dir, 'app.js.map'), css);
    await writeFile(join(dir, 'icon.png'), css);
    await writeFile(join(dir, 'tiny.js'), 'x');

    const sizes = await precompressDir(dir);

    expect((await readdir(dir)).sort()).toEqual(['app.css', 'app.css.br', 'app.css.gz', 'app.js.map', 'icon.png', 'tiny.js']);
    expect(brotliDecompressSync(await readFile(join(dir, 'app.css.br'))).toString()).toBe(css);
    expect(gunzipSync(await readFile(join(dir, 'app.css.gz'))).toString()).toBe(css);
    expect(sizes.map((file) => file.path)).toEqual(['app.css', 'tiny.js']);
    expect(sizes[1]).toEqual({ path: 'tiny.js', raw: 1, br: null, gz: null });
    const sum = totals(sizes);
    expect(sum.raw).toBe(css.length + 1);
    expect(sum.br).toBe(sizes[0]!.br! + 1);
    expect(sum.br).toBeLessThan(sum.raw / 10);
  });

  it('reads the precache URLs Workbox injected into sw.js', () => {
    const sw = 'precacheAndRoute([{"revision":null,"url":"assets/index-Cy3.js"},{"revision":"3ab","url":"index.html"}],{})';
    expect(precacheUrls(sw)).toEqual(['assets/index-Cy3.js', 'index.html']);
  });
});
