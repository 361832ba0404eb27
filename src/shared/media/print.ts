import { DISPLAY_WIDTH } from './responsive';

/**
 * Print copies of catalogue pictures for the layout editor's PDF export (issue #14 item 3):
 * /media/:id/print-<width>, a JPEG at most that wide (and never wider than the original), made
 * by the server on first request (server/media/print.ts). The export asks, per picture, for the
 * smallest width of the ladder that gives 300 dpi at the size it is placed; pictures placed small
 * enough for the 640-px display copy keep using that.
 *
 * The ladder keeps the derivatives per picture few (each is stored once); its top is the cap:
 * 3508 px is A4 landscape or A3 portrait across at 300 dpi (A3 landscape across gets 212 dpi).
 */
export const PRINT_DPI = 300;
export const PRINT_WIDTHS = [960, 1280, 1920, 2480, 3508] as const;
export const MAX_PRINT_WIDTH = PRINT_WIDTHS[PRINT_WIDTHS.length - 1]!;
export type PrintWidth = (typeof PRINT_WIDTHS)[number];

/** The variant name in /media/:id/:variant, e.g. "print-1920". */
export const printVariant = (width: PrintWidth) => `print-${width}`;

/** The width of a /media variant name when it is a print copy of the ladder ("print-1920" → 1920); null otherwise. */
export function printWidthOf(variant: string): PrintWidth | null {
  const match = /^print-(\d{3,4})$/.exec(variant);
  const width = match ? Number(match[1]) : NaN;
  return (PRINT_WIDTHS as readonly number[]).includes(width) ? (width as PrintWidth) : null;
}

/**
 * The copy a picture needs to be printed `pixels` wide (the widest it is placed, at 300 dpi):
 * null when the display copy has enough, else the smallest print width that has, at most the cap.
 */
export function printWidthFor(pixels: number): PrintWidth | null {
  if (!(pixels > DISPLAY_WIDTH)) return null;
  return PRINT_WIDTHS.find((width) => width >= pixels) ?? MAX_PRINT_WIDTH;
}

/** The print copy's URL of a stored picture. */
export const printUrl = (id: string, width: PrintWidth) => `/media/${id}/${printVariant(width)}`;

/** What the server answers a print copy over the member's daily budget with (the export embeds the display copy instead). */
export const PRINT_MESSAGES = {
  quota: '今日高清导出图片已达上限，本次使用屏幕分辨率图片',
} as const;
