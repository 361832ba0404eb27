import sharp from 'sharp';
import type { Db } from '../../server/db/db';
import type { MediaStore } from '../../server/media/store';
import { saveVectorSources } from '../../server/downloads/seed-assets';

/**
 * A small catalogue with real files for the download tests: distinct JPEG covers (so a zip entry
 * can be matched to its source), a PNG cover, attached pictures with their vector drawings, a
 * video, and items on two main channels and one side channel.
 */
export const DL = {
  women: 20850,
  men: 20840,
  patterns: 159151,
  /** Items 1..40: women's channel, JPEG covers. */
  womenItems: Array.from({ length: 40 }, (_, i) => i + 1),
  menItem: 41,
  sideItem: 42,
  /** Cover and 3 attached pictures with vector drawings, and a video in its body. */
  richItem: 43,
  pngItem: 44,
} as const;

export interface DownloadFixture {
  /** The stored bytes of each item's cover, by item id. */
  covers: Map<number, Buffer>;
  /** Attached pictures of the rich item, in order. */
  pictures: Buffer[];
  svgs: Map<string, string>;
  video: Buffer;
}

const svgOf = (hue: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160" viewBox="0 0 120 160"><rect width="120" height="160" fill="hsl(${hue},60%,80%)"/><circle cx="60" cy="70" r="${20 + (hue % 30)}" fill="hsl(${(hue + 180) % 360},60%,40%)"/><title>${label}</title></svg>`;

async function jpegOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function loadDownloadFixture(db: Db, media: MediaStore): Promise<DownloadFixture> {
  await db.query(
    `INSERT INTO channels (id, name_zh, name_en, url_str, is_main, sort) VALUES
      (20850, '女装', 'Womenswear', 'women', true, 1), (20840, '男装', 'Menswear', 'men', true, 2),
      (159151, '图案', 'Patterns', 'patterns', false, 3)`,
  );
  await db.query(
    `INSERT INTO columns (id, channel_id, name_zh, name_en, url_str) VALUES
      (1, 20850, '趋势', 'Trends', 'trend'), (2, 20840, '男装趋势', 'Men''s trends', 'trend'), (3, 159151, '图案', 'Patterns', 'pattern')`,
  );
  const fixture: DownloadFixture = { covers: new Map(), pictures: [], svgs: new Map(), video: Buffer.alloc(0) };

  const addMedia = async (id: string, kind: 'image' | 'video', mime: string, data: Buffer) => {
    const key = `fx/${id}`;
    await media.put(key, data);
    await db.query('INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ($1, $2, $3, 120, 160, $4, $5)', [id, kind, mime, data.length, key]);
  };
  const addVector = async (mediaId: string, svg: string) => {
    await saveVectorSources(db, media, [{ mediaId, svg }]);
    fixture.svgs.set(mediaId, svg);
  };
  const addItem = async (id: number, channel: number, column: number, cover: string, extra: { pictures?: string[]; body?: unknown[] } = {}) => {
    await db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, pictures, body)
       VALUES ($1, $2, $3, 3, $4, $5, $6, $7, $8, $9)`,
      [id, channel, column, `春夏印花 ${id}`, `SS print ${id}`, 1_768_000_000 + id, cover, extra.pictures ?? [], JSON.stringify(extra.body ?? [])],
    );
  };

  for (const id of [...DL.womenItems, DL.menItem, DL.sideItem, DL.richItem]) {
    const svg = svgOf(id * 37, `item ${id}`);
    const jpeg = await jpegOf(svg);
    await addMedia(`cover${id}`, 'image', 'image/jpeg', jpeg);
    fixture.covers.set(id, jpeg);
    if (id === DL.richItem) await addVector(`cover${id}`, svg);
  }
  for (let n = 1; n <= 3; n++) {
    const svg = svgOf(n * 90 + 5, `picture ${n}`);
    const jpeg = await jpegOf(svg);
    await addMedia(`pic${n}`, 'image', 'image/jpeg', jpeg);
    await addVector(`pic${n}`, svg);
    fixture.pictures.push(jpeg);
  }
  // Not a playable film, but real bytes behind a real video media row: what matters is how it is served.
  fixture.video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(2048, 7)]);
  await addMedia('video1', 'video', 'video/mp4', fixture.video);
  const png = await sharp(Buffer.from(svgOf(200, 'png'))).png().toBuffer();
  await addMedia('cover44', 'image', 'image/png', png);
  fixture.covers.set(DL.pngItem, png);

  for (const id of DL.womenItems) await addItem(id, DL.women, 1, `cover${id}`);
  await addItem(DL.menItem, DL.men, 2, `cover${DL.menItem}`);
  await addItem(DL.sideItem, DL.patterns, 3, `cover${DL.sideItem}`);
  await addItem(DL.richItem, DL.women, 1, `cover${DL.richItem}`, {
    pictures: ['pic1', 'pic2', 'pic3'],
    body: [{ kind: 'p', text: '正文' }, { kind: 'video', media: 'video1' }],
  });
  await addItem(DL.pngItem, DL.women, 1, 'cover44');
  return fixture;
}
