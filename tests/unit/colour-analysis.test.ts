import { describe, expect, it } from 'vitest';
import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { extractPalette } from '../../src/shared/colour/extract';
import { HARMONY_KEYS, harmony, hsvToRgb, rgbToHsv } from '../../src/shared/colour/harmony';
import { formatHex, hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab } from '../../src/shared/colour/lab';
import { paletteMoods } from '../../src/shared/colour/mood';
import { classifyColourTerm, ColourTermError, splitColourInput } from '../../src/shared/colour/query';

/** An RGBA image of vertical bands: [hex, width] pairs, height 40. */
function bands(spec: [string, number][], noise = 0) {
  const width = spec.reduce((sum, [, w]) => sum + w, 0);
  const height = 40;
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 1;
  const jitter = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647 - 0.5) * noise;
  for (let y = 0; y < height; y++) {
    let x = 0;
    for (const [hex, w] of spec) {
      const { r, g, b } = hexToRgb(hex);
      for (let i = 0; i < w; i++, x++) {
        const at = (y * width + x) * 4;
        data.set([r + jitter(), g + jitter(), b + jitter(), 255], at);
      }
    }
  }
  return { data, width, height, channels: 4 as const };
}

describe('palette extraction', () => {
  it('finds the colours of a flat image and their shares, ratios totalling 100', () => {
    const palette = extractPalette(bands([['#C0392B', 50], ['#1B3A5C', 30], ['#F4F1DE', 20]]), { colours: 5 });
    expect(palette.map((c) => c.color_rgbhex)).toEqual(['#C0392B', '#1B3A5C', '#F4F1DE']);
    expect(palette.map((c) => c.ratio)).toEqual([50, 30, 20]);
  });

  it('puts the rounding remainder on the last colour', () => {
    const palette = extractPalette(bands([['#000000', 1], ['#FFFFFF', 1], ['#FF0000', 1]]), { colours: 3 });
    expect(palette.map((c) => c.ratio)).toEqual([33, 33, 34]);
  });

  it('recovers noisy colours within a small ΔE00 and is deterministic', () => {
    const image = bands([['#2E6DB4', 60], ['#E67E22', 40]], 30);
    const palette = extractPalette(image, { colours: 2 });
    expect(deltaE2000(palette[0]!.lab, rgbToLab(hexToRgb('#2E6DB4')))).toBeLessThan(2);
    expect(deltaE2000(palette[1]!.lab, rgbToLab(hexToRgb('#E67E22')))).toBeLessThan(2);
    expect(extractPalette(image, { colours: 2 })).toEqual(palette);
  });

  it('ignores transparent pixels and rejects a bad palette size', () => {
    const image = bands([['#C0392B', 10], ['#FFFFFF', 10]]);
    for (let i = 3; i < image.data.length; i += 8 * 4) image.data[i] = 0;
    expect(() => extractPalette(image, { colours: 0 })).toThrow(/1 to 32/);
    expect(extractPalette({ ...image, data: new Uint8ClampedArray(image.data.length) }, { colours: 3 })).toEqual([]);
  });
});

/** A width × height RGBA image from a colour function (a large one stands in for a photograph's pixel count). */
function painted(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 4) {
      const [r, g, b] = colour(x, y);
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  }
  return { data, width, height, channels: 4 as const };
}

describe('palette extraction on large, many-coloured images', () => {
  const rgb = (hex: string): [number, number, number] => {
    const { r, g, b } = hexToRgb(hex);
    return [r, g, b];
  };

  it('measures the shares of a 2-megapixel image from its downsampled pixels within a point', () => {
    // Quarters of 40 / 30 / 20 / 10 % of the width, full height: shares known exactly.
    const quarters: [string, number][] = [['#1B3A5C', 0.4], ['#C0392B', 0.3], ['#F4F1DE', 0.2], ['#2E9E5B', 0.1]];
    const image = painted(1800, 1200, (x) => {
      let edge = 0;
      for (const [hex, share] of quarters) if (x < (edge += share * 1800)) return rgb(hex);
      return rgb(quarters.at(-1)![0]);
    });
    const palette = extractPalette(image, { colours: 4 });
    expect(palette.map((c) => c.color_rgbhex)).toEqual(quarters.map(([hex]) => hex));
    palette.forEach((colour, i) => expect(Math.abs(colour.share - quarters[i]![1])).toBeLessThan(0.01));
  });

  it('keeps two close shades apart when the image has few colours', () => {
    // Greys 12 levels apart fall in one 4-bit cell; with few occupied cells the 5-bit grid separates them.
    const palette = extractPalette(bands([['#808080', 50], ['#8C8C8C', 50]]), { colours: 2 });
    expect(palette.map((c) => c.color_rgbhex).sort()).toEqual(['#808080', '#8C8C8C']);
  });

  it('finds the main colours of a textured, many-coloured picture within a small ΔE00', () => {
    // Three garment colours with heavy texture: thousands of occupied 5-bit cells, merged to 4-bit ones.
    const base = ['#1B3A5C', '#C0392B', '#D8C3A0'].map(rgb);
    let seed = 7;
    const noise = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647 - 0.5) * 60;
    const image = painted(1200, 900, (x) => base[Math.min(2, Math.floor(x / 400))]!.map((v) => v + noise()) as [number, number, number]);
    const palette = extractPalette(image, { colours: 3 });
    const found = palette.map((c) => c.lab);
    for (const colour of base) {
      const target = rgbToLab({ r: colour[0], g: colour[1], b: colour[2] });
      expect(Math.min(...found.map((lab) => deltaE2000(lab, target)))).toBeLessThan(3);
    }
    palette.forEach((colour) => expect(Math.abs(colour.share - 1 / 3)).toBeLessThan(0.02));
  });

  it('rejects a sample budget it cannot count', () => {
    const image = bands([['#C0392B', 10]]);
    expect(() => extractPalette(image, { maxSamples: 0 })).toThrow(/maxSamples/);
    expect(() => extractPalette(image, { maxSamples: 2 ** 32 })).toThrow(/maxSamples/);
  });
});

