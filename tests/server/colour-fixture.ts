import sharp from 'sharp';
import type { Db } from '../../server/db/db';
import type { MediaStore } from '../../server/media/store';

/** A small catalogue for colour tests: every item's colours are chosen so rankings are known. */
export const CF = {
  women: 20850,
  men: 20840,
  kids: 20860,
  column: 9001,
  menColumn: 9002,
  kidsColumn: 9003,
} as const;

export interface ColourItem {
  id: number;
  channel?: number;
  colours: { color_rgbhex: string; ratio: number }[];
  /** Days before today (China time). */
  daysAgo?: number;
  season?: string;
  vip?: boolean;
  pv?: number;
}

const DAY = 86_400;

/** Noon China time `daysAgo` days before today. */
export function daysAgo(days: number, now = Date.now() / 1000): number {
  const today = Math.floor((now + 8 * 3600) / DAY) * DAY - 8 * 3600;
  return today - days * DAY + 12 * 3600;
}

export async function insertColourCatalogue(db: Db, items: ColourItem[]): Promise<void> {
  await db.query(
    `INSERT INTO channels (id, name_zh, name_en, url_str, is_main) VALUES
       (${CF.women}, '女装', 'Women', 'women', true), (${CF.men}, '男装', 'Men', 'men', true), (${CF.kids}, '童装', 'Kids', 'kids', true)`,
  );
  await db.query(
    `INSERT INTO columns (id, channel_id, name_zh, name_en, url_str) VALUES
       (${CF.column}, ${CF.women}, '色彩分析', 'Colour analysis', 'color_real'),
       (${CF.menColumn}, ${CF.men}, '趋势', 'Trends', 'trend'),
       (${CF.kidsColumn}, ${CF.kids}, '趋势', 'Trends', 'trend')`,
  );
  for (const item of items) {
    const channel = item.channel ?? CF.women;
    const column = channel === CF.women ? CF.column : channel === CF.men ? CF.menColumn : CF.kidsColumn;
    const media = `m${item.id}`;
    await db.query(
      `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ($1, 'image', 'image/png', 100, 100, 1, $2)`,
      [media, `fx/${media}.png`],
    );
    await db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, pv, cover, colours, vip_only, tag_base)
       VALUES ($1, $2, $3, 401, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        item.id,
        channel,
        column,
        `色彩 ${item.id}`,
        `Colour ${item.id}`,
        daysAgo(item.daysAgo ?? 3),
        item.pv ?? item.id,
        media,
        JSON.stringify(item.colours),
        item.vip ?? false,
        JSON.stringify(item.season ? { season: [item.season] } : {}),
      ],
    );
  }
}

/** A PNG of vertical colour bands ([hex, width in px]), stored as media `id`. */
export async function storeBandImage(db: Db, media: MediaStore, id: string, bands: [string, number][]): Promise<void> {
  const width = bands.reduce((sum, [, w]) => sum + w, 0);
  const height = 60;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    let x = 0;
    for (const [hex, w] of bands) {
      const value = Number.parseInt(hex.slice(1), 16);
      for (let i = 0; i < w; i++, x++) raw.set([(value >> 16) & 255, (value >> 8) & 255, value & 255], (y * width + x) * 3);
    }
  }
  const png = await sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
  const key = `fx/${id}.png`;
  await media.put(key, png);
  await db.query(
    `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ($1, 'image', 'image/png', $2, $3, $4, $5)`,
    [id, width, height, png.length, key],
  );
}
