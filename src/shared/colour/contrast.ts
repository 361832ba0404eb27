import { hexToRgb, type Rgb } from './hex';

/** Text colour on light backgrounds (spec §9). */
export const DARK_TEXT = '#1F1F1F';
export const LIGHT_TEXT = '#FFFFFF';

/** Perceived brightness on the 0–255 scale (ITU-R BT.601 weights). */
export function luminance({ r, g, b }: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Spec §9: a background brighter than 192 gets dark text #1F1F1F, anything else white. */
export function textColourOn(background: Rgb | string): string {
  const rgb = typeof background === 'string' ? hexToRgb(background) : background;
  return luminance(rgb) > 192 ? DARK_TEXT : LIGHT_TEXT;
}
