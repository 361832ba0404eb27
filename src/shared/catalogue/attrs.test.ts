import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AttrsError,
  decodeAttrs,
  decodeColourAttr,
  encodeAttrs,
  encodeColourAttr,
  parsePricePhrase,
  pricePhraseToRange,
  removeAttrValue,
  setReservedFilter,
  timeWindowRange,
  toggleAttrValue,
  type AttrFilter,
} from './attrs';

describe('attrs strings', () => {
  it('decodes every entry kind', () => {
    expect(decodeAttrs('12_1201,1203~columnattr_sid_1001~price_100_300~time_1~503_A,#')).toEqual([
      { kind: 'attr', attributeId: 12, values: ['1201', '1203'] },
      { kind: 'column', column: 1001 },
      { kind: 'price', low: 100, high: 300 },
      { kind: 'time', window: 1 },
      { kind: 'attr', attributeId: 503, values: ['A', '#'] },
    ]);
    expect(decodeAttrs('price__300')).toEqual([{ kind: 'price', low: null, high: 300 }]);
    expect(decodeAttrs('   ')).toEqual([]);
    expect(decodeAttrs(undefined)).toEqual([]);
  });

  it('merges values of the same attribute and keeps the last reserved entry', () => {
    expect(decodeAttrs('12_1~12_2,1~time_0~time_3')).toEqual([
      { kind: 'attr', attributeId: 12, values: ['1', '2'] },
      { kind: 'time', window: 3 },
    ]);
  });

  it.each(['abc', '12', '12_', '12_x', '12_1_2', 'columnattr_1001', 'columnattr_sid_x', 'price_', 'price_a_1', 'price__', 'price_5_1', 'time_9', 'time', '0_1'])(
    'rejects %s naming the entry',
    (attrs) => {
      expect(() => decodeAttrs(attrs)).toThrow(AttrsError);
      expect(() => decodeAttrs(attrs)).toThrow(`"${attrs}"`);
    },
  );

  it('round-trips any filter list through encode and decode', () => {
    const id = fc.integer({ min: 1, max: 999_999 });
    const filter: fc.Arbitrary<AttrFilter> = fc.oneof(
      fc.record({ kind: fc.constant('attr' as const), attributeId: id, values: fc.uniqueArray(id.map(String), { minLength: 1, maxLength: 5 }) }),
      fc.record({ kind: fc.constant('column' as const), column: id }),
      fc.record({ kind: fc.constant('time' as const), window: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3> }),
      fc
        .tuple(fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }), fc.option(fc.integer({ min: 5000, max: 9000 }), { nil: null }))
        .filter(([low, high]) => low !== null || high !== null)
        .map(([low, high]) => ({ kind: 'price' as const, low, high })),
    );
    const unique = fc.uniqueArray(filter, {
      maxLength: 6,
      selector: (f) => (f.kind === 'attr' ? `attr${f.attributeId}` : f.kind),
    });
    fc.assert(
      fc.property(unique, (filters) => {
        expect(decodeAttrs(encodeAttrs(filters))).toEqual(filters);
      }),
    );
  });

  it('toggles values: multiple adds, single replaces, the last removal drops the entry', () => {
    let filters = toggleAttrValue([], 12, '1', false);
    filters = toggleAttrValue(filters, 12, '2', false);
    expect(encodeAttrs(filters)).toBe('12_1,2');
    filters = toggleAttrValue(filters, 13, '5', true);
    filters = toggleAttrValue(filters, 13, '6', true);
    expect(encodeAttrs(filters)).toBe('12_1,2~13_6');
    filters = toggleAttrValue(toggleAttrValue(filters, 12, '1', false), 12, '2', false);
    expect(encodeAttrs(filters)).toBe('13_6');
    filters = setReservedFilter(filters, 'time', { kind: 'time', window: 2 });
    expect(encodeAttrs(setReservedFilter(filters, 'time', { kind: 'time', window: 0 }))).toBe('13_6~time_0');
    expect(encodeAttrs(setReservedFilter(filters, 'time', null))).toBe('13_6');
  });

  it('removes a chosen value, and never adds one back when the value is no longer in force', () => {
    const filters = decodeAttrs('1_2025~3_11,12');
    expect(encodeAttrs(removeAttrValue(filters, 3, '11'))).toBe('1_2025~3_12');
    expect(encodeAttrs(removeAttrValue(filters, 1, '2025'))).toBe('3_11,12');
    // A chip of the season chosen before (2024) clicked after the URL moved on to 2025.
    expect(encodeAttrs(removeAttrValue(filters, 1, '2024'))).toBe('1_2025~3_11,12');
  });
});

describe('price phrases', () => {
  it.each([
    ['100元以下', { low: null, high: 100 }, '_100'],
    ['100-300元', { low: 100, high: 300 }, '100_300'],
    ['¥300~¥500', { low: 300, high: 500 }, '300_500'],
    ['1千至2千元', { low: 1000, high: 2000 }, '1000_2000'],
    ['500元以上', { low: 500, high: null }, '500_'],
    ['2万起', { low: 20_000, high: null }, '20000_'],
    ['1,000 - 2,500 元', { low: 1000, high: 2500 }, '1000_2500'],
    ['300-100元', { low: 100, high: 300 }, '100_300'],
    ['199元', { low: 199, high: 199 }, '199_199'],
  ])('%s → %o', (phrase, range, text) => {
    expect(parsePricePhrase(phrase)).toEqual(range);
    expect(pricePhraseToRange(phrase)).toBe(text);
  });

  it('gives null for a phrase without an amount', () => {
    expect(parsePricePhrase('面议')).toBeNull();
    expect(pricePhraseToRange('价格不限')).toBeNull();
  });
});

describe('colour attribute strings', () => {
  it('joins rgb, hex, code and name with the colour separator', () => {
    const colour = { rgb: { r: 200, g: 16, b: 46 }, hex: '#C8102E', code: '18-1663 TPX', name: '中国红|深' };
    expect(encodeColourAttr(colour)).toBe('200,16,46|#C8102E|18-1663 TPX|中国红|深');
    expect(decodeColourAttr(encodeColourAttr(colour))).toEqual(colour);
  });

  it('rejects bad channels and hex values', () => {
    expect(() => decodeColourAttr('300,0,0|#FF0000||红')).toThrow('rgb');
    expect(() => decodeColourAttr('255,0,0|red||红')).toThrow('hex');
  });
});

describe('time windows', () => {
  it('covers N whole China-time days ending yesterday', () => {
    // 2026-03-10 10:00 China time.
    const now = Date.UTC(2026, 2, 10, 2) / 1000;
    const startOfToday = Date.UTC(2026, 2, 9, 16) / 1000;
    expect(timeWindowRange(0, now)).toEqual({ from: startOfToday - 86_400, to: startOfToday });
    expect(timeWindowRange(3, now)).toEqual({ from: startOfToday - 30 * 86_400, to: startOfToday });
    // Just after midnight China time the window moves on a day.
    expect(timeWindowRange(1, startOfToday + 1).to).toBe(startOfToday);
    expect(timeWindowRange(1, startOfToday - 1).to).toBe(startOfToday - 86_400);
  });
});
