import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findPrototypeKey, parseLegacyParams, tolerate } from './legacy';

const parse = <S extends z.ZodType>(schema: S, raw: unknown) => parseLegacyParams(schema, raw);

describe('legacy-tolerant params', () => {
  it('drops undeclared keys at every depth of strict and plain objects, keeps them in loose ones and records', () => {
    const schema = z.strictObject({ id: z.number(), inner: z.object({ a: z.string() }), extra: z.looseObject({}), tags: z.record(z.string(), z.number()) });
    expect(tolerate(schema, { id: 1, channel: 20850, inner: { a: 'x', t: 1 }, extra: { k: 1 }, tags: { x: '2' } })).toEqual({
      id: 1,
      inner: { a: 'x' },
      extra: { k: 1 },
      tags: { x: 2 },
    });
  });

  it('turns numeric text into numbers and numbers into text where the schema says so, and nothing else', () => {
    const schema = z.strictObject({
      n: z.number().int(),
      s: z.string(),
      lit: z.union([z.literal(0), z.literal(1)]),
      text: z.literal('40'),
      e: z.enum(['1', '2']),
      list: z.array(z.number()),
    });
    expect(parse(schema, { n: '12', s: 7, lit: '1', text: 40, e: 2, list: ['1', 2] })).toMatchObject({
      success: true,
      data: { n: 12, s: '7', lit: 1, text: '40', e: '2', list: [1, 2] },
    });
    for (const bad of ['12a', ' 12', '', '0x10', '1e3']) expect(parse(schema.pick({ n: true }), { n: bad }).success, bad).toBe(false);
  });

  it('picks the union option that takes the value, discriminated unions with context keys included', () => {
    const act = z.discriminatedUnion('act', [
      z.strictObject({ act: z.literal('save'), id: z.number() }),
      z.strictObject({ act: z.literal('delete'), id: z.number() }),
    ]);
    expect(parse(act, { act: 'delete', id: '3', channel: 1 })).toMatchObject({ success: true, data: { act: 'delete', id: 3 } });
    // The list calls' '0' = absent stays as it was for the text '0'.
    const dropped = z.union([z.literal('0').transform(() => undefined), z.coerce.number().int().positive()]).optional();
    expect(parse(z.strictObject({ p: dropped }), { p: '0' })).toMatchObject({ success: true, data: { p: undefined } });
    expect(parse(z.strictObject({ p: dropped }), { p: '3' })).toMatchObject({ success: true, data: { p: 3 } });
  });

  it('still validates ranges and lengths, and refuses prototype names at any depth', () => {
    const schema = z.strictObject({ n: z.number().int().max(5), s: z.string().max(2) });
    expect(parse(schema, { n: '6', s: 'ab' }).success).toBe(false);
    expect(parse(schema, { n: 5, s: 123 }).success).toBe(false);
    for (const raw of [{ n: 1, s: 'a', constructor: 1 }, { n: 1, s: 'a', x: [{ prototype: {} }] }, JSON.parse('{"n":1,"s":"a","y":{"__proto__":{}}}')]) {
      expect(findPrototypeKey(raw)).not.toBeNull();
      const parsed = parse(schema, raw);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('不允许的参数名');
    }
  });

  it('leaves canonical params exactly as the schema alone reads them', () => {
    const schema = z.strictObject({ v: z.union([z.number(), z.string()]) });
    expect(parse(schema, { v: '5' })).toMatchObject({ success: true, data: { v: '5' } });
  });
});
