import sharp from 'sharp';
import { hexToRgb } from '../../src/shared/colour';
import type { FittingZone } from '../../src/shared/contract/calls/fitting';
import type { Queryable } from '../db/db';
import type { MediaStore } from '../media/store';
import { garmentSketch, silhouetteBox, type Garment } from './images/garments';
import { MAX_INPUT_PIXELS, seedMediaId } from './images/render';
import { insertRows } from './insert';

/**
 * The fitting room's pre-cut garments (issue #14 item 5): for a handful of garment kinds, the
 * garment of a demo catalogue item showing that kind, drawn alone on a transparent ground in a
 * light undyed cloth (so a recolour or pattern fill starts from neutral shading) and encoded once
 * as a PNG. Cheap on purpose: six small encodes, no display copies.
 */
const CUTS: { garment: Garment; zone: FittingZone }[] = [
  { garment: 'tee', zone: 'top' },
  { garment: 'shirt', zone: 'top' },
  { garment: 'trousers', zone: 'bottom' },
  { garment: 'skirt', zone: 'bottom' },
  { garment: 'dress', zone: 'dress' },
  { garment: 'coat', zone: 'outer' },
];
const INK = { cloth: '#D8D2C8', stroke: hexToRgb('#5A544D'), hardware: hexToRgb('#9A938A'), inner: hexToRgb('#EFEBE5') };
/** Longest side of a cut-out, in pixels. */
const SIDE = 560;
const PAD = 8;

/** Pictures of the demo pool: media id and the garments drawn on it. */
export interface GarmentPicture {
  id: string;
  garments: readonly Garment[];
}

export async function seedFittingGarments(db: Queryable, media: MediaStore, pictures: readonly GarmentPicture[]): Promise<number> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fitting_garments');
  if ((present?.n ?? 0) > 0) return 0;
  const rows: unknown[][] = [];
  const mediaRows: unknown[][] = [];
  for (const [index, cut] of CUTS.entries()) {
    const showing = pictures.filter((picture) => picture.garments.includes(cut.garment)).map((picture) => picture.id);
    const [item] = showing.length
      ? await db.query<{ id: number }>('SELECT id FROM items WHERE cover = ANY($1::text[]) OR pictures && $1::text[] ORDER BY cover = ANY($1::text[]) DESC, id LIMIT 1', [showing])
      : [];
    if (!item) continue;
    const sketch = garmentSketch(cut.garment, INK, index);
    const box = silhouetteBox(sketch.silhouette);
    const scale = (SIDE - PAD * 2) / Math.max(box.width, box.height);
    const width = Math.round(box.width * scale + PAD * 2);
    const height = Math.round(box.height * scale + PAD * 2);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g transform="translate(${(PAD - box.x * scale).toFixed(2)} ${(PAD - box.y * scale).toFixed(2)}) scale(${scale.toFixed(4)})">${sketch.body}</g></svg>`;
    const png = await sharp(Buffer.from(svg), { limitInputPixels: MAX_INPUT_PIXELS }).png({ compressionLevel: 6 }).toBuffer();
    const id = seedMediaId(`fitting-${cut.garment}`);
    const key = `seed/${id.slice(2, 4)}/${id}.png`;
    await media.put(key, png);
    // /media/:id serves the PNG itself (a display copy would be re-encoded and could lose the alpha).
    const display = { key, mime: 'image/png', width, height, bytes: png.length };
    mediaRows.push([id, 'image', 'image/png', width, height, png.length, key, JSON.stringify({ display })]);
    rows.push([index + 1, item.id, id, cut.garment, cut.zone, index]);
  }
  // The media rows may outlive a cleared catalogue (same ids on a reseed).
  for (const row of mediaRows)
    await db.query(
      `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key, variants) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT (id) DO NOTHING`,
      row,
    );
  await insertRows(db, 'fitting_garments', [['id', 'int'], ['item_id', 'int'], ['media_id', 'text'], ['garment', 'text'], ['zone', 'text'], ['sort', 'int']], rows);
  return rows.length;
}
