import { unzipSync } from 'fflate';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_WIDTH } from '../../server/media/display';
import { clearDemoCatalogue, seedDemo } from '../../server/seed';
import { CONTENT_TYPES } from '../../src/shared/catalogue/list-rules';
import type { ListResult } from '../../src/shared/catalogue/types';
import type { DownloadList } from '../../src/shared/download/types';
import { describePicture, descriptorFromBase64, DESCRIPTOR_LENGTH, similarity } from '../../src/shared/image-search/descriptor';
import { callAs, createUser, login } from '../support/accounts';
import { SEED_PICTURE_CACHE } from '../support/picture-cache';
import { createTestApp, type TestApp } from '../support/test-app';

/** The demo seed's pictures come with the drawings they were rendered from, so items offer svg. */
let t: TestApp;
let vip: string;
let member: string;
const SEED = { scale: 20, imagePool: 10, anchor: Date.UTC(2026, 10, 1) / 1000, pictureCache: SEED_PICTURE_CACHE };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({ db: t.db, media: t.media, ...SEED });
  await createUser(t.db, 'seed-vip', { vipDays: 30, channels: [20850, 20840, 20860] });
  await createUser(t.db, 'seed-member');
  vip = (await login(t.app, 'seed-vip')).cookie;
  member = (await login(t.app, 'seed-member')).cookie;
}, 600_000); // a ceiling: seeding encodes AVIF/WebP copies, niced beside the build and the browsers
afterAll(() => t.dispose());

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) } });

async function downloadUrls(id: number) {
  return ((await callAs(t.app, vip, 'oct/DetailData/getDownloadList', { ids: String(id), detail: 1 })).body.data as DownloadList).list[0]!.download_url;
}

