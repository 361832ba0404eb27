import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longCalls } from './call-table';
import { addApiErrorListener, ApiError, createApiClient, NETWORK_FAILURE } from './client';

/** A real HTTP server whose answer depends on the requested channel, so the client runs its real fetch path. */
let server: Server;
let baseUrl: string;
const received: unknown[] = [];

const readJson = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as { params: { channel?: number } };
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readJson(request);
    received.push(body);
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    switch (body.params.channel) {
      case 1:
        return reply(200, { status: 200, data: { list: [], mid_list: [] }, msg: 'success' });
      case 2:
        return reply(200, { status: 4000, data: null, msg: '暂无数据' });
      case 3:
        return reply(403, { status: 9527, data: null, msg: '对不起！您没有浏览此内容的权限！' });
      case 4:
        response.writeHead(502, { 'Content-Type': 'text/html' });
        return response.end('<html>Bad gateway</html>');
      case 5:
        return setTimeout(() => reply(200, { status: 200, data: { list: [], mid_list: [] }, msg: 'success' }), 300);
      default:
        return reply(500, { status: 500, data: null, msg: '' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (timeouts = { default: 20_000, long: 60_000 }) => createApiClient({ baseUrl, timeouts, locale: () => 'en' });

describe('callApi', () => {
  it('posts module, controller, func, params and locale and returns the data', async () => {
    received.length = 0;
    await expect(client()('oct/General/navList', { channel: 1 })).resolves.toEqual({ list: [], mid_list: [] });
    expect(received).toEqual([{ module: 'oct', controller: 'General', func: 'navList', params: { channel: 1 }, locale: 'en' }]);
  });

  it('returns null for status 4000', async () => {
    await expect(client()('oct/General/navList', { channel: 2 })).resolves.toBeNull();
  });

  it('rejects with the envelope status and message otherwise', async () => {
    const error = await client()('oct/General/navList', { channel: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 9527, msg: '对不起！您没有浏览此内容的权限！' });
  });

  it('falls back to the server-error text for an empty message or a body that is not an envelope', async () => {
    await expect(client()('oct/General/navList', { channel: 6 })).rejects.toMatchObject({ status: 500, msg: '后台系统异常！请稍后再试~' });
    await expect(client()('oct/General/navList', { channel: 4 })).rejects.toMatchObject({ status: 502, msg: '后台系统异常！请稍后再试~' });
  });

  it('reports an unreachable server as the generic network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(offline('oct/General/navList', { channel: 1 })).rejects.toMatchObject({ status: NETWORK_FAILURE, msg: '您的网络异常请重试！' });
  });

  it('times out after the default limit, and long calls get the long limit', async () => {
    const fast = client({ default: 100, long: 1_000 });
    await expect(fast('oct/General/navList', { channel: 5 })).rejects.toMatchObject({ status: 504, msg: '您的网络异常请重试！' });

    // No call of the contract is long today: mark one as the build's list would.
    const long = longCalls as Set<string>;
    long.add('oct/General/navList');
    try {
      await expect(fast('oct/General/navList', { channel: 5 })).resolves.toEqual({ list: [], mid_list: [] });
    } finally {
      long.delete('oct/General/navList');
    }
  });

  it("passes the caller's abort through as a cancellation, not an ApiError", async () => {
    const controller = new AbortController();
    const pending = client()('oct/General/navList', { channel: 5 }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it("sends each request in a task after the caller's: a page's loaders starting many calls do not send them all in one task", async () => {
    const sent: number[] = [];
    const recording = createApiClient({ baseUrl, locale: () => 'en', fetch: (...args) => (sent.push(sent.length), globalThis.fetch(...args)) });
    const calls = [1, 1, 2].map((channel) => recording('oct/General/navList', { channel }));
    await Promise.resolve();
    expect(sent).toEqual([]);
    await expect(Promise.all(calls)).resolves.toEqual([{ list: [], mid_list: [] }, { list: [], mid_list: [] }, null]);
    expect(sent).toHaveLength(3);
  });

  it('tells error listeners about every failed call', async () => {
    const heard: [number, string][] = [];
    const stop = addApiErrorListener((error, call) => heard.push([error.status, call]));
    await client()('oct/General/navList', { channel: 3 }).catch(() => undefined);
    stop();
    await client()('oct/General/navList', { channel: 3 }).catch(() => undefined);
    expect(heard).toEqual([[9527, 'oct/General/navList']]);
  });
});
