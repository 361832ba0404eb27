import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { precompressDir } from '../../scripts/precompress';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'trendloom-dist-'));
const SHELL = `<!doctype html><title>shell</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`;
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => document.querySelector('#item-${i}');`).join('\n');
const WORKER = `self.addEventListener("fetch", () => {});${'precacheAndRoute([{url:"/assets/a.js",revision:null}]);'.repeat(30)}`;

beforeAll(async () => {
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, 'sw.js'), WORKER);
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'entry-def456.js'), BUNDLE);
  await writeFile(join(dist, 'manifest.webmanifest'), '{}');
  // The build's own step (scripts/precompress.ts, the Vite plugin's work).
  await precompressDir(dist);
  t = await createTestApp({ distDir: dist });
});

const decoders: Record<string, (data: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('precompressed static files', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends a built asset to a client accepting "%s" as %s, with Vary and the real type', async (accept, encoding) => {
    const response = await get('/assets/entry-def456.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(BUNDLE.length / 4);
    expect(decoders[encoding]!(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the plain file, still with Vary, to a client accepting no compression', async () => {
    const response = await get('/assets/entry-def456.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(BUNDLE);
  });

  it('keeps no-cache on the compressed service worker and shell', async () => {
    for (const url of ['/sw.js', '/index.html', '/list/trend?channel=20850']) {
      const response = await get(url, 'br');
      expect({ url, encoding: response.headers['content-encoding'], cache: response.headers['cache-control'] }).toEqual({ url, encoding: 'br', cache: 'no-cache' });
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(url === '/sw.js' ? WORKER : SHELL);
    }
  });

  it('serves a file whose compressed copy would be larger as it is', async () => {
    const response = await get('/assets/app-abc123.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });
});
afterAll(() => t.dispose());

describe('static serving of the built PWA', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('serves %s with no-cache so updates reach clients', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/list/trend?channel=20850', '/userCenter/myFoot', '/detail/planning/channel/1/id/2/mode/3/type/4'])(
    'answers the history-mode page %s with the shell',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing file with 404, not the shell', async () => {
    const response = await t.app.inject({ url: '/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('shell');
  });

  it('does not serve the shell for non-GET requests to unknown paths', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
  });
});
