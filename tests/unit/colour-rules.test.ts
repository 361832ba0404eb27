import { describe, expect, it } from 'vitest';
import { percentRatios } from '../../src/shared/colour/ratios';
import { equalSplit, isSaved, paletteSignature, rebalanceRatios, titleOrDefault, type PaletteDraft } from '../../src/shared/colour/palette';
import { isHexColour, normaliseHex } from '../../src/shared/colour/hex';
import { textColourOn } from '../../src/shared/colour/contrast';
import {
  CARD_HEIGHT,
  CARD_HEIGHT_WITH_ZH,
  CARD_IMAGE_TYPE,
  CARD_MESSAGES,
  CARD_WIDTH,
  PALETTE_IMAGE_HEIGHT,
  PALETTE_IMAGE_QUALITY,
  PALETTE_IMAGE_WIDTH,
  cardSize,
  colourCardLayout,
  paletteImageLayout,
  type DrawOp,
} from '../../src/shared/colour/card';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('ratio rule (spec §5): whole percents rounded down, remainder on the last colour', () => {
  it('floors each share and gives the remainder to the last', () => {
    expect(percentRatios([1, 1, 1])).toEqual([33, 33, 34]);
    expect(percentRatios([2, 1, 1, 1, 1, 1, 1])).toEqual([25, 12, 12, 12, 12, 12, 15]);
    expect(sum(percentRatios([0.37, 0.21, 0.2, 0.11, 0.07, 0.04]))).toBe(100);
  });
});

describe('new palette split (spec §5): equal to two decimals, last takes the remainder', () => {
  it.each([
    [1, [100]],
    [2, [50, 50]],
    [3, [33.33, 33.33, 33.34]],
    [6, [16.66, 16.66, 16.66, 16.66, 16.66, 16.7]],
    [7, [14.28, 14.28, 14.28, 14.28, 14.28, 14.28, 14.32]],
  ])('%i colours → %j', (n, expected) => {
    expect(equalSplit(n)).toEqual(expected);
    expect(sum(equalSplit(n))).toBe(100);
  });
});

describe('palette image rebalance (spec §5): totals other than 100 are spread evenly', () => {
  it('adds a missing 10 evenly', () => expect(rebalanceRatios([30, 30, 30])).toEqual([33.33, 33.33, 33.34]));
  it('takes an excess evenly', () => expect(rebalanceRatios([60, 30, 30])).toEqual([53.33, 23.33, 23.34]));
  it('keeps a palette that already totals 100', () => expect(rebalanceRatios([12.5, 37.5, 50])).toEqual([12.5, 37.5, 50]));
  it('never drives a colour below zero', () => {
    const result = rebalanceRatios([1, 150]);
    expect(result).toEqual([0, 100]);
  });
  it('always totals exactly 100', () => {
    for (const ratios of [[0, 0, 0], [99.99], [10, 20, 30, 45], [200, 1, 1, 1]]) expect(sum(rebalanceRatios(ratios))).toBe(100);
  });
});

describe('hex rule (spec §5): 3 or 6 hex digits, optional #', () => {
  it.each([
    ['#C0392B', '#C0392B'],
    ['c0392b', '#C0392B'],
    ['#C03', '#CC0033'],
    ['c03', '#CC0033'],
    [' #abcdef ', '#ABCDEF'],
  ])('%s → %s', (input, hex) => expect(normaliseHex(input)).toBe(hex));
  it.each(['#12345', '12345', '#1234567', '#GGGGGG', '', '#'])('%j is not a hex colour', (input) => expect(isHexColour(input)).toBe(false));
});

describe('contrast rule (spec §9): luminance above 192 → #1F1F1F, else white', () => {
  it.each([
    ['#FFFFFF', '#1F1F1F'],
    ['#F7DC6F', '#1F1F1F'],
    ['#F1C40F', '#FFFFFF'],
    ['#C0C0C0', '#FFFFFF'],
    ['#C1C1C1', '#1F1F1F'],
    ['#C0392B', '#FFFFFF'],
    ['#000000', '#FFFFFF'],
  ])('text on %s is %s', (background, text) => expect(textColourOn(background)).toBe(text));
});

