import sharp from 'sharp';
import { hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab } from '../../src/shared/colour/lab';
import { searchTerms } from '../../src/shared/text';
import type { Db } from '../../server/db/db';
import type { MediaStore } from '../../server/media/store';
import { FX } from './catalogue-fixture';

/**
 * One VIP item of the women's channel (20850) whose every piece of paid data is unique in the
 * database, added to the catalogue fixture: pictures, body media and colours nothing else has,
 * so finding one of them in an answer means the answer came from this item.
 */
export const SECRET = {
  id: 99_001,
  channel: FX.women,
  title: '连衣裙 机密VIP款',
  cover: 'secretcover',
  pictures: ['secretpic1', 'secretpic2'],
  bodyMedia: 'secretbody',
  bodyText: 'SECRETBODY 付费正文',
  summary: 'SECRETSUMMARY 付费摘要',
  /** Its colours; searches use a colour next to the first (#13AA35) so no answer echoes these. */
  colours: [
    { color_rgbhex: '#12AB34', ratio: 55 },
    { color_rgbhex: '#7B2FD0', ratio: 45 },
  ],
  nearColour: '#13AA35',
  /** A library colour (Pantone-style code) of nearColour. */
  nearCode: 'TL-13AA35',
} as const;

export const SECRET_MEDIA = [SECRET.cover, ...SECRET.pictures, SECRET.bodyMedia];

/**
 * Anything of the locked item's paid data found in an answer: picture, body and media ids, the
 * cover's display copy (its thumbnail is allowed), colours, body text and summary.
 */
export function secretsIn(text: string): string[] {
  const found: string[] = [];
  for (const id of [...SECRET.pictures, SECRET.bodyMedia]) if (text.includes(id)) found.push(id);
  if (new RegExp(`/media/${SECRET.cover}(?!/thumb)`).test(text)) found.push(`display copy of ${SECRET.cover}`);
  for (const colour of SECRET.colours) if (text.toUpperCase().includes(colour.color_rgbhex.slice(1))) found.push(colour.color_rgbhex);
  for (const marker of ['SECRETBODY', 'SECRETSUMMARY']) if (text.includes(marker)) found.push(marker);
  return found;
}

/** A card or record of the locked item that carries more than a locked card may (spec §6). */
export function unlockedRecords(value: unknown, path = 'data'): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => unlockedRecords(entry, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const here =
    record.id === SECRET.id && (record.locked === false || ['score', 'match', 'body', 'pictures', 'summary'].some((key) => key in record))
      ? [`${path} (${Object.keys(record).join(', ')})`]
      : [];
  return [...here, ...Object.entries(record).flatMap(([key, entry]) => unlockedRecords(entry, `${path}.${key}`))];
}

async function jpeg(hex: string, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: hex } }).jpeg().toBuffer();
}

/** Adds the locked item (newest of its column, most viewed, brand 71) with real picture files. */
export async function addSecretItem(db: Db, media: MediaStore, publishTime: number): Promise<void> {
  for (const id of SECRET_MEDIA) {
    const original = await jpeg(SECRET.colours[0].color_rgbhex, 1200, 1600);
    const thumb = await jpeg(SECRET.colours[0].color_rgbhex, 120, 160);
    await media.put(`secret/${id}`, original);
    await media.put(`secret/${id}-thumb`, thumb);
    await db.query(
      `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key, variants, colours)
       VALUES ($1, 'image', 'image/jpeg', 1200, 1600, $2, $3, $4, $5)`,
      [id, original.length, `secret/${id}`, JSON.stringify({ thumb: { key: `secret/${id}-thumb`, mime: 'image/jpeg' } }), JSON.stringify(SECRET.colours)],
    );
  }
  const lab = rgbToLab(hexToRgb(SECRET.nearColour));
  await db.query(
    `INSERT INTO colour_library (system, code, code_key, name_zh, name_en, hex, lab_l, lab_a, lab_b, sort)
     VALUES ('pantone-tcx', $1, $2, '翠绿', 'Emerald', $3, $4, $5, $6, 1)`,
    [SECRET.nearCode, SECRET.nearCode.replace(/[^A-Za-z0-9]/g, '').toLowerCase(), SECRET.nearColour, lab.L, lab.a, lab.b],
  );
  const body = [
    { kind: 'h', text: '概述' },
    { kind: 'p', text: SECRET.bodyText },
    { kind: 'img', media: SECRET.bodyMedia, caption: '图 1' },
  ];
  await db.query(
    `INSERT INTO items (id, channel_id, column_id, subcolumn_id, type, title_zh, title_en, summary_zh, summary_en, body, publish_time, pv,
                        brand_id, tag_base, attr_ids, cover, pictures, colours, vip_only, search_terms)
     VALUES ($1, $2, $3, $4, 3, $5, $5, $6, $6, $7, $8, 10000, $9, $10, $11, $12, $13, $14, true, $15)`,
    [
      SECRET.id,
      SECRET.channel,
      FX.columns.trend,
      FX.columns.trendReports,
      SECRET.title,
      SECRET.summary,
      JSON.stringify(body),
      publishTime,
      FX.brands.acne,
      JSON.stringify({ season: ['2026春夏'], style: ['街头'], area: ['欧洲'], fashion: ['时装周'] }),
      [FX.values.ss26, FX.values.street, FX.values.red, FX.values.priceLow],
      SECRET.cover,
      SECRET.pictures,
      JSON.stringify(SECRET.colours),
      searchTerms([SECRET.title, '2026春夏', '街头']),
    ],
  );
  // Read as a trend book too (issue #17): its pages are its pictures.
  await db.query('INSERT INTO book_pages (item_id, page_no, media_id) SELECT $1, n::int, p FROM unnest($2::text[]) WITH ORDINALITY AS u(p, n)', [SECRET.id, SECRET.pictures]);
}
