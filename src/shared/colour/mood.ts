import { labToLch, type Lab } from './lab';

/**
 * Colour moods (spec §2 colour mood): each mood word is a region of lightness, chroma and hue.
 * A colour belongs to a mood fully inside the region and partly within a soft margin around it;
 * a palette's mood score is the ratio-weighted membership of its colours.
 */
interface MoodRegion {
  key: string;
  zh: string;
  en: string;
  L: [number, number];
  C: [number, number];
  /** Hue arcs in CIE LCh degrees [from, to), wrapping past 360; omitted means any hue. */
  hues?: [number, number][];
}

export const MOODS = [
  { key: 'calm', zh: '宁静', en: 'Calm', L: [62, 92], C: [4, 28], hues: [[170, 300]] },
  { key: 'romantic', zh: '浪漫', en: 'Romantic', L: [65, 92], C: [12, 45], hues: [[300, 40]] },
  { key: 'energetic', zh: '活力', en: 'Energetic', L: [45, 80], C: [55, 130], hues: [[10, 110]] },
  { key: 'fresh', zh: '清新', en: 'Fresh', L: [70, 95], C: [20, 70], hues: [[100, 210]] },
  { key: 'earthy', zh: '大地', en: 'Earthy', L: [25, 68], C: [10, 45], hues: [[40, 110]] },
  { key: 'elegant', zh: '优雅', en: 'Elegant', L: [30, 85], C: [0, 12] },
  { key: 'mysterious', zh: '神秘', en: 'Mysterious', L: [10, 38], C: [15, 90], hues: [[250, 340]] },
  { key: 'retro', zh: '复古', en: 'Retro', L: [38, 70], C: [28, 60], hues: [[30, 100], [180, 230]] },
] as const satisfies readonly MoodRegion[];

export type MoodKey = (typeof MOODS)[number]['key'];
export const MOOD_KEYS = MOODS.map((mood) => mood.key) as [MoodKey, ...MoodKey[]];

const MARGIN = { L: 8, C: 8, h: 15 };

/** 1 inside [lo, hi], falling linearly to 0 at `margin` outside. */
const soft = (value: number, [lo, hi]: readonly [number, number], margin: number) =>
  Math.max(0, 1 - Math.max(lo - value, value - hi, 0) / margin);

function hueMembership(h: number, arcs: readonly (readonly [number, number])[] | undefined): number {
  if (!arcs) return 1;
  let best = 0;
  for (const [from, to] of arcs) {
    const span = (to - from + 360) % 360;
    const offset = (h - from + 360) % 360;
    const outside = offset <= span ? 0 : Math.min(offset - span, 360 - offset);
    best = Math.max(best, Math.max(0, 1 - outside / MARGIN.h));
  }
  return best;
}

/** How much a colour belongs to a mood, 0–1. */
export function moodMembership(lab: Lab, mood: (typeof MOODS)[number]): number {
  const { L, C, h } = labToLch(lab);
  const hues = 'hues' in mood ? mood.hues : undefined;
  return soft(L, mood.L, MARGIN.L) * soft(C, mood.C, MARGIN.C) * (C < 4 && hues ? 0 : hueMembership(h, hues));
}

/** Ratio-weighted mood scores of a palette (0–1 each), best first. */
export function paletteMoods(colours: readonly { lab: Lab; ratio: number }[]): { key: MoodKey; score: number }[] {
  const total = colours.reduce((sum, c) => sum + c.ratio, 0) || 1;
  return MOODS.map((mood) => ({
    key: mood.key,
    score: colours.reduce((sum, c) => sum + (c.ratio / total) * moodMembership(c.lab, mood), 0),
  })).sort((x, y) => y.score - x.score);
}
