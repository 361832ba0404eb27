import { formatHex } from './hex';
import { isInGamut, labToRgb, lchToLab } from './lab';

/**
 * Coloretto, the product's own colour system (/aboutColoretto): colours on a CIE LCh grid,
 * every 10° of hue × 16 lightness steps (8 to 97) × chroma in steps of 8 (kept where sRGB can show it),
 * plus a neutral scale. Codes come from the grid position, so they never change:
 * CL-040-56-032 is hue 40°, lightness 56, chroma 32; CL-N-48 is the neutral of lightness 48.
 * Generated deterministically; the rows are seeded by migration 041 (see coloretto-sql.ts).
 */

export const COLORETTO_SYSTEM = 'coloretto';

export const COLORETTO_HUE_STEP = 10;
export const COLORETTO_LIGHTNESS = [8, 14, 20, 26, 32, 38, 44, 50, 56, 62, 68, 74, 80, 86, 92, 97] as const;
export const COLORETTO_CHROMA_STEP = 8;
const MAX_CHROMA = 136;
const NEUTRAL_LIGHTNESS_STEP = 4;

/** Hue names every 10° of CIE LCh hue, starting at 0°. */
const HUES: readonly (readonly [zh: string, en: string])[] = [
  ['莓红', 'Berry'],
  ['胭脂红', 'Carmine'],
  ['绯红', 'Crimson'],
  ['正红', 'Scarlet'],
  ['朱红', 'Vermilion'],
  ['珊瑚红', 'Coral'],
  ['橘红', 'Tangerine'],
  ['柑橙', 'Mandarin'],
  ['杏橙', 'Apricot'],
  ['琥珀黄', 'Amber'],
  ['金黄', 'Gold'],
  ['柠檬黄', 'Lemon'],
  ['黄绿', 'Chartreuse'],
  ['苹果绿', 'Apple Green'],
  ['草绿', 'Grass Green'],
  ['翠绿', 'Emerald'],
  ['碧绿', 'Jade'],
  ['薄荷绿', 'Mint'],
  ['松石绿', 'Turquoise'],
  ['青绿', 'Teal'],
  ['孔雀蓝', 'Peacock Blue'],
  ['湖蓝', 'Lake Blue'],
  ['天蓝', 'Sky Blue'],
  ['蔚蓝', 'Azure'],
  ['海蓝', 'Marine Blue'],
  ['钴蓝', 'Cobalt'],
  ['矢车菊蓝', 'Cornflower'],
  ['宝蓝', 'Sapphire'],
  ['皇家蓝', 'Royal Blue'],
  ['群青', 'Ultramarine'],
  ['靛蓝', 'Indigo'],
  ['蓝紫', 'Blue Violet'],
  ['紫罗兰', 'Violet'],
  ['葡萄紫', 'Grape'],
  ['品红', 'Magenta'],
  ['玫瑰红', 'Rose Red'],
];

/** One word per lightness step of COLORETTO_LIGHTNESS, darkest first. */
const LIGHTNESS_WORDS: readonly (readonly [zh: string, en: string])[] = [
  ['乌', 'Jet'],
  ['黛', 'Night'],
  ['墨', 'Ink'],
  ['玄', 'Midnight'],
  ['深', 'Deep'],
  ['黯', 'Dark'],
  ['沉', 'Shadow'],
  ['暮', 'Dusk'],
  ['中', 'Mid'],
  ['明', 'Clear'],
  ['亮', 'Bright'],
  ['清', 'Fresh'],
  ['浅', 'Light'],
  ['淡', 'Pale'],
  ['素', 'Whisper'],
  ['霜', 'Frost'],
];

/** One word per chroma step (8, 16, … 136), greyest first. */
const CHROMA_WORDS: readonly (readonly [zh: string, en: string])[] = [
  ['灰', 'Greyed'],
  ['雾', 'Misty'],
  ['烟', 'Smoky'],
  ['柔', 'Soft'],
  ['雅', 'Gentle'],
  ['和', 'Mellow'],
  ['正', 'True'],
  ['纯', 'Pure'],
  ['醇', 'Rich'],
  ['鲜', 'Vivid'],
  ['浓', 'Strong'],
  ['炽', 'Intense'],
  ['艳', 'Brilliant'],
  ['耀', 'Radiant'],
  ['焰', 'Blazing'],
  ['电', 'Electric'],
  ['霓', 'Neon'],
];

export interface LibrarySeedColour {
  system: string;
  code: string;
  name_zh: string;
  name_en: string;
  hex: string;
  sort: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function neutralName(L: number): [zh: string, en: string] {
  if (L === 0) return ['黑', 'Black'];
  if (L === 100) return ['白', 'White'];
  return [`灰 ${L}`, `Grey ${L}`];
}

/** The whole Coloretto library in browse order: neutrals dark to light, then by hue, lightness, chroma. */
export function generateColoretto(): LibrarySeedColour[] {
  const colours: LibrarySeedColour[] = [];
  for (let L = 0; L <= 100; L += NEUTRAL_LIGHTNESS_STEP) {
    const [zh, en] = neutralName(L);
    colours.push({
      system: COLORETTO_SYSTEM,
      code: `CL-N-${pad(L, 2)}`,
      name_zh: zh,
      name_en: en,
      hex: formatHex(labToRgb({ L, a: 0, b: 0 })),
      sort: colours.length,
    });
  }
  HUES.forEach(([hueZh, hueEn], hueIndex) => {
    const h = hueIndex * COLORETTO_HUE_STEP;
    COLORETTO_LIGHTNESS.forEach((L, lightnessIndex) => {
      const [lightZh, lightEn] = LIGHTNESS_WORDS[lightnessIndex]!;
      for (let C = COLORETTO_CHROMA_STEP; C <= MAX_CHROMA; C += COLORETTO_CHROMA_STEP) {
        const lab = lchToLab({ L, C, h });
        if (!isInGamut(lab)) continue;
        const [chromaZh, chromaEn] = CHROMA_WORDS[C / COLORETTO_CHROMA_STEP - 1]!;
        colours.push({
          system: COLORETTO_SYSTEM,
          code: `CL-${pad(h, 3)}-${pad(L, 2)}-${pad(C, 3)}`,
          name_zh: `${lightZh}${chromaZh}${hueZh}`,
          name_en: `${lightEn} ${chromaEn} ${hueEn}`,
          hex: formatHex(labToRgb(lab)),
          sort: colours.length,
        });
      }
    });
  });
  return colours;
}

/** What a typed code is matched against: its letters and digits, lower case ("18-1664 TCX" → "181664tcx"). */
export function codeKey(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
