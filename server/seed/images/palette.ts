import { deltaE2000, hexToRgb, labToLch, labToRgb, lchToRgb, rgbToLab, type Rgb } from '../../../src/shared/colour';
import type { Rng } from '../prng';

/** The colours one image is drawn with; roles decide where each goes. */
export interface Palette {
  background: Rgb;
  /** Background one step darker (or lighter on dark grounds): shadows, floors, texture. */
  shade: Rgb;
  primary: Rgb;
  secondary: Rgb;
  accent: Rgb;
  /** Primary one step darker (or lighter): seams and outlines. */
  detail: Rgb;
  dark: boolean;
}

interface Mood {
  name: string;
  hue: () => number;
  lightness: [number, number];
  chroma: [number, number];
}

// Seasonal "colour stories": fashion palettes are mostly muted, with one livelier accent.
const moods = (rng: Rng): Mood[] => [
  { name: 'earth', hue: () => rng.range(25, 75), lightness: [35, 68], chroma: [18, 42] },
  { name: 'pastel', hue: () => rng.range(0, 360), lightness: [74, 86], chroma: [12, 28] },
  { name: 'jewel', hue: () => rng.pick([330, 350, 20, 150, 170, 250, 280, 300]) + rng.range(-10, 10), lightness: [28, 48], chroma: [32, 55] },
  { name: 'botanical', hue: () => rng.range(95, 165), lightness: [32, 70], chroma: [14, 38] },
  { name: 'marine', hue: () => rng.range(235, 265), lightness: [22, 55], chroma: [20, 45] },
  { name: 'citrus', hue: () => rng.pick([45, 70, 90]) + rng.range(-8, 8), lightness: [60, 80], chroma: [40, 65] },
  { name: 'rose', hue: () => rng.range(350, 380) % 360, lightness: [45, 78], chroma: [18, 45] },
];

const HARMONY_OFFSETS: readonly (readonly number[])[] = [
  [0, 30, -30], // analogous
  [0, 180, 20], // complementary
  [0, 150, 210], // split complementary
  [0, 120, 240], // triadic
  [0, 0, 180], // monochrome with a complementary accent
];

const withL = (rgb: Rgb, delta: number): Rgb => {
  const lch = labToLch(rgbToLab(rgb));
  return lchToRgb({ ...lch, L: Math.min(98, Math.max(4, lch.L + delta)) });
};

/** Mixes two colours in Lab (t = 0 → a, 1 → b): blends of yarns or printed overlaps. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const la = rgbToLab(a);
  const lb = rgbToLab(b);
  return labToRgb({ L: la.L + (lb.L - la.L) * t, a: la.a + (lb.a - la.a) * t, b: la.b + (lb.b - la.b) * t });
}

/** Same colour, lighter (positive) or darker (negative) by delta L*. */
export const lighten = withL;

/** Whether every pair differs by at least minDeltaE (CIEDE2000). */
const distinct = (colours: Rgb[], minDeltaE: number) => {
  const labs = colours.map(rgbToLab);
  for (let i = 0; i < labs.length; i++)
    for (let j = i + 1; j < labs.length; j++) if (deltaE2000(labs[i]!, labs[j]!) < minDeltaE) return false;
  return true;
};

/**
 * A harmonious palette: hues from a colour-harmony rule around a mood's base hue, picked in LCh
 * so lightness and chroma stay in a tasteful range. The main colours differ by ΔE2000 ≥ 12 and the
 * shade and detail tones by ≥ 6 from everything, so pixels can be assigned back to the colour
 * that painted them.
 */
export function makePalette(rng: Rng, options: { background?: 'light' | 'dark' | 'tinted' } = {}): Palette {
  for (let attempt = 0; ; attempt++) {
    const mood = rng.pick(moods(rng));
    const base = mood.hue();
    const offsets = rng.pick(HARMONY_OFFSETS);
    const hueAt = (i: number) => (((base + offsets[i]!) % 360) + 360) % 360;
    const tone = (i: number, lightnessShift = 0) =>
      lchToRgb({
        L: Math.min(92, Math.max(12, rng.range(...mood.lightness) + lightnessShift)),
        C: rng.range(...mood.chroma),
        h: hueAt(i),
      });
    const kind = options.background ?? rng.weighted([['light', 0.6], ['tinted', 0.2], ['dark', 0.2]] as const);
    const background =
      kind === 'light'
        ? lchToRgb({ L: rng.range(91, 96), C: rng.range(1.5, 6), h: rng.range(60, 95) })
        : kind === 'tinted'
          ? lchToRgb({ L: rng.range(80, 88), C: rng.range(6, 14), h: hueAt(rng.int(0, 2)) })
          : lchToRgb({ L: rng.range(13, 21), C: rng.range(2, 8), h: rng.range(200, 290) });
    const dark = kind === 'dark';
    const shade = withL(background, dark ? 10 : -12);
    const primary = tone(0, dark ? 15 : 0);
    const secondary = tone(1, rng.pick([-18, 14]));
    const accent = lchToRgb({ L: rng.range(45, 70), C: rng.range(35, 60), h: hueAt(2) });
    const primaryL = labToLch(rgbToLab(primary)).L;
    const detail = withL(primary, primaryL > 45 ? -24 : 22);
    const palette = { background, shade, primary, secondary, accent, detail, dark };
    // Nearly every draw passes within a few attempts; the limits relax later rather than loop forever.
    const strict = attempt < 60 ? 1 : attempt < 120 ? 0.5 : 0;
    if (distinct([background, primary, secondary, accent], 12 * strict) && distinct([background, shade, primary, secondary, accent, detail], 6 * strict)) return palette;
  }
}

/** A light neutral page colour (cards, panels). */
export const paper = (rng: Rng): Rgb => lchToRgb({ L: rng.range(95, 98), C: rng.range(0.5, 3), h: rng.range(70, 95) });

export const SKIN_TONES: readonly Rgb[] = ['#F2D4BF', '#E4B797', '#CC9470', '#A46D4A', '#6F4A33'].map(hexToRgb);
export const HAIR_COLOURS: readonly Rgb[] = ['#1D1917', '#3A2A21', '#6A4A30', '#A98458', '#2B2B33'].map(hexToRgb);

/** One specific colour by lightness, chroma and hue (fitted into sRGB). */
export const lch = (L: number, C: number, h: number): Rgb => lchToRgb({ L, C, h });
