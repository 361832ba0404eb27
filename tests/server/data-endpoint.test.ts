import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, parseCallParams, type CallDef } from '../../src/shared/contract';
import { callData, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let invocations = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Count every handler invocation, so a test can prove a hostile call reached none.
  const lookup = t.app.registry.lookup.bind(t.app.registry);
  t.app.registry.lookup = (module, controller, func) => {
    const entry = lookup(module, controller, func);
    if (!entry) return entry;
    return {
      ...entry,
      handler: (params, ctx) => {
        invocations++;
        return entry.handler(params, ctx);
      },
    };
  };
});
afterAll(() => t.dispose());

const HOSTILE_NAMES: unknown[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'unknownThing',
  'x'.repeat(5000),
  '../../etc',
  'General/navList',
  '',
  ' ',
  42,
  null,
  true,
  ['General'],
  { toString: 'x' },
];

describe('POST /api/data routing', () => {
  it('answers a known call with the envelope', async () => {
    const { http, body } = await callData(t.app, { module: 'oct', controller: 'General', func: 'navList', params: { channel: 20850 } });
    expect(http).toBe(200);
    // Empty database: the call runs and says "no data" (4000), the shape every client treats as empty.
    expect(body).toEqual({ status: 4000, data: null, msg: '暂无数据' });
  });

  it.each(HOSTILE_NAMES.flatMap((name) => [
    { module: name, controller: 'General', func: 'navList' },
    { module: 'oct', controller: name, func: 'navList' },
    { module: 'oct', controller: 'General', func: name },
  ]))('rejects hostile routing field %# without invoking anything', async (routing) => {
    const before = invocations;
    const { http, body } = await callData(t.app, { ...routing, params: { channel: 20850 } });
    expect(http).toBeGreaterThanOrEqual(400);
    expect(http).toBeLessThan(500);
    expect([400, 404]).toContain(body.status);
    expect(body.data).toBeNull();
    expect(invocations).toBe(before);
  });

  it.each([
    ['array body', [1, 2, 3]],
    ['string body', '"hello"'],
    ['null body', 'null'],
    ['broken JSON', '{"module":'],
    ['params array', { module: 'oct', controller: 'General', func: 'navList', params: [20850] }],
    ['params string', { module: 'oct', controller: 'General', func: 'navList', params: 'channel=20850' }],
    ['params null', { module: 'oct', controller: 'General', func: 'navList', params: null }],
    ['wrong param type', { module: 'oct', controller: 'General', func: 'navList', params: { channel: 'women' } }],
    ['negative channel', { module: 'oct', controller: 'General', func: 'navList', params: { channel: -1 } }],
    ['constructor key', { module: 'oct', controller: 'General', func: 'navList', params: { channel: 20850, constructor: { prototype: { admin: true } } } }],
    ['nested prototype key', { module: 'index', controller: 'Color', func: 'getNearestColor', params: { colors: ['#C8102E'], x: [{ prototype: 1 }] } }],
    ['out-of-range numeric string', { module: 'oct', controller: 'General', func: 'navList', params: { channel: '-1' } }],
    ['prototype pollution', JSON.parse('{"module":"oct","controller":"General","func":"navList","params":{"channel":20850,"__proto__":{"admin":true}}}')],
    ['extra envelope field', { module: 'oct', controller: 'General', func: 'navList', params: { channel: 20850 }, admin: true }],
  ])('rejects %s with a 4xx envelope and invokes nothing', async (_label, body) => {
    const before = invocations;
    const result = await callData(t.app, body);
    expect(result.http).toBeGreaterThanOrEqual(400);
    expect(result.http).toBeLessThan(500);
    expect(result.body.status).toBe(400);
    expect(result.body.msg).toMatch(/^请求参数错误/);
    expect(invocations).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('drops an undeclared param (legacy page context) instead of refusing the call', async () => {
    const before = invocations;
    const { http, body } = await callData(t.app, { module: 'oct', controller: 'General', func: 'navList', params: { channel: 20850, isVip: true } });
    expect(http).toBe(200);
    expect(body.status).toBe(4000);
    expect(invocations).toBe(before + 1);
  });

  it('answers unknown /api paths with a JSON 404, never the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });

  it('sets security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('property: a call is invoked only when its name is registered and its params fit the schema', async () => {
    const registered = Object.values(calls) as CallDef[];
    const pieces = {
      module: [...new Set(registered.map((d) => d.module)), '__proto__', 'constructor', 'index'],
      controller: [...new Set(registered.map((d) => d.controller)), 'prototype', 'toString', 'Nope'],
      func: [...new Set(registered.map((d) => d.func)), 'valueOf', 'hasOwnProperty', 'constructor'],
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pieces.module),
        fc.constantFrom(...pieces.controller),
        fc.constantFrom(...pieces.func),
        fc.oneof(fc.dictionary(fc.constantFrom('channel', 'p', 'column', 'type', 'x'), fc.jsonValue()), fc.jsonValue()),
        async (module, controller, func, params) => {
          const def = registered.find((d) => d.module === module && d.controller === controller && d.func === func);
          const accepted = def !== undefined && typeof params === 'object' && params !== null && !Array.isArray(params) && parseCallParams(def, params).success;
          const before = invocations;
          const { http } = await callData(t.app, { module, controller, func, params });
          // Public calls run; protected ones stop at the access rule, which also invokes nothing.
          const invoked = invocations - before;
          if (!accepted) {
            expect(http).toBeGreaterThanOrEqual(400);
            expect(invoked).toBe(0);
          } else if (def.access === 'public') {
            expect(invoked).toBe(1);
          }
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
