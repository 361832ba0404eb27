import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, findPrototypeKey, PROTOTYPE_KEY_MESSAGE, type CallDef } from '../../src/shared/contract';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { loadFixture } from './catalogue-fixture';
import { AUTHZ_MATRIX } from './authz-matrix';

/**
 * Legacy-tolerant parameters (issue #12 item 2), proved in both directions over the contract:
 * numeric strings and the page's context keys answer exactly as the canonical params do; values
 * out of range and prototype names are still refused with the parameter message.
 */

let t: TestApp;
let vip = '';

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  await createUser(t.db, 'legacy-vip', { vipDays: 30, channels: [20850, 20840, 20860] });
  vip = (await login(t.app, 'legacy-vip')).cookie;
});
afterAll(() => t.dispose());

const defOf = (name: string) => (calls as Record<string, CallDef>)[name]!;

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  pattern?: string;
  const?: unknown;
};
const jsonSchemaOf = (name: string) => z.toJSONSchema(defOf(name).params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Keys a call declares (any branch of a union of objects). */
function declaredKeys(schema: JsonSchema): Set<string> {
  const keys = new Set(Object.keys(schema.properties ?? {}));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const key of declaredKeys(branch)) keys.add(key);
  return keys;
}

/** The page context a legacy client sends with every call (spec §2 list query fields and route params). */
const CONTEXT_KEYS = ['channel', 'column', 'subcolumn', 'type', 't', 'col', 'p', 'dataSource', 'sort_type', 'id', 'haspic', 'route', 'no_cache', 'v2', 'tv'];
const contextValue = fc.oneof(
  fc.integer({ min: -5, max: 300_000 }),
  fc.integer({ min: 0, max: 300_000 }).map(String),
  fc.string({ maxLength: 12 }).filter((s) => !s.includes('\u0000')),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
);

/** Numbers written as text and numeric text written as numbers: what an old client sends. */
function legacyForm(params: Record<string, unknown>, flip: boolean[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value], i) => {
      if (!flip[i % flip.length]) return [key, value];
      if (typeof value === 'number') return [key, String(value)];
      if (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)) return [key, Number(value)];
      return [key, value];
    }),
  );
}

// Reads whose sample params are valid and whose answer depends on nothing but the params.
const READS = Object.keys(AUTHZ_MATRIX).filter((name) => defOf(name).kind === 'read');

