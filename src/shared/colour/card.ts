import { textColourOn } from './contrast';
import { hexToRgb } from './hex';
import { rebalanceRatios, titleOrDefault, type PaletteEntry } from './palette';

/**
 * Layout of colour cards and palette images (spec §9) as plain drawing operations, so the sizes
 * and contrast rules are testable without a canvas; the card worker replays them on an OffscreenCanvas.
 */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 380;
/** A card whose colour has a Chinese name is 20 px taller for the extra line. */
export const CARD_HEIGHT_WITH_ZH = 400;
export const PALETTE_IMAGE_WIDTH = 600;
export const PALETTE_IMAGE_HEIGHT = 1000;
export const CARD_IMAGE_TYPE = 'image/jpeg';
/** Palette images are JPEG at quality 1 (spec §9). */
export const PALETTE_IMAGE_QUALITY = 1;
export const CARD_IMAGE_QUALITY = 1;

export const CARD_MESSAGES = {
  downloading: (file: string) => `正在下载 ${file} 潘通色卡`,
  needLogin: '请登录后再操作！',
  needVip: 'VIP会员可用!',
  noPermission: '对不起！您没有下载此内容的权限！',
  canvasFailure: '您的浏览器版本太低，请更换较新的浏览器后重试！',
} as const;

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      fill: string;
      /** CSS font shorthand. */
      font: string;
      align: 'left' | 'right' | 'center';
    };

export interface Layout {
  width: number;
  height: number;
  ops: DrawOp[];
}

export interface CardColour {
  color_rgbhex: string;
  code?: string;
  name_en?: string;
  name_zh?: string;
  /** Label of the colour system, e.g. "COLORETTO" or "PANTONE TCX". */
  system?: string;
}

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif';
const INK = '#1F1F1F';
const MUTED = '#6B6B6B';
const PAPER = '#FFFFFF';
const SWATCH_HEIGHT = 250;

export function cardSize(colour: Pick<CardColour, 'name_zh'>): { width: number; height: number } {
  return { width: CARD_WIDTH, height: colour.name_zh?.trim() ? CARD_HEIGHT_WITH_ZH : CARD_HEIGHT };
}

const rgbText = (hex: string) => {
  const { r, g, b } = hexToRgb(hex);
  return `RGB ${r} ${g} ${b}`;
};

/** A single colour card: swatch above, code and names below (spec §9 sizes, contrast rule). */
export function colourCardLayout(colour: CardColour): Layout {
  const { width, height } = cardSize(colour);
  const onSwatch = textColourOn(colour.color_rgbhex);
  const ops: DrawOp[] = [
    { kind: 'rect', x: 0, y: 0, width, height, fill: PAPER },
    { kind: 'rect', x: 0, y: 0, width, height: SWATCH_HEIGHT, fill: colour.color_rgbhex },
    { kind: 'text', x: 20, y: SWATCH_HEIGHT - 20, text: colour.color_rgbhex, fill: onSwatch, font: `500 16px ${FONT}`, align: 'left' },
  ];
  let y = SWATCH_HEIGHT + 34;
  if (colour.system) {
    ops.push({ kind: 'text', x: 20, y: y - 4, text: colour.system.toUpperCase(), fill: MUTED, font: `600 11px ${FONT}`, align: 'left' });
    y += 14;
  }
  ops.push({ kind: 'text', x: 20, y: y + 6, text: colour.code ?? colour.color_rgbhex, fill: INK, font: `700 22px ${FONT}`, align: 'left' });
  y += 32;
  if (colour.name_en) {
    ops.push({ kind: 'text', x: 20, y, text: colour.name_en, fill: INK, font: `400 15px ${FONT}`, align: 'left' });
    y += 20;
  }
  if (colour.name_zh?.trim()) {
    ops.push({ kind: 'text', x: 20, y, text: colour.name_zh, fill: INK, font: `400 15px ${FONT}`, align: 'left' });
  }
  ops.push({ kind: 'text', x: width - 20, y: height - 16, text: rgbText(colour.color_rgbhex), fill: MUTED, font: `400 12px ${FONT}`, align: 'right' });
  return { width, height, ops };
}

const HEADER_HEIGHT = 130;
const FOOTER_HEIGHT = 70;
const MIN_LABELLED_BAND = 26;

/**
 * A palette image, 600×1000: title, then one band per colour with height proportional to its
 * ratio (ratios not totalling 100 are rebalanced evenly first, spec §5), labels in the contrast colour.
 */
export function paletteImageLayout(title: string | undefined, colours: readonly PaletteEntry[]): Layout {
  if (colours.length === 0) throw new Error('A palette image needs at least one colour');
  const width = PALETTE_IMAGE_WIDTH;
  const height = PALETTE_IMAGE_HEIGHT;
  const ratios = rebalanceRatios(colours.map((c) => c.ratio));
  const ops: DrawOp[] = [
    { kind: 'rect', x: 0, y: 0, width, height, fill: PAPER },
    { kind: 'text', x: 40, y: 70, text: titleOrDefault(title), fill: INK, font: `700 32px ${FONT}`, align: 'left' },
    { kind: 'text', x: 40, y: 104, text: `${colours.length} 色`, fill: MUTED, font: `400 15px ${FONT}`, align: 'left' },
  ];
  const bandsHeight = height - HEADER_HEIGHT - FOOTER_HEIGHT;
  let y = HEADER_HEIGHT;
  colours.forEach((colour, index) => {
    // The last band ends exactly at the footer, whatever the rounding of the others.
    const bandHeight = index === colours.length - 1 ? HEADER_HEIGHT + bandsHeight - y : Math.round((bandsHeight * ratios[index]!) / 100);
    ops.push({ kind: 'rect', x: 0, y, width, height: bandHeight, fill: colour.color_rgbhex });
    if (bandHeight >= MIN_LABELLED_BAND) {
      const fill = textColourOn(colour.color_rgbhex);
      const baseline = y + bandHeight / 2 + 6;
      const label = [colour.color_rgbhex, colour.code, colour.name].filter(Boolean).join('  ');
      ops.push({ kind: 'text', x: 40, y: baseline, text: label, fill, font: `500 16px ${FONT}`, align: 'left' });
      ops.push({ kind: 'text', x: width - 40, y: baseline, text: `${ratios[index]!}%`, fill, font: `700 18px ${FONT}`, align: 'right' });
    }
    y += bandHeight;
  });
  ops.push({ kind: 'text', x: width / 2, y: height - 28, text: 'Trendloom 潮织', fill: MUTED, font: `400 13px ${FONT}`, align: 'center' });
  return { width, height, ops };
}
