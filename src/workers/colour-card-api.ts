import { CARD_IMAGE_QUALITY, CARD_IMAGE_TYPE, colourCardLayout, paletteImageLayout, PALETTE_IMAGE_QUALITY, type CardColour, type Layout } from '../shared/colour/card';
import type { PaletteEntry } from '../shared/colour/palette';

/** What the colour-card worker offers across Comlink: JPEGs drawn on an OffscreenCanvas (spec §9). */
export interface ColourCardApi {
  /** A single colour card, 300×380 (400 with a Chinese name). */
  card(colour: CardColour): Promise<Blob>;
  /** A palette image, 600×1000, JPEG quality 1. */
  palette(title: string, colours: PaletteEntry[]): Promise<Blob>;
}

async function render({ width, height, ops }: Layout, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('OffscreenCanvas 2D is not available');
  context.textBaseline = 'alphabetic';
  for (const op of ops) {
    context.fillStyle = op.fill;
    if (op.kind === 'rect') context.fillRect(op.x, op.y, op.width, op.height);
    else {
      context.font = op.font;
      context.textAlign = op.align;
      context.fillText(op.text, op.x, op.y);
    }
  }
  return canvas.convertToBlob({ type: CARD_IMAGE_TYPE, quality });
}

export const colourCardApi: ColourCardApi = {
  card: (colour) => render(colourCardLayout(colour), CARD_IMAGE_QUALITY),
  palette: (title, colours) => render(paletteImageLayout(title, colours), PALETTE_IMAGE_QUALITY),
};
