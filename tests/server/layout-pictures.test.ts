import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadedCard } from '../../src/shared/contract/calls/usercenter';
import { PRINT_MESSAGES } from '../../src/shared/media/print';
import { callAs, createUser, login } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Pictures for the layout editor (issue #14): the 下载 panel lists the items the member
 * downloaded (UserCenter/getDownloadHistory), and the PDF export fetches print copies
 * (/media/:id/print-<width>): for signed-in members, only of pictures they may see, on the
 * ladder of widths, never wider than the original, stored once, counted against no download quota
 * but against a daily budget of their own.
 */
let t: TestApp;
/** The daily print-copy budget of this file's app (production: PRINT_COPIES_PER_DAY, 400). */
const PRINT_BUDGET = 30;
const cookie = { member: '', vip: '', other: '' };
const WOMEN = 20850;
/** Item 1: open, cover 3000 × 2000. Item 2: VIP on women's, cover 1500 × 1000. Item 3: open, small cover. */
const OPEN_PICTURE = 'print-open';
const VIP_PICTURE = 'print-vip';

async function addPicture(id: string, width: number, height: number) {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 60 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const key = `fx/${id}.jpg`;
  await t.media.put(key, jpeg);
  await t.db.query('INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ($1, $2, $3, $4, $5, $6, $7)', [id, 'image', 'image/jpeg', width, height, jpeg.length, key]);
}

async function addItem(id: number, cover: string, vipOnly: boolean) {
  await t.db.query(
    `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, pictures, body, vip_only)
     VALUES ($1, $2, 1, 3, $3, $4, $5, $6, '{}', '[]', $7)`,
    [id, WOMEN, `印花 ${id}`, `Print ${id}`, 1_768_000_000 + id, cover, vipOnly],
  );
}

beforeAll(async () => {
  t = await createTestApp({ printCopiesPerDay: PRINT_BUDGET });
  await t.db.query(`INSERT INTO channels (id, name_zh, name_en, url_str, is_main, sort) VALUES (20850, '女装', 'Womenswear', 'women', true, 1)`);
  await t.db.query(`INSERT INTO columns (id, channel_id, name_zh, name_en, url_str) VALUES (1, 20850, '趋势', 'Trends', 'trend')`);
  await addPicture(OPEN_PICTURE, 3000, 2000);
  await addPicture(VIP_PICTURE, 1500, 1000);
  await addPicture('print-small', 400, 300);
  await addItem(1, OPEN_PICTURE, false);
  await addItem(2, VIP_PICTURE, true);
  await addItem(3, 'print-small', false);
  await createUser(t.db, 'lp-member');
  await createUser(t.db, 'lp-vip', { vipDays: 30, channels: [WOMEN] });
  await createUser(t.db, 'lp-other', { vipDays: 30, channels: [WOMEN] });
  for (const role of ['member', 'vip', 'other'] as const) cookie[role] = (await login(t.app, `lp-${role}`)).cookie;
});
afterAll(() => t.dispose());

const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: who } : {}), 'sec-fetch-site': 'same-origin' } });

async function quotaRows(username: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM download_events e JOIN users u ON u.id = e.user_id WHERE u.username = $1',
    [username],
  );
  return row!.n;
}

describe('the 下载 panel: UserCenter/getDownloadHistory', () => {
  it('lists the items the member downloaded, last downloaded first, once each; nobody else sees them', async () => {
    for (const id of [1, 3, 1]) expect((await get(`/download/item/${id}/jpg/x`, cookie.vip)).statusCode).toBe(200);
    const mine = await callAs(t.app, cookie.vip, 'oct/UserCenter/getDownloadHistory', {});
    expect(mine.body.status).toBe(200);
    const { list, count } = mine.body.data as { list: DownloadedCard[]; count: number };
    expect(list.map((card) => card.id)).toEqual([1, 3]);
    expect(count).toBe(2);
    expect(list[0]!.cover).toBe(`/media/${OPEN_PICTURE}`);
    expect(list[0]!.width).toBe(3000);
    expect(list[0]!.downloaded_time).toBeGreaterThan(0);
    // Another member's list is their own: empty (4000, no data).
    expect((await callAs(t.app, cookie.other, 'oct/UserCenter/getDownloadHistory', {})).body.status).toBe(4000);
    expect((await callAs(t.app, '', 'oct/UserCenter/getDownloadHistory', {})).http).toBe(401);
  });
});

describe('print copies for the layout export: /media/:id/print-<width>', () => {
  it('gives a signed-in member a JPEG at the width asked, private to them, and counts no download', async () => {
    const before = await quotaRows('lp-member');
    const response = await get(`/media/${OPEN_PICTURE}/print-1920`, cookie.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Cookie/);
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect([format, width, height]).toEqual(['jpeg', 1920, 1280]);
    expect(await quotaRows('lp-member')).toBe(before);
  });

  it('never goes wider than the original, and stores each copy once behind the media store', async () => {
    const first = await get(`/media/${OPEN_PICTURE}/print-3508`, cookie.member);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(3000);
    const [row] = await t.db.query<{ variants: Record<string, { key: string; width: number }> }>('SELECT variants FROM media WHERE id = $1', [OPEN_PICTURE]);
    const stored = row!.variants['print-3508']!;
    expect(stored.width).toBe(3000);
    expect(await t.media.size(stored.key)).toBe(first.rawPayload.length);
    // Asked again: the stored file, byte for byte.
    const again = await get(`/media/${OPEN_PICTURE}/print-3508`, cookie.member);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const small = await get('/media/print-small/print-960', cookie.member);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses guests, pictures the caller may not see, and widths off the ladder', async () => {
    const guest = await get(`/media/${OPEN_PICTURE}/print-1920`, '');
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).toBe('no-store');
    // A VIP item's picture: not the member's to see, so not to print either.
    expect((await get(`/media/${VIP_PICTURE}/print-1280`, cookie.member)).statusCode).toBe(404);
    for (const variant of ['print-1000', 'print-99999', 'print-', 'original']) {
      expect((await get(`/media/${OPEN_PICTURE}/${variant}`, cookie.member)).statusCode).toBe(404);
    }
    expect((await get('/media/no-such-picture/print-1280', cookie.member)).statusCode).toBe(404);
  });

  it('gives a VIP with the channel the VIP picture, checked on every request, and counts no download', async () => {
    const before = await quotaRows('lp-vip');
    const response = await get(`/media/${VIP_PICTURE}/print-1280`, cookie.vip);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1280);
    expect(await quotaRows('lp-vip')).toBe(before);
  });

  it('serves a member at most the day\'s budget of print copies, exactly, however many exports ask at once', async () => {
    await createUser(t.db, 'lp-harvest');
    const harvester = (await login(t.app, 'lp-harvest')).cookie;
    const answers = await Promise.all(Array.from({ length: PRINT_BUDGET + 10 }, () => get(`/media/${OPEN_PICTURE}/print-960`, harvester)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(PRINT_BUDGET);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toBe(PRINT_MESSAGES.quota);
    expect(refused[0]!.headers['cache-control']).toBe('no-store');
    // Another member's budget is their own.
    expect((await get(`/media/${OPEN_PICTURE}/print-960`, cookie.member)).statusCode).toBe(200);
  });
});
