import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceRange, type BalanceStyle } from './balance';

const BLUE = '#4A6FA5';
const ORANGE = '#D9825B';
const CREAM = '#F2E8D5';
const palette = [
  { hex: BLUE, ratio: 50 },
  { hex: ORANGE, ratio: 30 },
  { hex: CREAM, ratio: 20 },
];

describe('balanceRange', () => {
  it('moves quantities to the palette ratios, keeping the total', () => {
    const styles: BalanceStyle[] = [
      { id: 'blue', quantity: 90, colours: [{ hex: '#4B70A3', ratio: 100 }] },
      { id: 'orange', quantity: 5, colours: [{ hex: '#DA8359', ratio: 100 }] },
      { id: 'cream', quantity: 5, colours: [{ hex: '#F0E6D3', ratio: 100 }] },
    ];
    const result = balanceRange(styles, palette);
    expect(result.quantities).toEqual({ blue: 50, orange: 30, cream: 20 });
    expect(result.changes).toEqual({ blue: -40, orange: 25, cream: 15 });
    expect(result.before.deviation).toBeCloseTo(0.4);
    expect(result.after.deviation).toBeCloseTo(0);
  });

  it('counts colours far from every palette colour as off-palette and moves quantity away from them', () => {
    const styles: BalanceStyle[] = [
      { id: 'green', quantity: 40, colours: [{ hex: '#2E8B57', ratio: 100 }] },
      { id: 'blue', quantity: 60, colours: [{ hex: BLUE, ratio: 100 }] },
    ];
    const result = balanceRange(styles, [{ hex: BLUE, ratio: 100 }], { minQuantity: 10 });
    expect(result.before.offPalette).toBeCloseTo(0.4);
    expect(result.quantities).toEqual({ green: 10, blue: 90 });
    expect(result.after.offPalette).toBeCloseTo(0.1);
  });

  it('leaves styles without colour data alone', () => {
    const result = balanceRange(
      [
        { id: 'unknown', quantity: 7, colours: [] },
        { id: 'blue', quantity: 10, colours: [{ hex: BLUE, ratio: 100 }] },
      ],
      palette,
    );
    expect(result.quantities.unknown).toBe(7);
  });

  it('never raises the deviation, keeps the total, gives whole quantities and respects minimums (property)', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);
    const style = fc.record({
      quantity: fc.integer({ min: 0, max: 500 }),
      colours: fc.array(fc.record({ hex, ratio: fc.integer({ min: 0, max: 100 }) }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(style, { minLength: 1, maxLength: 12 }),
        fc.array(fc.record({ hex, ratio: fc.integer({ min: 0, max: 100 }) }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 50 }),
        (raw, target, minQuantity) => {
          const styles = raw.map((s, i) => ({ ...s, id: `s${i}` }));
          const result = balanceRange(styles, target, { minQuantity });
          expect(result.after.deviation).toBeLessThanOrEqual(result.before.deviation + 1e-9);
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(sum(Object.values(result.quantities))).toBe(sum(styles.map((s) => s.quantity)));
          for (const s of styles) {
            const quantity = result.quantities[s.id]!;
            expect(Number.isInteger(quantity)).toBe(true);
            expect(quantity).toBeGreaterThanOrEqual(Math.min(s.quantity, minQuantity));
          }
        },
      ),
      { numRuns: 150, seed: 14 },
    );
  });

  it('balances a large range (500 styles of six colours)', () => {
    const colours = [BLUE, ORANGE, CREAM, '#2E8B57', '#8B1E3F', '#222222'];
    const styles = Array.from({ length: 500 }, (_, i) => ({ id: `s${i}`, quantity: 20 + (i % 7) * 30, colours: [{ hex: colours[i % 6]!, ratio: 70 }, { hex: colours[(i + 1) % 6]!, ratio: 30 }] }));
    const result = balanceRange(styles, palette, { minQuantity: 5 });
    expect(Object.values(result.quantities).reduce((sum, quantity) => sum + quantity, 0)).toBe(styles.reduce((sum, style) => sum + style.quantity, 0));
    expect(result.after.deviation).toBeLessThan(result.before.deviation);
  });
});
