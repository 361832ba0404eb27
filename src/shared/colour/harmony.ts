import { formatHex, type Rgb } from './hex';

/** Colour matching schemes (spec §2 colour matching), built by rotating the hue in HSV. */
export const HARMONY_SCHEMES = [
  { key: 'complementary', zh: '互补色', en: 'Complementary' },
  { key: 'analogous', zh: '邻近色', en: 'Analogous' },
  { key: 'triadic', zh: '三角色', en: 'Triadic' },
  { key: 'split', zh: '分裂互补色', en: 'Split complementary' },
  { key: 'tetradic', zh: '四角色', en: 'Tetradic' },
  { key: 'monochrome', zh: '单色', en: 'Monochrome' },
] as const;

export type HarmonyScheme = (typeof HARMONY_SCHEMES)[number]['key'];
export const HARMONY_KEYS = HARMONY_SCHEMES.map((scheme) => scheme.key) as [HarmonyScheme, ...HarmonyScheme[]];

export interface Hsv {
  /** Degrees 0–360. */
  h: number;
  /** 0–1. */
  s: number;
  /** 0–1. */
  v: number;
}

export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const delta = max - Math.min(R, G, B);
  let h = 0;
  if (delta > 0) {
    if (max === R) h = ((G - B) / delta) % 6;
    else if (max === G) h = (B - R) / delta + 2;
    else h = (R - G) / delta + 4;
  }
  h *= 60;
  return { h: h < 0 ? h + 360 : h, s: max === 0 ? 0 : delta / max, v: max };
}

export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = v * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1 ? [c, x, 0] : hue < 2 ? [x, c, 0] : hue < 3 ? [0, c, x] : hue < 4 ? [0, x, c] : hue < 5 ? [x, 0, c] : [c, 0, x];
  const m = v - c;
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

const HUE_OFFSETS: Record<Exclude<HarmonyScheme, 'monochrome'>, number[]> = {
  complementary: [0, 180],
  analogous: [-30, 0, 30],
  triadic: [0, 120, 240],
  split: [0, 150, 210],
  tetradic: [0, 60, 180, 240],
};

/** Monochrome: shades (negative: darker by that fraction) and tints (positive: towards white) of the base. */
const MONOCHROME_STEPS = [-0.5, -0.25, 0, 0.3, 0.6];

function shadeOrTint(hsv: Hsv, t: number): Hsv {
  return t < 0 ? { ...hsv, v: hsv.v * (1 + t) } : { h: hsv.h, s: hsv.s * (1 - t), v: hsv.v + (1 - hsv.v) * t };
}

/** The colours of one scheme for a base colour, as #RRGGBB; every scheme includes the base itself. */
export function harmony(base: Rgb, scheme: HarmonyScheme): string[] {
  const hsv = rgbToHsv(base);
  if (scheme === 'monochrome') {
    return MONOCHROME_STEPS.map((t) => formatHex(hsvToRgb(shadeOrTint(hsv, t))));
  }
  return HUE_OFFSETS[scheme].map((offset) => formatHex(hsvToRgb({ ...hsv, h: hsv.h + offset })));
}
