import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deltaE2000,
  formatHex,
  isHexColour,
  labToRgb,
  measurePaletteColours,
  normaliseHex,
  parseHex,
  percentRatios,
  rgbToLab,
  textColourOn,
} from '../../src/shared/colour';

// Sharma, Wu and Dalal (2005), Table 1: L1 a1 b1 L2 a2 b2 ΔE00.
const SHARMA: [number, number, number, number, number, number, number][] = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('deltaE2000', () => {
  it.each(SHARMA.map((row, i) => [i + 1, row] as const))('matches Sharma pair %i both ways', (_, [L1, a1, b1, L2, a2, b2, expected]) => {
    const one = { L: L1, a: a1, b: b1 };
    const two = { L: L2, a: a2, b: b2 };
    expect(deltaE2000(one, two)).toBeCloseTo(expected, 4);
    expect(deltaE2000(two, one)).toBeCloseTo(expected, 4);
  });

  it('is zero for identical colours', () => {
    expect(deltaE2000({ L: 40, a: 12, b: -30 }, { L: 40, a: 12, b: -30 })).toBe(0);
  });
});

describe('hex colours (spec §5: 3 or 6 hex digits, optional #)', () => {
  it('parses short and long forms with or without #', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHex('ABC')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHex('#1f1F1f')).toEqual({ r: 31, g: 31, b: 31 });
    expect(parseHex(' 00ff7f ')).toEqual({ r: 0, g: 255, b: 127 });
  });

  it.each(['', '#', '#12', '#1234', '#12345', '#1234567', 'ggg', '#12345g', '##123', 'rgb(1,2,3)'])('rejects %j', (input) => {
    expect(parseHex(input)).toBeNull();
    expect(isHexColour(input)).toBe(false);
  });

  it('formats as upper-case #RRGGBB and round-trips', () => {
    expect(formatHex({ r: 31, g: 31, b: 31 })).toBe('#1F1F1F');
    expect(normaliseHex('abc')).toBe('#AABBCC');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
        expect(formatHex(parseHex(hex)!)).toBe(hex);
      }),
    );
  });
});

describe('sRGB ↔ Lab (D65)', () => {
  it('matches reference values', () => {
    const white = rgbToLab({ r: 255, g: 255, b: 255 });
    expect(white.L).toBeCloseTo(100, 2);
    expect(white.a).toBeCloseTo(0, 2);
    expect(white.b).toBeCloseTo(0, 2);
    const red = rgbToLab({ r: 255, g: 0, b: 0 });
    expect(red.L).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
    expect(rgbToLab({ r: 0, g: 0, b: 0 }).L).toBeCloseTo(0, 5);
  });

  it('round-trips every sRGB colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        expect(labToRgb(rgbToLab({ r, g, b }))).toEqual({ r, g, b });
      }),
    );
  });
});

describe('percentRatios (spec §5)', () => {
  it('rounds down and gives the remainder to the last item', () => {
    expect(percentRatios([1, 1, 1])).toEqual([33, 33, 34]);
    expect(percentRatios([2, 1])).toEqual([66, 34]);
    expect(percentRatios([7])).toEqual([100]);
    expect(percentRatios([0.3, 0.7])).toEqual([30, 70]);
  });

  it('always totals exactly 100 in whole percents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }).filter((w) => w.some((x) => x > 0)), (weights) => {
        const ratios = percentRatios(weights);
        expect(ratios.reduce((s, r) => s + r, 0)).toBe(100);
        ratios.forEach((r) => expect(Number.isInteger(r) && r >= 0).toBe(true));
      }),
    );
  });

  it('rejects weights that cannot be shared out', () => {
    expect(percentRatios([])).toEqual([]);
    expect(() => percentRatios([0, 0])).toThrow(/zero/);
    expect(() => percentRatios([1, -1])).toThrow(/negative/);
  });
});

describe('text colour on a background (spec §9)', () => {
  it('uses dark text only above luminance 192', () => {
    expect(textColourOn('#FFFFFF')).toBe('#1F1F1F');
    expect(textColourOn('#000')).toBe('#FFFFFF');
    expect(textColourOn('#C0C0C0')).toBe('#FFFFFF'); // exactly 192
    expect(textColourOn('#C1C1C1')).toBe('#1F1F1F');
    expect(textColourOn({ r: 255, g: 255, b: 0 })).toBe('#1F1F1F');
    expect(() => textColourOn('blue')).toThrow(/hex colour/);
  });
});

describe('measurePaletteColours', () => {
  it('assigns pixels to the nearest palette colour and reports mean colours and shares', () => {
    const pixels: number[] = [];
    for (let i = 0; i < 700; i++) pixels.push(200 + (i % 5), 30, 40, 255);
    for (let i = 0; i < 300; i++) pixels.push(20, 40, 180 + (i % 3), 255);
    for (let i = 0; i < 500; i++) pixels.push(0, 255, 0, 0); // transparent: ignored
    const measured = measurePaletteColours(pixels, 4, [
      { r: 210, g: 30, b: 40 },
      { r: 20, g: 40, b: 200 },
      { r: 250, g: 250, b: 250 },
    ]);
    expect(measured.map((m) => [m.paletteIndex, m.ratio])).toEqual([
      [0, 70],
      [1, 30],
    ]);
    expect(measured[0]!.color_rgbhex).toBe('#CA1E28');
    expect(measured[1]!.color_rgbhex).toBe('#1428B5');
  });

  it('drops colours under the minimum share and renormalises to 100', () => {
    const pixels: number[] = [];
    for (let i = 0; i < 995; i++) pixels.push(255, 255, 255);
    for (let i = 0; i < 5; i++) pixels.push(0, 0, 0);
    const measured = measurePaletteColours(pixels, 3, [
      { r: 255, g: 255, b: 255 },
      { r: 0, g: 0, b: 0 },
    ]);
    expect(measured).toEqual([{ color_rgbhex: '#FFFFFF', ratio: 100, paletteIndex: 0 }]);
  });
});
