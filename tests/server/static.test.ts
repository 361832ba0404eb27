import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'trendloom-dist-'));

beforeAll(async () => {
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'manifest.webmanifest'), '{}');
  t = await createTestApp({ distDir: dist });
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
