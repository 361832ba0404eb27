import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePreloads } from '../../scripts/route-preloads';
import { createTestApp, type TestApp } from '../support/test-app';

// A build's index.html and the map its route-preloads step writes (scripts/route-preloads.ts).
const SHELL = '<!doctype html>\n<html>\n  <head>\n    <title>shell</title>\n    <script type="module" src="/assets/entry.js"></script>\n  </head>\n  <body></body>\n</html>\n';
const PRELOADS: RoutePreloads = {
  locales: { zh: ['/assets/zh-1.js'], en: ['/assets/en-1.js'] },
  routes: [
    { path: '', scripts: ['/assets/HomePage-1.js', '/assets/heading-1.js'], styles: ['/assets/HomePage-1.css'] },
    { path: 'list/:name', scripts: ['/assets/ListRoutePage-1.js'], styles: [] },
    { path: 'list/search', scripts: ['/assets/SearchPage-1.js'], styles: [] },
    { path: 'detail/archivePage/id/:id/p?/:p?', scripts: ['/assets/DetailPage-1.js'], styles: [] },
  ],
};

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'trendloom-shell-'));
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  t = await createTestApp({ distDir: dist });
});
afterAll(() => t.dispose());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
/** The files a page's HTML asks for ahead, in order. */
const preloaded = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((match) => match[1]);

describe("a page's HTML names the files its first load needs (issue #11)", () => {
  it('the home page: its messages, then its chunks and stylesheet, in the head', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(preloaded(response.body)).toEqual(['/assets/zh-1.js', '/assets/HomePage-1.js', '/assets/heading-1.js', '/assets/HomePage-1.css']);
    expect(response.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-1.css">');
    expect(response.body.indexOf('HomePage-1.js')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toContain('<script type="module" src="/assets/entry.js"></script>');
  });

  it.each([
    ['/list/show?channel=20850', '/assets/ListRoutePage-1.js'],
    ['/list/search?channel=20850&key_words=x', '/assets/SearchPage-1.js'],
    ['/LIST/Search', '/assets/SearchPage-1.js'],
    ['/detail/archivePage/id/3', '/assets/DetailPage-1.js'],
    ['/detail/archivePage/id/3/p/2', '/assets/DetailPage-1.js'],
  ])('%s: the route the router renders there (%s)', async (url, chunk) => {
    expect(preloaded((await page(url)).body)).toEqual(['/assets/zh-1.js', chunk]);
  });

  it('an address no route has: its messages only (the 404 page is in the entry)', async () => {
    expect(preloaded((await page('/no/such/page')).body)).toEqual(['/assets/zh-1.js']);
  });

  it.each([
    ['the locale cookie', '/list/show', { cookie: 'theme=dark; locale=en' }, '/assets/en-1.js'],
    ['?locale=en', '/list/show?locale=en', {}, '/assets/en-1.js'],
    ['?locale=cn over the cookie', '/list/show?locale=cn', { cookie: 'locale=en' }, '/assets/zh-1.js'],
    ['another cookie named like it', '/list/show', { cookie: 'xlocale=en' }, '/assets/zh-1.js'],
  ])('the messages of the language the page opens in: %s', async (_, url, headers, catalog) => {
    expect(preloaded((await page(url, headers)).body)[0]).toBe(catalog);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compressed (%s) for a client that accepts it, the same page, revalidated by its ETag', async (encoding, decode) => {
    const plain = await page('/list/show');
    const response = await page('/list/show', { 'accept-encoding': `${encoding}, deflate` });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response.rawPayload).toString()).toBe(plain.body);

    const again = await page('/list/show', { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another page's HTML is another entity.
    expect((await page('/', { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) })).statusCode).toBe(200);
  });
});
