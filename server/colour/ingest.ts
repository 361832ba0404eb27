import sharp from 'sharp';
import { extractPalette, ANALYSIS_MAX_SIDE, type PaletteColour } from '../../src/shared/colour/extract';
import { hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab, type Lab } from '../../src/shared/colour/lab';
import type { ItemColour } from '../../src/shared/colour/model';
import type { ColourRatio } from '../../src/shared/catalogue/types';
import type { Queryable } from '../db/db';
import type { MediaStore } from '../media/store';
import type { ColourLibrary } from './library';

/** Palette size stored for every picture at ingest. */
export const INGEST_COLOURS = 6;
/** Refuse to decode pictures above 40 megapixels (pixel floods). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The palette of an encoded picture, computed exactly as the colour worker does in the browser:
 * a copy at most ANALYSIS_MAX_SIDE on its longest side, then extractPalette.
 */
export async function analyseImage(bytes: Buffer, colours = INGEST_COLOURS): Promise<PaletteColour[]> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(ANALYSIS_MAX_SIDE, ANALYSIS_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return extractPalette({ data, width: info.width, height: info.height, channels: 4 }, { colours });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Stored colours with the code and names of their nearest library colour (spec §3 colour item). */
export function describeColours(
  colours: readonly (ColourRatio & { lab?: Lab })[],
  library: ColourLibrary,
  locale: 'zh' | 'en',
  system?: string,
): ItemColour[] {
  return colours.flatMap((colour) => {
    const lab = colour.lab ?? rgbToLab(hexToRgb(colour.color_rgbhex));
    const [match] = library.nearest(lab, 1, library.hasSystem(system) ? system : undefined);
    if (!match) return [];
    return [
      {
        color_rgbhex: colour.color_rgbhex,
        ratio: colour.ratio,
        code: match.entry.code,
        name: locale === 'en' ? match.entry.name_en : match.entry.name_zh,
        name_zh: match.entry.name_zh,
        name_en: match.entry.name_en,
        delta_e: round1(match.deltaE),
      },
    ];
  });
}

async function readAll(media: MediaStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await media.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Colours of a stored picture: kept in media.colours once computed, so each picture is decoded once. */
export async function pictureColours(db: Queryable, media: MediaStore, mediaId: string): Promise<ColourRatio[] | null> {
  const [row] = await db.query<{ storage_key: string; colours: ColourRatio[] }>(
    "SELECT storage_key, colours FROM media WHERE id = $1 AND kind = 'image'",
    [mediaId],
  );
  if (!row) return null;
  if (row.colours.length > 0) return row.colours;
  const palette = await analyseImage(await readAll(media, row.storage_key));
  const colours = palette.map(({ color_rgbhex, ratio }) => ({ color_rgbhex, ratio }));
  await db.query('UPDATE media SET colours = $2 WHERE id = $1', [mediaId, JSON.stringify(colours)]);
  return colours;
}

/**
 * Ingest step for a catalogue item: analyses its cover and stores the palette in items.colours,
 * which the item_colours trigger indexes for search by colour. Returns the stored colours.
 */
export async function ingestItemColours(db: Queryable, media: MediaStore, itemId: number): Promise<ColourRatio[]> {
  const [item] = await db.query<{ cover: string }>('SELECT cover FROM items WHERE id = $1', [itemId]);
  if (!item) throw new Error(`No item ${itemId}`);
  const colours = (await pictureColours(db, media, item.cover)) ?? [];
  await db.query('UPDATE items SET colours = $2 WHERE id = $1', [itemId, JSON.stringify(colours)]);
  return colours;
}