describe('harmonies in HSV', () => {
  it('round-trips HSV', () => {
    for (const hex of ['#C0392B', '#2E6DB4', '#F1C40F', '#808080']) expect(formatHex(hsvToRgb(rgbToHsv(hexToRgb(hex))))).toBe(hex);
  });
  it('rotates hue for each scheme and keeps the base colour', () => {
    const red = hexToRgb('#FF0000');
    expect(harmony(red, 'complementary')).toEqual(['#FF0000', '#00FFFF']);
    expect(harmony(red, 'triadic')).toEqual(['#FF0000', '#00FF00', '#0000FF']);
    expect(harmony(red, 'analogous')).toEqual(['#FF0080', '#FF0000', '#FF8000']);
    expect(harmony(red, 'split')).toEqual(['#FF0000', '#00FF80', '#0080FF']);
    expect(harmony(red, 'tetradic')).toEqual(['#FF0000', '#FFFF00', '#00FFFF', '#0000FF']);
    const mono = harmony(hexToRgb('#C0392B'), 'monochrome');
    expect(mono).toContain('#C0392B');
    for (const hex of mono) expect(Math.abs(rgbToHsv(hexToRgb(hex)).h - rgbToHsv(hexToRgb('#C0392B')).h)).toBeLessThan(1.5);
    for (const key of HARMONY_KEYS) expect(harmony(red, key).length).toBeGreaterThan(1);
  });
});

describe('colour moods', () => {
  const palette = (hexes: string[]) => hexes.map((hex) => ({ lab: rgbToLab(hexToRgb(hex)), ratio: 100 / hexes.length }));
  it.each([
    [['#CFE3EC', '#B7CCD8', '#E4ECEF'], 'calm'],
    [['#F2C4CE', '#E8B4C8', '#F7D9E0'], 'romantic'],
    [['#E94E1B', '#F39C12', '#F1C40F'], 'energetic'],
    [['#8B5A2B', '#A67B5B', '#6F4E37'], 'earthy'],
    [['#2C1A4D', '#1B1036', '#3A1F5D'], 'mysterious'],
  ])('%j reads as %s', (hexes, mood) => expect(paletteMoods(palette(hexes))[0]!.key).toBe(mood));
});

describe('colour search terms (spec §2 placeholder, §5)', () => {
  it.each([
    ['#C0392B', { kind: 'hex', hex: '#C0392B' }],
    ['c0392b', { kind: 'hex', hex: '#C0392B' }],
    ['#C03', { kind: 'hex', hex: '#CC0033' }],
    ['18-1664 TCX', { kind: 'code', key: '181664tcx' }],
    ['CL-030-50-064', { kind: 'code', key: 'cl03050064' }],
    ['12345', { kind: 'code', key: '12345' }],
    ['朱红', { kind: 'name' }],
    ['Dusk Pure Scarlet', { kind: 'name' }],
  ])('%s → %j', (input, expected) => expect(classifyColourTerm(input)).toMatchObject(expected));

  it('rejects #12345 with a message saying what a hex value looks like', () => {
    expect(() => classifyColourTerm('#12345')).toThrow(ColourTermError);
    expect(() => classifyColourTerm('#12345')).toThrow('“#12345”不是有效的色值：请输入 3 位或 6 位十六进制，如 #C0392B 或 #C03');
    expect(() => classifyColourTerm('  ')).toThrow('请输入颜色名称、色号或 #色值');
  });

  it('splits typed input on commas, at most 3 colours, names keep their spaces', () => {
    expect(splitColourInput('Dusk Pure Scarlet, #1B3A5C，朱红')).toEqual(['Dusk Pure Scarlet', '#1B3A5C', '朱红']);
    expect(() => splitColourInput('a,b,c,d')).toThrow('一次最多搜索 3 个颜色');
  });
});