describe('downloads of the demo catalogue', () => {
  it('keeps a vector drawing for every shared picture an item uses', async () => {
    const [row] = await t.db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM items i WHERE NOT EXISTS (SELECT 1 FROM download_sources s WHERE s.media_id = i.cover)`,
    );
    expect(row!.missing).toBe(0);
  });

  it('offers and serves the svg an item was drawn from, and renders png from it at the original size', async () => {
    const [item] = await t.db.query<{ id: number; width: number; height: number }>(
      'SELECT i.id, m.width, m.height FROM items i JOIN media m ON m.id = i.cover ORDER BY i.id LIMIT 1',
    );
    const urls = await downloadUrls(item!.id);
    expect(Object.keys(urls)).toEqual(expect.arrayContaining(['jpg', 'png', 'svg', 'sub', 'subZip', 'zip']));

    const svg = await get(urls.svg!, vip);
    expect(svg.statusCode).toBe(200);
    expect(svg.payload).toMatch(new RegExp(`^<svg [^>]*width="${item!.width}" height="${item!.height}"`));
    const png = await get(urls.png!, vip);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: item!.width, height: item!.height });
  });
});

describe('display images are not the downloads', () => {
  it('shows a reduced copy at /media/:id; the original is only a download, which needs the right', async () => {
    const [item] = await t.db.query<{ id: number; cover: string; width: number; bytes: number }>(
      'SELECT i.id, i.cover, m.width, m.bytes FROM items i JOIN media m ON m.id = i.cover ORDER BY i.id LIMIT 1 OFFSET 1',
    );
    const display = await get(`/media/${item!.cover}`);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect((await sharp(display.rawPayload).metadata()).width).toBe(Math.min(DISPLAY_WIDTH, item!.width));
    // An offline pack counts what /media/:id really sends.
    const sized = await t.app.inject({ method: 'POST', url: '/api/offline/sizes', payload: { urls: [`/media/${item!.cover}`] } });
    expect(sized.json().data).toEqual({ bytes: display.rawPayload.length });

    const url = (await downloadUrls(item!.id)).jpg!;
    const original = await get(url, vip);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.length).toBe(item!.bytes);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(item!.width);
    expect(display.rawPayload.equals(original.rawPayload)).toBe(false);
    expect(display.rawPayload.length).toBeLessThan(original.rawPayload.length);
    // The server bulk zip packs the original too.
    const bulk = await get(`/download/src/mul?ids=${item!.id}`, vip);
    expect(bulk.statusCode).toBe(200);
    expect(Object.values(unzipSync(new Uint8Array(bulk.rawPayload))).map((entry) => Buffer.from(entry).equals(original.rawPayload))).toEqual([true]);

    // The download still needs the right; no public URL hands out the original or a full-size copy.
    const guest = await get(url);
    expect([guest.statusCode, guest.json().msg]).toEqual([401, '请先登录']);
    const refused = await get(url, member);
    expect([refused.statusCode, refused.json().msg]).toEqual([403, 'VIP会员可用!']);
    for (const variant of ['webp', 'original', 'display', 'jpg', 'avif-1280', 'webp-800', 'avif-321', 'jpeg-320', 'avif-', 'avif-320x']) {
      expect((await get(`/media/${item!.cover}/${variant}`)).statusCode, variant).toBe(404);
    }
    expect((await get(`/media/${item!.cover}/thumb`)).statusCode).toBe(200);
  });

  it('makes the display copy of a picture stored without one on its first view, once', async () => {
    const original = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c04a6b' } })
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      .toBuffer();
    await t.media.put('legacy/l1.jpg', original);
    await t.db.query(`INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ('legacy1', 'image', 'image/jpeg', 900, 1200, $1, 'legacy/l1.jpg')`, [
      original.length,
    ]);
    const [first, again] = await Promise.all([get('/media/legacy1'), get('/media/legacy1')]);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: DISPLAY_WIDTH, height: 853 });
    expect(first.rawPayload.length).toBeLessThan(original.length);
    const [row] = await t.db.query<{ variants: Record<string, { key: string; bytes: number }> }>(`SELECT variants FROM media WHERE id = 'legacy1'`);
    expect(row!.variants.display).toMatchObject({ key: 'legacy/l1.display.webp', bytes: first.rawPayload.length });
  });

  it('makes the responsive copies of such a picture on the first view of any of them', async () => {
    const original = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2f6b5a' } }).jpeg().toBuffer();
    await t.media.put('legacy/l2.jpg', original);
    await t.db.query(`INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ('legacy2', 'image', 'image/jpeg', 1000, 500, $1, 'legacy/l2.jpg')`, [
      original.length,
    ]);
    const avif = await get('/media/legacy2/avif-320');
    expect([avif.statusCode, avif.headers['content-type'], avif.headers['cache-control']]).toEqual([200, 'image/avif', 'public, max-age=31536000, immutable']);
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 320, height: 160 });
    const webp = await get('/media/legacy2/webp-480');
    expect([webp.headers['content-type'], (await sharp(webp.rawPayload).metadata()).width]).toEqual(['image/webp', 480]);
    const [row] = await t.db.query<{ variants: Record<string, { key: string }> }>(`SELECT variants FROM media WHERE id = 'legacy2'`);
    expect(Object.keys(row!.variants).sort()).toEqual(['avif-320', 'avif-480', 'avif-640', 'display', 'webp-320', 'webp-480', 'webp-640']);
    expect((await get('/media/legacy2')).rawPayload.equals((await get('/media/legacy2/webp-640')).rawPayload)).toBe(true);
  });
});

describe('seed --reset (clearDemoCatalogue)', () => {
  it('deletes the catalogue files with its rows: pictures, variants, rendered downloads and vector drawings', async () => {
    const [item] = await t.db.query<{ id: number }>('SELECT id FROM items ORDER BY id LIMIT 1');
    expect((await get((await downloadUrls(item!.id)).pdf!, vip)).statusCode).toBe(200);
    const pictures = await t.db.query<{ storage_key: string; variants: Record<string, { key: string }> }>(`SELECT storage_key, variants FROM media WHERE storage_key LIKE 'seed/%'`);
    const rendered = await t.db.query<{ storage_key: string }>(`SELECT storage_key FROM media WHERE storage_key LIKE 'dl/%'`);
    const vectors = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM download_sources');
    const keys = [...pictures.flatMap((row) => [row.storage_key, ...Object.values(row.variants).map((v) => v.key)]), ...rendered.map((r) => r.storage_key), ...vectors.map((r) => r.storage_key)];
    expect(rendered.length).toBeGreaterThanOrEqual(2); // png (earlier test) and pdf
    expect(vectors.length).toBeGreaterThan(0);
    for (const key of keys) expect(await t.media.size(key), key).not.toBeNull();

    await clearDemoCatalogue(t.db, t.media);
    for (const key of keys) expect(await t.media.size(key), key).toBeNull();
    const [left] = await t.db.query<{ media: number; sources: number; files: number }>(
      `SELECT (SELECT count(*)::int FROM media WHERE storage_key LIKE 'seed/%' OR storage_key LIKE 'dl/%') AS media,
              (SELECT count(*)::int FROM download_sources) AS sources, (SELECT count(*)::int FROM download_files) AS files`,
    );
    expect(left).toEqual({ media: 0, sources: 0, files: 0 });
    // Pictures that are not the catalogue's stay.
    expect((await get('/media/legacy1')).statusCode).toBe(200);
    expect(await t.media.size('legacy/l1.jpg')).not.toBeNull();

    // And the catalogue can be seeded again.
    expect(await seedDemo({ db: t.db, media: t.media, ...SEED })).not.toBeNull();
    expect((await get(`/media/${(await t.db.query<{ cover: string }>('SELECT cover FROM items LIMIT 1'))[0]!.cover}`)).statusCode).toBe(200);
  }, 600_000); // a ceiling: seeding encodes AVIF/WebP copies, niced beside the build and the browsers
});

/** Search by picture (issue #13 item 5) over the same seeded catalogue: its pictures carry descriptors. */
describe('search by picture', () => {
  const describeJpeg = async (picture: Sharp) => {
    const { data, info } = await picture.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return Array.from(describePicture({ data, width: info.width, height: info.height }));
  };
  const search = async (descriptor: number[], cookie = vip) =>
    (await callAs(t.app, cookie, 'oct/ListDataKw/searchByPicture', { channel: 20850, descriptor })).body;
  const firstPicture = async () => {
    const [item] = await t.db.query<{ id: number; cover: string }>('SELECT id, cover FROM items WHERE channel_id = 20850 ORDER BY id LIMIT 1');
    const original = (await get(`/media/${item!.cover}`, vip)).rawPayload;
    return { ...item!, original, size: await sharp(original).metadata() };
  };

  it('finds the picture a member cropped, shrank or recoloured, its items first', async () => {
    const { cover, original, size } = await firstPicture();
    const width = size.width!;
    const height = size.height!;
    const edits = {
      crop: sharp(original).extract({ left: Math.round(width * 0.15), top: Math.round(height * 0.15), width: Math.round(width * 0.7), height: Math.round(height * 0.7) }),
      shrink: sharp(original).resize({ width: Math.round(width * 0.4) }),
      recolour: sharp(original).modulate({ hue: 30 }),
    };
    for (const [edit, picture] of Object.entries(edits)) {
      const body = await search(await describeJpeg(picture));
      expect(body.status, edit).toBe(200);
      const covers = (body.data as ListResult).list.map((item) => item.cover);
      // Items sharing the best picture come first; then the next pictures, most alike first.
      const distinct = [...new Set(covers)];
      if (edit === 'recolour') expect(distinct.slice(0, 3), edit).toContain(`/media/${cover}`);
      else expect(distinct[0], edit).toBe(`/media/${cover}`);
    }
  });

  it('lists for guests what /list/searchPic lists them (the preview type), and refuses a malformed descriptor', async () => {
    const { original } = await firstPicture();
    const descriptor = await describeJpeg(sharp(original));
    const guest = await search(descriptor, '');
    const asMember = await search(descriptor, member);
    expect(asMember.status).toBe(200);
    expect((asMember.data as ListResult).list.length).toBeGreaterThan(0);
    // Guests search the search type (spec §6), as the search list shows them.
    const [guestItems] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM items WHERE channel_id = 20850 AND type = $1', [CONTENT_TYPES.guestSearch]);
    if (guestItems!.count > 0) {
      expect(guest.status).toBe(200);
      expect(new Set((guest.data as ListResult).list.map((item) => item.type))).toEqual(new Set([CONTENT_TYPES.guestSearch]));
    } else expect(guest.status).toBe(4000);

    const short = await search(descriptor.slice(1));
    expect(short.status).toBe(400);
    expect(short.msg).toMatch(/^请求参数错误/);
    const outOfRange = await search(descriptor.map((value, i) => (i === 0 ? 7 : value)));
    expect(outOfRange.status).toBe(400);
  });

  it('hands offline packs the descriptors the search compares with, close to what a browser measures', async () => {
    const { cover, original } = await firstPicture();
    const body = (await callAs(t.app, '', 'oct/ListDataKw/pictureDescriptors', { media: [cover, 'nosuchpicture'] })).body;
    expect(body.status).toBe(200);
    const list = (body.data as { list: { media_id: string; descriptor: string }[] }).list;
    expect(list.map((row) => row.media_id)).toEqual([cover]);
    const stored = descriptorFromBase64(list[0]!.descriptor)!;
    expect(stored).toHaveLength(DESCRIPTOR_LENGTH);
    // The browser describes the JPEG it decodes, at whatever size: the same picture scores near 1.
    expect(similarity(stored, await describeJpeg(sharp(original).resize({ width: 300 })))).toBeGreaterThan(0.97);
  });
});
