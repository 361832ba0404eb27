import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaDay } from '../../src/shared/download/limits';
import { newUploadId, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../src/shared/uploads';
import { callAs, createUser, login } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** The member's own pictures: PUT /api/uploads/:id, served to the owner at /media/:id (checklist E1–E7). */
let t: TestApp;
const cookie = { alice: '', bob: '' };
const ids = { alice: 0, bob: 0 };

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['alice', 'bob'] as const) {
    ids[name] = await createUser(t.db, `up-${name}`);
    cookie[name] = (await login(t.app, `up-${name}`)).cookie;
  }
});
afterAll(() => t.dispose());

function put(id: string, body: Buffer, who: string, type = 'image/png', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/uploads/${id}`,
    headers: { 'content-type': type, 'sec-fetch-site': 'same-origin', ...(who ? { cookie: who } : {}), ...headers },
    payload: body,
  });
}
const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who } : {} });

const transparentPng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } }).png().toBuffer();
const photoJpeg = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } })
    .toBuffer();

/** A real 1×1 PNG whose header is made to claim width × height (CRC fixed, so only the size lies). */
async function forgedPng(width: number, height: number) {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

async function storedFiles() {
  const dir = join(t.config.dataDir, 'media', 'uploads');
  return (await readdir(dir).catch(() => [])).length;
}

async function quotaOf(userId: number) {
  const [row] = await t.db.query<{ files: number; bytes: number }>('SELECT files, bytes FROM upload_quota WHERE user_id = $1 AND day = $2', [userId, quotaDay()]);
  return row ?? { files: 0, bytes: 0 };
}

describe('uploads', () => {
  it('stores a transparent PNG once per id, serves it to its owner only, with its thumbnail', async () => {
    const id = newUploadId();
    const before = await quotaOf(ids.alice);
    const first = await put(id, await transparentPng(), cookie.alice);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 200, data: { id, width: 64, height: 48, mime: 'image/png' } });
    // The answer was lost and the device sends it again: same answer, counted once, stored once.
    const again = await put(id, await transparentPng(), cookie.alice);
    expect(again.json().data).toEqual(first.json().data);
    expect(await quotaOf(ids.alice)).toEqual({ files: before.files + 1, bytes: before.bytes + first.json().data.bytes });
    expect(await t.db.query('SELECT 1 FROM user_uploads WHERE id = $1', [id])).toHaveLength(1);

    const own = await get(`/media/${id}`, cookie.alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-security-policy']).toBe('sandbox');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['cache-control'])).toMatch(/^private/);
    const decoded = await sharp(own.rawPayload).metadata();
    expect([decoded.width, decoded.height, decoded.hasAlpha]).toEqual([64, 48, true]);
    const thumb = await get(`/media/${id}/thumb`, cookie.alice);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);

    expect((await get(`/media/${id}`, cookie.bob)).statusCode).toBe(404);
    expect((await get(`/media/${id}`, '')).statusCode).toBe(404);
    expect((await get(`/media/${id}/avif-480`, cookie.alice)).statusCode).toBe(404);
    // Another member cannot take the id (nor learn more than that it is taken).
    const taken = await put(id, await transparentPng(), cookie.bob);
    expect([taken.statusCode, taken.json().msg]).toEqual([409, UPLOAD_MESSAGES.taken]);
  });

  it('stores a JPEG again without its EXIF', async () => {
    const sent = await photoJpeg();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const id = newUploadId();
    expect((await put(id, sent, cookie.alice, 'image/jpeg')).statusCode).toBe(200);
    const stored = await get(`/media/${id}`, cookie.alice);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not a picture, pixel floods and oversized bodies, leaving nothing stored', async () => {
    const files = await storedFiles();
    const quota = await quotaOf(ids.alice);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    for (const [body, type] of [[svg, 'image/png'], [html, 'image/png'], [pdf, 'application/octet-stream']] as const) {
      const refused = await put(newUploadId(), body, cookie.alice, type);
      expect([refused.statusCode, refused.json().msg]).toEqual([415, UPLOAD_MESSAGES.notImage]);
    }
    const forged = await put(newUploadId(), await forgedPng(30_000, 30_000), cookie.alice);
    const flat = await put(newUploadId(), await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#fff' } }).png().toBuffer(), cookie.alice);
    expect([forged.statusCode, forged.json().msg]).toEqual([413, UPLOAD_MESSAGES.tooLarge]);
    expect([flat.statusCode, flat.json().msg]).toEqual([413, UPLOAD_MESSAGES.tooLarge]);
    const huge = await put(newUploadId(), Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1), cookie.alice, 'application/octet-stream');
    expect([huge.statusCode, huge.json().msg]).toEqual([413, UPLOAD_MESSAGES.tooLarge]);
    const badId = await put('u-not-a-uuid', await transparentPng(), cookie.alice);
    expect(badId.statusCode).toBe(400);
    expect(await storedFiles()).toBe(files);
    expect(await quotaOf(ids.alice)).toEqual(quota);
  });

  it('is for signed-in members on this site only', async () => {
    const guest = await put(newUploadId(), await transparentPng(), '');
    expect([guest.statusCode, guest.json().status]).toEqual([401, 401]);
    const crossSite = await put(newUploadId(), await transparentPng(), cookie.alice, 'image/png', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('lists each member’s own pictures, newest first', async () => {
    const id = newUploadId();
    await put(id, await transparentPng(20, 10), cookie.alice);
    const mine = await callAs(t.app, cookie.alice, 'index/Uploads/listMine');
    expect(mine.body.status).toBe(200);
    const data = mine.body.data as { list: { id: string; url: string; width: number; height: number }[]; count: number };
    expect(data.list[0]).toMatchObject({ id, url: `/media/${id}`, width: 20, height: 10 });
    expect(data.count).toBe(data.list.length);
    const theirs = (await callAs(t.app, cookie.bob, 'index/Uploads/listMine')).body.data as { list: { id: string }[] };
    expect(theirs.list.map((upload) => upload.id)).not.toContain(id);
  });

  it('never lets concurrent uploads overshoot the day’s budget; the refused leave no file', async () => {
    await t.db.query(
      `INSERT INTO upload_quota (user_id, day, files, bytes) VALUES ($1, $2, $3, 0)
       ON CONFLICT (user_id, day) DO UPDATE SET files = EXCLUDED.files`,
      [ids.bob, quotaDay(), UPLOAD_LIMITS.dailyFiles - 2],
    );
    const files = await storedFiles();
    const png = await transparentPng(32, 32);
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(newUploadId(), png, cookie.bob)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 429, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().msg).toBe(UPLOAD_MESSAGES.quota);
    expect((await quotaOf(ids.bob)).files).toBe(UPLOAD_LIMITS.dailyFiles);
    expect(await t.db.query('SELECT 1 FROM user_uploads WHERE owner_id = $1', [ids.bob])).toHaveLength(2);
    // Two pictures, each with its thumbnail.
    expect(await storedFiles()).toBe(files + 4);
  });
});
