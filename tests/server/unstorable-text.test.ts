/**
 * Issue #18 item 9: a NUL character (\u0000) in any text that enters the server is a bad
 * request (400, 请求参数错误 naming the field), never a database error answered with 500.
 * Every call of the contract is probed on each of its string params, then the routes outside
 * the data endpoint (login, registration, password change, query strings, path parameters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls, MESSAGES, type CallDef } from '../../src/shared/contract';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/shared/validation/text';
import { callAs, createUser, login } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_ENGINE } from '../support/test-db';
import { AUTHZ_MATRIX } from './authz-matrix';
import { loadFixture } from './catalogue-fixture';

let t: TestApp;
let vip: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  await createUser(t.db, 'nul-vip', { vipDays: 30 });
  vip = (await login(t.app, 'nul-vip')).cookie;
});
afterAll(() => t.dispose());

const NUL = '\u0000';
const refused = (field: string) => `${MESSAGES.badRequest}：${field}: ${UNSTORABLE_TEXT_MESSAGE}`;

type Params = Record<string, unknown>;
interface Probe {
  call: string;
  /** Dotted path of the string param inside params. */
  path: string;
  params: Params;
}

/** Paths of the string values inside a sample params object. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
}

function withValue(params: Params, path: string[], value: unknown): Params {
  const copy = structuredClone(params);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/**
 * Every (call, string param) of the contract: the string values of the call's valid sample
 * params (tests/server/authz-matrix.ts), and each top-level param that accepts some string.
 * Each probe carries params that the call's schema accepts, so only the NUL makes them bad.
 */
function stringProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const [call, def] of Object.entries(calls as Record<string, CallDef>)) {
    const base = AUTHZ_MATRIX[call]!.params;
    const candidates = new Map(stringLeaves(base).map((path) => [path.join('.'), { path, value: 'x' as string }]));
    const shape = (def.params as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
    for (const key of Object.keys(shape)) {
      if (candidates.has(key)) continue;
      const accepted = ['连衣裙', 'x', '1', 'a1b2c3d4'].find((sample) => def.params.safeParse({ ...base, [key]: sample }).success);
      if (accepted !== undefined) candidates.set(key, { path: [key], value: accepted });
    }
    for (const [dotted, { path, value }] of candidates) {
      const original = path.length === 1 && !(path[0]! in base) ? value : String(path.reduce<unknown>((node, key) => (node as Params)[key], base));
      const sample = withValue(base, path, original);
      if (!def.params.safeParse(sample).success) continue;
      probes.push({ call, path: dotted, params: withValue(base, path, `${original.slice(0, 1)}${NUL}${original.slice(1)}`) });
    }
  }
  return probes;
}

describe(`NUL in text params is refused with 400 everywhere (${TEST_ENGINE})`, () => {
  const probes = stringProbes();

  it('probes every call with a string param, the ones of the issue among them', () => {
    const probed = new Set(probes.map((probe) => `${probe.call} ${probe.path}`));
    for (const expected of [
      'oct/ListDataKw/getList key_words',
      'oct/ListDataKw/kwInfo key_words',
      'oct/General/zhEnWords word',
      'oct/UserCenter/updateMyInfo nickname',
    ]) {
      expect(probed).toContain(expected);
    }
    expect(new Set(probes.map((probe) => probe.call)).size).toBeGreaterThan(30);
  });

  it.each(probes.map((probe) => [`${probe.call} ${probe.path}`, probe] as const))('%s', async (_name, probe) => {
    const { http, body } = await callAs(t.app, vip, probe.call, probe.params);
    expect({ http, status: body.status, msg: body.msg }).toEqual({ http: 400, status: 400, msg: refused(`params.${probe.path}`) });
  });

  it('answers the same calls without the NUL (the probes only differ by it)', async () => {
    for (const [call, params] of [
      ['oct/ListDataKw/getList', { channel: 20850, key_words: '连衣裙' }],
      ['oct/ListDataKw/kwInfo', { key_words: '连衣裙' }],
      ['oct/General/zhEnWords', { word: '连衣裙' }],
      ['oct/UserCenter/updateMyInfo', { nickname: '小林', company: '潮织', job_title: '设计师' }],
    ] as const) {
      const { http } = await callAs(t.app, vip, call, params);
      expect(http, call).toBe(200);
    }
  });
});

describe(`NUL outside the data endpoint (${TEST_ENGINE})`, () => {
  const post = (url: string, payload: unknown, cookie = '') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(payload) });

  it('refuses a login account or password holding NUL', async () => {
    for (const [payload, field] of [
      [{ account: `nul-vip${NUL}`, password: 'whatever-123' }, 'account'],
      [{ account: 'nul-vip', password: `pass${NUL}word-123` }, 'password'],
    ] as const) {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(refused(field));
    }
  });

  it('refuses a registration or password change holding NUL', async () => {
    const register = await post('/api/auth/register', { account: `new${NUL}user`, password: 'Str0ng-enough-pass' });
    expect(register.statusCode).toBe(400);
    expect(register.json().msg).toBe(refused('account'));
    const change = await post('/api/auth/password', { currentPassword: 'x', newPassword: `a${NUL}b` }, vip);
    expect(change.statusCode).toBe(400);
    expect(change.json().msg).toBe(refused('newPassword'));
  });

  it('refuses NUL in a query string and a path parameter', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/download/src/mul?ids=a%00b', headers: { cookie: vip } });
    expect(query.statusCode).toBe(400);
    expect(query.json().msg).toBe(refused('query.ids'));
    const path = await t.app.inject({ method: 'GET', url: '/media/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json().msg).toBe(refused('path.id'));
  });

  it('refuses NUL in an object key as well as in a value', async () => {
    const { http, body } = await callAs(t.app, vip, 'oct/ListDataKw/kwInfo', { key_words: 'a', [`b${NUL}`]: 1 });
    expect(http).toBe(400);
    expect(body.msg).toBe(refused('params.b\\u0000'));
  });
});
