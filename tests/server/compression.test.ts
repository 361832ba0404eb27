import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { FX, loadFixture } from './catalogue-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
});
afterAll(() => t.dispose());

const LIST_CALL = { module: 'oct', controller: 'ListDataKw', func: 'getList', params: { channel: FX.women, column: FX.columns.trend } };
const SMALL_CALL = { module: 'oct', controller: 'General', func: 'navList', params: { channel: 999 } };

function post(body: unknown, acceptEncoding?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/data',
    headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    payload: JSON.stringify(body),
  });
}

describe('on-the-fly compression of /api/data answers', () => {
  it('sends a list page (well over 1 KiB) brotli-compressed to a browser, with Vary', async () => {
    const plain = await post(LIST_CALL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().status).toBe(200);

    const response = await post(LIST_CALL, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const plain = await post(LIST_CALL);
    const response = await post(LIST_CALL, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const response = await post(SMALL_CALL, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 4000, data: null, msg: '暂无数据' });
  });

  it('refuses a gzip request body instead of inflating it (no zip bomb inside the body limit)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(SMALL_CALL)),
    });
    expect(response.statusCode).toBe(400);
  });
});
