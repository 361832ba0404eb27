import type { CardColour } from '../shared/colour/card';
import type { PaletteEntry } from '../shared/colour/palette';
import { lazyWorker } from './lazy-worker';
import type { ColourCardApi } from './colour-card-api';

const worker = lazyWorker<ColourCardApi>(
  'colour-card',
  () => new Worker(new URL('./colour-card.worker.ts', import.meta.url), { type: 'module', name: 'colour-card' }),
  20_000, // idle: a designer often analyses several pictures in a row
);

/** A colour card JPEG (300×380, or 400 high with a Chinese name), drawn in the card worker. */
export function drawColourCard(colour: CardColour): Promise<Blob> {
  return worker.run((api) => api.card(colour));
}

/** A palette image JPEG (600×1000, quality 1; ratios rebalanced to 100 first), drawn in the card worker. */
export function drawPaletteImage(title: string, colours: PaletteEntry[]): Promise<Blob> {
  return worker.run((api) => api.palette(title, colours));
}
