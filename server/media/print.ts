import sharp from 'sharp';
import { PRINT_WIDTHS, printVariant, type PrintWidth } from '../../src/shared/media/print';
import type { Db } from '../db/db';
import type { MediaStore } from './store';
import { imageRenders } from './image-renders';

/** Pixel-flood guard (reliability checklist E1) for every decode. */
const SHARP_INPUT = { limitInputPixels: 40_000_000 } as const;

export interface PrintCopy {
  key: string;
  mime: 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
}

const stemOf = (storageKey: string) => storageKey.replace(/\.[a-z0-9]+$/, '');

/**
 * Print copies of a picture (/media/:id/print-<width>, src/shared/media/print.ts) for the layout
 * export: the original scaled down to the width asked (never up), white behind transparency, as
 * a JPEG (the PDF embeds it as it is), stored in the media store next to the original on first
 * request and recorded in media.variants, so later exports stream a finished file. A picture
 * narrower than the width asked has one copy at its own width for every such width. Concurrent
 * first requests of one copy render it once; renders share the process's bound (image-renders.ts).
 */
export class PrintCopies {
  private readonly inflight = new Map<string, Promise<PrintCopy>>();

  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
  ) {}

  ensure(id: string, storageKey: string, width: PrintWidth): Promise<PrintCopy> {
    const flightKey = `${id}/${width}`;
    let flight = this.inflight.get(flightKey);
    if (!flight) {
      flight = imageRenders.run(() => this.render(id, storageKey, width)).finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, flight);
    }
    return flight;
  }

  private async render(id: string, storageKey: string, width: PrintWidth): Promise<PrintCopy> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.media.read(storageKey)) chunks.push(chunk as Buffer);
    const original = Buffer.concat(chunks);
    const { data, info } = await sharp(original, SHARP_INPUT)
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true });
    const key = `${stemOf(storageKey)}.print-${info.width}.jpg`;
    await this.media.put(key, data);
    const copy: PrintCopy = { key, mime: 'image/jpeg', width: info.width, height: info.height, bytes: data.length };
    // Capped at the original: every width of the ladder from the one asked up gets this same file.
    const names = info.width < width ? PRINT_WIDTHS.filter((step) => step >= width) : [width];
    const variants = Object.fromEntries(names.map((step) => [printVariant(step), copy]));
    await this.db.query(`UPDATE media SET variants = variants || $2::jsonb WHERE id = $1`, [id, JSON.stringify(variants)]);
    return copy;
  }
}
