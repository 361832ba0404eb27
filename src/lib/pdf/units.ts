import { rgb, type RGB } from 'pdf-lib';
import type { PageSize } from './types';

/** Points per millimetre (1 pt = 1/72 in). */
export const PT_PER_MM = 72 / 25.4;
export const mm = (value: number) => value * PT_PER_MM;

const FORMATS_MM = { A4: [210, 297], A3: [297, 420] } as const;

/** Width and height in mm of a page size (custom sizes between 20 mm and 5 m, PDF's own limits). */
export function pageSizeMm(size: PageSize): { width: number; height: number } {
  if ('format' in size) {
    const [short, long] = FORMATS_MM[size.format];
    return size.orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
  }
  const clamp = (value: number) => Math.min(5080, Math.max(20, value));
  return { width: clamp(size.widthMm), height: clamp(size.heightMm) };
}

/** #RGB or #RRGGBB to pdf-lib's colour; anything else is black. */
export function pdfColour(hex: string | undefined): RGB {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return rgb(0, 0, 0);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}