describe('legacy-tolerant params', () => {
  it('DetailData/getDetail takes the page context (channel) and a numeric-string id', async () => {
    const canonical = await callAs(t.app, vip, 'oct/DetailData/getDetail', { id: 10_009 });
    expect(canonical.body.status).toBe(200);
    const withContext = await callAs(t.app, vip, 'oct/DetailData/getDetail', { id: 10_009, channel: 20850 });
    expect(withContext.body).toEqual(canonical.body);
    const asText = await callAs(t.app, vip, 'oct/DetailData/getDetail', { id: '10009', channel: '20850', column: '1011', t: 1, col: 2 });
    expect(asText.body).toEqual(canonical.body);
  });

  it('General/addConsult takes type as a number or as text, and stores the same request', async () => {
    const asNumber = await callAs(t.app, '', 'oct/General/addConsult', { type: 1, mobile: '13800138000', channel: 20850 });
    const asText = await callAs(t.app, '', 'oct/General/addConsult', { type: '1', mobile: 13_800_138_001 });
    expect(asNumber.body).toMatchObject({ status: 200, data: { received: true } });
    expect(asText.body).toMatchObject({ status: 200, data: { received: true } });
    const rows = await t.db.query<{ type: string; mobile: string }>('SELECT type, mobile FROM consult_requests ORDER BY id');
    expect(rows).toEqual([
      { type: '1', mobile: '13800138000' },
      { type: '1', mobile: '13800138001' },
    ]);
    // Still validated: a phone that is not one stays refused, with the form's message.
    const bad = await callAs(t.app, '', 'oct/General/addConsult', { type: 1, mobile: 12_345 });
    expect(bad.body.status).toBe(400);
    expect(bad.body.msg).toBe('请求参数错误：mobile: 请输入正确的手机号！');
  });

  it('property: numeric strings and extra context keys answer exactly as the canonical params', async () => {
    const canonicalAnswers = new Map<string, unknown>();
    for (const name of READS) canonicalAnswers.set(name, (await callAs(t.app, vip, name, AUTHZ_MATRIX[name]!.params)).body);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...READS),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        fc.dictionary(fc.constantFrom(...CONTEXT_KEYS), contextValue, { maxKeys: 6 }),
        async (name, flip, context) => {
          const declared = declaredKeys(jsonSchemaOf(name));
          const extra = Object.fromEntries(Object.entries(context).filter(([key]) => !declared.has(key)));
          const params = { ...extra, ...legacyForm(AUTHZ_MATRIX[name]!.params, flip) };
          const { body } = await callAs(t.app, vip, name, params);
          expect(body, `${name} ${JSON.stringify(params)}`).toEqual(canonicalAnswers.get(name));
        },
      ),
      { numRuns: 200, seed: 20261125 },
    );
  });

  /** A declared field and a value of it out of range or too long, as a number and as text. */
  const invalidCases = Object.keys(AUTHZ_MATRIX).flatMap((name) => {
    const properties = jsonSchemaOf(name).properties ?? {};
    return Object.entries(properties).flatMap(([key, property]) => {
      const numeric = [property, ...(property.anyOf ?? [])].find((p) => p.type === 'integer' || p.type === 'number');
      if (numeric) {
        const outside =
          numeric.maximum !== undefined && numeric.maximum < 2 ** 31
            ? numeric.maximum + 1
            : numeric.exclusiveMinimum !== undefined
              ? numeric.exclusiveMinimum
              : numeric.minimum !== undefined && numeric.minimum > -(2 ** 31)
                ? numeric.minimum - 1
                : undefined;
        return outside === undefined ? [] : [{ name, key, value: outside as unknown }];
      }
      const text = [property, ...(property.anyOf ?? [])].find((p) => p.type === 'string' && p.maxLength !== undefined);
      return text ? [{ name, key, value: 'x'.repeat(text.maxLength! + 1) as unknown }] : [];
    });
  });

  it('finds out-of-range cases across the contract', () => {
    expect(invalidCases.length).toBeGreaterThan(40);
  });

  it('property: values out of range stay refused, as numbers or as text, context keys or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...invalidCases),
        fc.boolean(),
        fc.dictionary(fc.constantFrom(...CONTEXT_KEYS), contextValue, { maxKeys: 4 }),
        async ({ name, key, value }, asText, context) => {
          const declared = declaredKeys(jsonSchemaOf(name));
          const extra = Object.fromEntries(Object.entries(context).filter(([k]) => !declared.has(k)));
          const params = { ...extra, ...AUTHZ_MATRIX[name]!.params, [key]: asText && typeof value === 'number' ? String(value) : value };
          const { http, body } = await callAs(t.app, vip, name, params);
          expect(http, `${name} ${JSON.stringify(params)} → ${body.msg}`).toBe(400);
          expect(body.status).toBe(400);
          expect(body.msg.startsWith(`请求参数错误：${key}`), body.msg).toBe(true);
        },
      ),
      { numRuns: 200, seed: 20261126 },
    );
  });

  it('property: prototype names are refused at any depth, in any call', async () => {
    const names = Object.keys(AUTHZ_MATRIX);
    const poison = fc.constantFrom('constructor', 'prototype');
    const nested = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        poison.map((key) => ({ [key]: { polluted: true } })),
        fc.tuple(fc.constantFrom('a', 'b'), tie('value')).map(([key, inner]) => ({ [key]: inner })),
        tie('value').map((inner) => [inner]),
      ),
    })).value;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.constantFrom(...CONTEXT_KEYS, 'extra'), nested, async (name, key, value) => {
        const params = { ...AUTHZ_MATRIX[name]!.params, [key]: value };
        expect(findPrototypeKey(params)).not.toBeNull();
        const { http, body } = await callAs(t.app, vip, name, params);
        expect(http).toBe(400);
        expect(body.msg).toContain(PROTOTYPE_KEY_MESSAGE);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 100, seed: 20261127 },
    );
    // __proto__ never gets that far: the JSON parser refuses the body.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/data',
      headers: { 'content-type': 'application/json', cookie: vip },
      payload: '{"module":"oct","controller":"DetailData","func":"getDetail","params":{"id":10009,"__proto__":{"polluted":true}}}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ status: 400 });
  });
});