describe('card sizes (spec §9)', () => {
  it('single card is 300×380, 400 high with a Chinese name', () => {
    expect([CARD_WIDTH, CARD_HEIGHT, CARD_HEIGHT_WITH_ZH]).toEqual([300, 380, 400]);
    expect(cardSize({})).toEqual({ width: 300, height: 380 });
    expect(cardSize({ name_zh: '  ' })).toEqual({ width: 300, height: 380 });
    expect(cardSize({ name_zh: '朱红' })).toEqual({ width: 300, height: 400 });
    const layout = colourCardLayout({ color_rgbhex: '#C0392B', code: 'CL-040-44-064', name_en: 'Shadow Scarlet', name_zh: '沉正红' });
    expect([layout.width, layout.height]).toEqual([300, 400]);
    expect(layout.ops.some((op) => op.kind === 'text' && op.text === '沉正红')).toBe(true);
  });

  it('prints on the swatch in the contrast colour', () => {
    const light = colourCardLayout({ color_rgbhex: '#F4F1DE' });
    const dark = colourCardLayout({ color_rgbhex: '#1B3A5C' });
    const swatchText = (ops: DrawOp[], hex: string) => ops.find((op) => op.kind === 'text' && op.text === hex);
    expect(swatchText(light.ops, '#F4F1DE')).toMatchObject({ fill: '#1F1F1F' });
    expect(swatchText(dark.ops, '#1B3A5C')).toMatchObject({ fill: '#FFFFFF' });
  });

  it('palette image is 600×1000 JPEG quality 1, bands follow the rebalanced ratios, default title 未命名色板', () => {
    expect([PALETTE_IMAGE_WIDTH, PALETTE_IMAGE_HEIGHT, CARD_IMAGE_TYPE, PALETTE_IMAGE_QUALITY]).toEqual([600, 1000, 'image/jpeg', 1]);
    const layout = paletteImageLayout('', [
      { color_rgbhex: '#C0392B', ratio: 30 },
      { color_rgbhex: '#2E6DB4', ratio: 30 },
      { color_rgbhex: '#F1C40F', ratio: 30 },
    ]);
    expect([layout.width, layout.height]).toEqual([600, 1000]);
    expect(layout.ops.some((op) => op.kind === 'text' && op.text === '未命名色板')).toBe(true);
    const bands = layout.ops.filter((op): op is Extract<DrawOp, { kind: 'rect' }> => op.kind === 'rect' && op.width === 600 && op.fill !== '#FFFFFF');
    expect(bands.map((band) => band.fill)).toEqual(['#C0392B', '#2E6DB4', '#F1C40F']);
    // 30/30/30 is rebalanced to 33.33/33.33/33.34 of the 800 px band area.
    expect(bands.map((band) => band.height)).toEqual([267, 267, 266]);
    expect(bands.reduce((total, band) => total + band.height, 0)).toBe(800);
    expect(layout.ops.filter((op) => op.kind === 'text' && op.text.endsWith('%')).map((op) => (op as { text: string }).text)).toEqual([
      '33.33%',
      '33.33%',
      '33.34%',
    ]);
  });

  it('says which file downloads', () => expect(CARD_MESSAGES.downloading('CL-040-44-064')).toBe('正在下载 CL-040-44-064 潘通色卡'));
});

describe('save once (spec §4, §8)', () => {
  const draft: PaletteDraft = {
    id: 'p-00000001',
    title: '海风',
    colours: [
      { color_rgbhex: '#1B3A5C', ratio: 50 },
      { color_rgbhex: '#F4F1DE', ratio: 50 },
    ],
    savedSignature: null,
  };
  it('is unsaved until saved, saved while the colours stay the same, unsaved again once they change', () => {
    expect(isSaved(draft)).toBe(false);
    const saved = { ...draft, savedSignature: paletteSignature(draft.colours) };
    expect(isSaved(saved)).toBe(true);
    expect(isSaved({ ...saved, title: 'renamed' })).toBe(true);
    expect(isSaved({ ...saved, colours: [{ color_rgbhex: '#1B3A5C', ratio: 40 }, saved.colours[1]!] })).toBe(false);
    expect(isSaved({ ...saved, colours: [{ color_rgbhex: '#1b3a5c', ratio: 50 }, saved.colours[1]!] })).toBe(true);
  });
  it('falls back to 未命名色板', () => {
    expect(titleOrDefault('  ')).toBe('未命名色板');
    expect(titleOrDefault(' 落日 ')).toBe('落日');
  });
});
