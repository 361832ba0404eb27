import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { quotaDay } from '../../src/shared/download/limits';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadAnswer } from '../../src/shared/uploads';
import type { Db, Queryable } from '../db/db';
import type { MediaStore } from '../media/store';

/** A refused upload: the HTTP status and the member-facing text. */
export class UploadRefused extends Error {
  constructor(
    readonly http: 413 | 415 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

const SHARP_INPUT = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' } as const;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const THUMB_WIDTH = 480;

/**
 * Decoding and encoding share the cores with every other request (checklist E7): at most one
 * picture per core at a time, the others wait their turn in order.
 */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
const encoding = new Slots(availableParallelism());

interface Encoded {
  data: Buffer;
  thumb: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * What is stored is never the bytes sent: the picture is decoded (PNG, JPEG or WebP only, checked
 * from its content, not a name or header) and encoded again: PNG when it has transparency, else
 * JPEG. That drops EXIF (GPS, camera) and any payload riding along (checklist E2, E6).
 */
async function encode(body: Buffer): Promise<Encoded> {
  let meta: Metadata;
  try {
    // Only the header is read here; the pixel count is checked below with its own message.
    meta = await sharp(body, { ...SHARP_INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(415, UPLOAD_MESSAGES.notImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new UploadRefused(415, UPLOAD_MESSAGES.notImage);
  // Checked from the header before any pixel is decoded (checklist E1: a forged 30000×30000 PNG).
  if (meta.width * meta.height > UPLOAD_LIMITS.maxPixels) throw new UploadRefused(413, UPLOAD_MESSAGES.tooLarge);
  return encoding.run(async () => {
    try {
      const picture = sharp(body, SHARP_INPUT).rotate();
      const alpha = Boolean(meta.hasAlpha);
      const { data, info } = await (alpha ? picture.png({ compressionLevel: 6 }) : picture.jpeg({ quality: 92 })).toBuffer({ resolveWithObject: true });
      const thumb = await sharp(data, SHARP_INPUT).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      return { data, thumb, mime: alpha ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
    } catch {
      throw new UploadRefused(415, UPLOAD_MESSAGES.notImage);
    }
  });
}

interface UploadRow {
  owner_id: number;
  mime: string;
  width: number;
  height: number;
  bytes: number;
}

const answerOf = (id: string, row: Pick<UploadRow, 'mime' | 'width' | 'height' | 'bytes'>): UploadAnswer => ({
  id,
  mime: row.mime,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

async function existing(db: Queryable, id: string, ownerId: number): Promise<UploadAnswer | null> {
  const [row] = await db.query<UploadRow>('SELECT owner_id, mime, width, height, bytes FROM user_uploads WHERE id = $1', [id]);
  if (!row) return null;
  if (row.owner_id !== ownerId) throw new UploadRefused(409, UPLOAD_MESSAGES.taken);
  return answerOf(id, row);
}

/**
 * Stores a member's picture under the id their device made. Exactly once per id: a repeat (an
 * answer lost on the way, two tabs) answers what was stored and counts nothing again. The day's
 * file and byte budget is taken in the same transaction as the row, in one conditional upsert
 * that concurrent uploads cannot overshoot; a refused or failed upload leaves no file behind.
 */
export async function storeUpload(db: Db, media: MediaStore, ownerId: number, id: string, body: Buffer, now = Date.now()): Promise<UploadAnswer> {
  const known = await existing(db, id, ownerId);
  if (known) return known;
  const picture = await encode(body);
  const stem = `uploads/${randomBytes(16).toString('hex')}`;
  const key = `${stem}.${picture.mime === 'image/png' ? 'png' : 'jpg'}`;
  const thumbKey = `${stem}.thumb.webp`;
  await media.put(key, picture.data);
  await media.put(thumbKey, picture.thumb);
  const removeFiles = () => Promise.all([media.remove(key), media.remove(thumbKey)]).catch(() => undefined);
  try {
    const stored = await db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO user_uploads (id, owner_id, storage_key, thumb_key, mime, width, height, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, ownerId, key, thumbKey, picture.mime, picture.width, picture.height, picture.data.length],
      );
      if (!inserted.length) return false;
      const counted = await tx.query(
        `INSERT INTO upload_quota AS q (user_id, day, files, bytes) VALUES ($1, $2, 1, $3)
         ON CONFLICT (user_id, day) DO UPDATE SET files = q.files + 1, bytes = q.bytes + EXCLUDED.bytes
          WHERE q.files + 1 <= $4 AND q.bytes + EXCLUDED.bytes <= $5
         RETURNING files`,
        [ownerId, quotaDay(now), picture.data.length, UPLOAD_LIMITS.dailyFiles, UPLOAD_LIMITS.dailyBytes],
      );
      if (!counted.length) throw new UploadRefused(429, UPLOAD_MESSAGES.quota);
      return true;
    });
    if (stored) return answerOf(id, { ...picture, bytes: picture.data.length });
    // The same id stored meanwhile by another request (a second tab): that one counts.
    await removeFiles();
    const winner = await existing(db, id, ownerId);
    if (!winner) throw new Error(`upload ${id} neither inserted nor found`);
    return winner;
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/** An upload as /media/<id> serves it: only to its owner; `thumb` is the small copy. */
export async function uploadFile(db: Queryable, id: string, ownerId: number | null, variant: 'full' | 'thumb') {
  if (ownerId === null) return null;
  const [row] = await db.query<{ storage_key: string; thumb_key: string; mime: string }>(
    'SELECT storage_key, thumb_key, mime FROM user_uploads WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  if (!row) return null;
  return variant === 'thumb' ? { key: row.thumb_key, mime: 'image/webp' } : { key: row.storage_key, mime: row.mime };
}
