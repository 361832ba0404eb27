import { labToLch, type Lab } from './lab';

/**
 * Colour families designers talk about (used for browsing the library and for insight charts).
 * Neutrals, beige and brown are separate from the hue families because fashion colour reports
 * count them separately.
 */
export const COLOUR_FAMILIES = [
  { key: 'black', zh: '黑', en: 'Black', hex: '#1F1F1F' },
  { key: 'grey', zh: '灰', en: 'Grey', hex: '#8C8C8C' },
  { key: 'white', zh: '白', en: 'White', hex: '#F2F1EC' },
  { key: 'beige', zh: '米', en: 'Beige', hex: '#D8C3A0' },
  { key: 'brown', zh: '棕', en: 'Brown', hex: '#7B4B2A' },
  { key: 'red', zh: '红', en: 'Red', hex: '#C0392B' },
  { key: 'pink', zh: '粉', en: 'Pink', hex: '#E88AAE' },
  { key: 'orange', zh: '橙', en: 'Orange', hex: '#E67E22' },
  { key: 'yellow', zh: '黄', en: 'Yellow', hex: '#F1C40F' },
  { key: 'green', zh: '绿', en: 'Green', hex: '#2E9E5B' },
  { key: 'cyan', zh: '青', en: 'Cyan', hex: '#1A9E9E' },
  { key: 'blue', zh: '蓝', en: 'Blue', hex: '#2E6DB4' },
  { key: 'purple', zh: '紫', en: 'Purple', hex: '#7D3C98' },
] as const;

export type ColourFamily = (typeof COLOUR_FAMILIES)[number]['key'];

export const FAMILY_KEYS = COLOUR_FAMILIES.map((family) => family.key) as ColourFamily[];

const NEUTRAL_CHROMA = 8;

/** The family of a Lab colour (hue angles are CIE LCh degrees). */
export function familyOf(lab: Lab): ColourFamily {
  const { L, C, h } = labToLch(lab);
  if (C < NEUTRAL_CHROMA) return L < 22 ? 'black' : L > 90 ? 'white' : 'grey';
  if (h >= 40 && h < 110 && L >= 70 && C < 30) return 'beige';
  if (h >= 25 && h < 95 && L < 58 && C < 55) return 'brown';
  if ((h >= 340 || h < 30) && L >= 68) return 'pink';
  if (h >= 345 || h < 45) return 'red';
  if (h < 80) return 'orange';
  if (h < 115) return 'yellow';
  if (h < 175) return 'green';
  if (h < 225) return 'cyan';
  // Pure sRGB blue sits at 306°: the blue family reaches past it.
  if (h < 312) return 'blue';
  return h >= 330 && L >= 68 ? 'pink' : 'purple';
}
