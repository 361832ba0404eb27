import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadCount, DownloadList } from '../../src/shared/download/types';
import { quotaDay } from '../../src/shared/download/limits';
import { callAs, createUser, login } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { DL, loadDownloadFixture, type DownloadFixture } from './download-fixture';

let t: TestApp;
let fx: DownloadFixture;
const cookie = { guest: '', member: '', vip: '', womenOnly: '', designer: '', racer: '', bulk: '' };

beforeAll(async () => {
  t = await createTestApp();
  fx = await loadDownloadFixture(t.db, t.media);
  const users: [keyof typeof cookie, Parameters<typeof createUser>[2]][] = [
    ['member', {}],
    ['vip', { vipDays: 30, channels: [DL.women, DL.men] }],
    ['womenOnly', { vipDays: 30, channels: [DL.women] }],
    ['designer', { vipDays: 30, type: 1, channels: [DL.women] }],
    ['racer', { vipDays: 30, channels: [DL.women] }],
    ['bulk', { vipDays: 30, channels: [DL.women, DL.men] }],
  ];
  for (const [role, options] of users) {
    await createUser(t.db, `dl-${role}`, options);
    cookie[role] = (await login(t.app, `dl-${role}`)).cookie;
  }
});
afterAll(() => t.dispose());

const fileUrl = (id: number, asset: string) => `/download/item/${id}/${asset}/x`;

function get(url: string, who: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: who } : {}), 'sec-fetch-site': 'same-origin', ...headers } });
}

async function userId(name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [name]);
  return row!.id;
}

async function quotaUsed(name: string): Promise<{ used: number; events: number }> {
  const id = await userId(name);
  const [quota] = await t.db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
  const [events] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM download_events WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
  return { used: quota?.used ?? 0, events: events!.n };
}

/** The Compression tag (259) of a TIFF's first image: 1 none, 5 LZW. */
function tiffCompression(tiff: Buffer): number {
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 259) return u16(entry + 8);
  }
  throw new Error('no Compression tag');
}

/** Structural PDF check: header, every xref offset lands on its "N 0 obj", startxref points at the table. */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
  const entries = text.slice(startxref).split('\n').slice(3, 3 + Number(count) - 1);
  entries.forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${index + 1} 0 obj`)).toBe(true);
  });
  const length = Number(/\/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/.exec(text)![1]);
  const start = text.indexOf('stream\n', text.indexOf('/DCTDecode')) + 7;
  expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
  return pdf.subarray(start, start + length);
}

describe('download data (DetailData/getDownloadList)', () => {
  it('lists only the formats an item really has, with URLs, and isRightD per caller', async () => {
    const guest = await callAs(t.app, '', 'oct/DetailData/getDownloadList', { ids: `1,${DL.richItem}`, detail: 1 });
    expect(guest.body.status).toBe(200);
    const [plain, rich] = (guest.body.data as DownloadList).list;
    expect(Object.keys(plain!.download_url)).toEqual(['jpg', 'jpeg', 'png', 'tiff', 'pdf', 'zip']);
    expect(Object.keys(rich!.download_url)).toEqual(['jpg', 'jpeg', 'png', 'tiff', 'pdf', 'svg', 'video', 'sub', 'subZip', 'zip']);
    expect(plain!.isRight.isRightD).toBe(false);
    expect(plain!.vip_picture).toBe('');
    expect(rich!.subsidiary_list.map((p) => p.id)).toEqual(['pic1', 'pic2', 'pic3']);
    expect(plain!.download_url.jpg).toBe(`/download/item/1/jpg/${encodeURIComponent('春夏印花 1-1.jpg')}`);
    expect(plain!.title_picture).toBe('/media/cover1');

    const vip = await callAs(t.app, cookie.vip, 'oct/DetailData/getDownloadList', { ids: `1,${DL.menItem}` });
    const [women, men] = (vip.body.data as DownloadList).list;
    expect(women!.isRight.isRightD).toBe(true);
    expect(women!.vip_picture).toBe(women!.download_url.jpg);
    // List pages do not offer the whole-item zip.
    expect(women!.download_url.zip).toBeUndefined();
    expect(men!.isRight.isRightD).toBe(true);
    const womenOnly = await callAs(t.app, cookie.womenOnly, 'oct/DetailData/getDownloadList', { ids: `${DL.menItem},${DL.sideItem}` });
    expect((womenOnly.body.data as DownloadList).list.map((item) => item.isRight.isRightD)).toEqual([false, true]);
  });

  it('answers no data for unknown items and rejects malformed ids', async () => {
    expect((await callAs(t.app, '', 'oct/DetailData/getDownloadList', { ids: '999999' })).body.status).toBe(4000);
    for (const ids of ['', '1,,2', '0', '-1', '1;DROP', 'a']) {
      expect((await callAs(t.app, '', 'oct/DetailData/getDownloadList', { ids })).body.status).toBe(400);
    }
  });
});

describe('file downloads: authorised per request', () => {
  it('refuses guests, members, a missing right and formats the item does not have', async () => {
    const cases: [string, string, number, number, string][] = [
      ['guest', fileUrl(1, 'jpg'), 401, 401, '请先登录'],
      [cookie.member, fileUrl(1, 'jpg'), 403, 9527, 'VIP会员可用!'],
      [cookie.womenOnly, fileUrl(DL.menItem, 'jpg'), 403, 9527, '对不起！您没有下载此内容的权限！'],
      [cookie.womenOnly, fileUrl(DL.menItem, 'zip'), 403, 9527, '您无权下载该图集！~'],
      [cookie.vip, fileUrl(1, 'svg'), 404, 404, '下载失败！'],
      [cookie.vip, fileUrl(1, 'pic1'), 404, 404, '下载失败！'],
      [cookie.vip, fileUrl(99999, 'jpg'), 404, 404, '下载失败！'],
      [cookie.vip, '/download/item/1/exe/x', 404, 404, '下载失败！'],
      [cookie.vip, '/download/item/1/__proto__/x', 404, 404, '下载失败！'],
    ];
    for (const [who, url, http, status, msg] of cases) {
      const response = await get(url, who === 'guest' ? '' : who);
      expect({ url, http: response.statusCode, body: response.json() }).toEqual({ url, http, body: { status, data: null, msg } });
    }
    expect(await quotaUsed('dl-vip')).toEqual({ used: 0, events: 0 });
  });

  it('serves the original bytes as an attachment that can never run in our origin', async () => {
    const response = await get(fileUrl(1, 'jpg'), cookie.vip);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(fx.covers.get(1)!)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____ 1-1.jpg"; filename*=UTF-8''${encodeURIComponent('春夏印花 1-1.jpg')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(await quotaUsed('dl-vip')).toEqual({ used: 1, events: 1 });
    expect(Number(response.headers['x-download-remaining'])).toBe(299);
  });

  it('refuses a quota-spending request from another site and HEAD probes', async () => {
    const before = await quotaUsed('dl-vip');
    const crossSite = await get(fileUrl(1, 'jpg'), cookie.vip, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const head = await t.app.inject({ method: 'HEAD', url: fileUrl(1, 'jpg'), headers: { cookie: cookie.vip } });
    expect(head.statusCode).toBe(404);
    expect(await quotaUsed('dl-vip')).toEqual(before);
  });

  it('lets a VIP download side-channel items without channel authority', async () => {
    expect((await get(fileUrl(DL.sideItem, 'jpg'), cookie.womenOnly)).statusCode).toBe(200);
  });

  it('renders png, tiff, CMYK jpeg and pdf once, from the real picture', async () => {
    const png = await get(fileUrl(1, 'png'), cookie.vip);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 120, height: 160 });

    const tiff = await get(fileUrl(1, 'tiff'), cookie.vip);
    expect(tiff.headers['content-disposition']).toContain('.tif"');
    expect(await sharp(tiff.rawPayload).metadata()).toMatchObject({ format: 'tiff', width: 120, height: 160 });
    expect(tiffCompression(tiff.rawPayload)).toBe(5); // LZW

    const cmyk = await get(fileUrl(1, 'jpeg'), cookie.vip);
    expect(await sharp(cmyk.rawPayload).metadata()).toMatchObject({ format: 'jpeg', space: 'cmyk', width: 120 });

    const pdf = await get(fileUrl(1, 'pdf'), cookie.vip);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The JPEG is embedded byte for byte, not re-encoded.
    expect(expectValidPdf(pdf.rawPayload).equals(fx.covers.get(1)!)).toBe(true);

    const rendered = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM download_files WHERE item_id = 1'))[0]!.n;
    expect(await rendered()).toBe(4);
    await get(fileUrl(1, 'png'), cookie.vip);
    expect(await rendered()).toBe(4);
  });

  it('converts a PNG cover to JPEG for jpg and pdf', async () => {
    const jpg = await get(fileUrl(DL.pngItem, 'jpg'), cookie.vip);
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 160 });
    expectValidPdf((await get(fileUrl(DL.pngItem, 'pdf'), cookie.vip)).rawPayload);
  });

  it('serves vectors, attached pictures, video and the archives of a rich item', async () => {
    const svg = await get(fileUrl(DL.richItem, 'svg'), cookie.vip);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.payload).toBe(fx.svgs.get(`cover${DL.richItem}`));

    const pic2 = await get(fileUrl(DL.richItem, 'pic2'), cookie.vip);
    expect(pic2.rawPayload.equals(fx.pictures[1]!)).toBe(true);
    expect(pic2.headers['content-disposition']).toContain(encodeURIComponent(`春夏印花 ${DL.richItem}-${DL.richItem}-2.jpg`));

    const video = await get(fileUrl(DL.richItem, 'video'), cookie.vip);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(fx.video)).toBe(true);

    const sub = unzipSync(new Uint8Array((await get(fileUrl(DL.richItem, 'sub'), cookie.vip)).rawPayload));
    expect(Object.keys(sub).sort()).toEqual([1, 2, 3].map((n) => `春夏印花 ${DL.richItem}-${DL.richItem}-${n}.jpg`));
    fx.pictures.forEach((picture, i) => expect(Buffer.from(sub[`春夏印花 ${DL.richItem}-${DL.richItem}-${i + 1}.jpg`]!).equals(picture)).toBe(true));

    const subZip = unzipSync(new Uint8Array((await get(fileUrl(DL.richItem, 'subZip'), cookie.vip)).rawPayload));
    expect(new TextDecoder().decode(subZip[`春夏印花 ${DL.richItem}-${DL.richItem}-1.svg`])).toBe(fx.svgs.get('pic1'));

    const whole = unzipSync(new Uint8Array((await get(fileUrl(DL.richItem, 'zip'), cookie.vip)).rawPayload));
    const stem = `春夏印花 ${DL.richItem}-${DL.richItem}`;
    expect(Object.keys(whole).sort()).toEqual([`${stem}-1.jpg`, `${stem}-2.jpg`, `${stem}-3.jpg`, `${stem}.jpg`, `${stem}.mp4`, `${stem}.pdf`, `${stem}.svg`].sort());
    expect(Buffer.from(whole[`${stem}.jpg`]!).equals(fx.covers.get(DL.richItem)!)).toBe(true);
  });
});

describe('UserCenter/getDownloadCount and batchPicDownloadLog', () => {
  it('says is_download 1 while the quota lasts, and refuses like the file route', async () => {
    const ok = await callAs(t.app, cookie.designer, 'oct/UserCenter/getDownloadCount', { type: 'jpg', id: 1, download_url: fileUrl(1, 'jpg') });
    expect(ok.body.data).toEqual({ is_download: 1, remaining: 600, limit: 600 });
    const batch = await callAs(t.app, cookie.vip, 'oct/UserCenter/getDownloadCount', { type: 'pic', id: '1,2,3' });
    expect((batch.body.data as DownloadCount).is_download).toBe(1);

    const refusals: [string, Record<string, unknown>, number, string][] = [
      ['', { type: 'jpg', id: 1 }, 401, '请先登录'],
      [cookie.member, { type: 'jpg', id: 1 }, 9527, 'VIP会员可用!'],
      [cookie.womenOnly, { type: 'pic', id: `1,${DL.menItem}` }, 9527, '您无权下载该图集！~'],
      [cookie.womenOnly, { type: 'jpg', id: DL.menItem }, 9527, '对不起！您没有下载此内容的权限！'],
      [cookie.vip, { type: 'svg', id: 1 }, 404, '下载失败！'],
    ];
    for (const [who, params, status, msg] of refusals) {
      expect((await callAs(t.app, who, 'oct/UserCenter/getDownloadCount', params)).body).toEqual({ status, data: null, msg });
    }
    const mismatch = await callAs(t.app, cookie.vip, 'oct/UserCenter/getDownloadCount', { type: 'jpg', id: 1, download_url: fileUrl(2, 'jpg') });
    expect(mismatch.body.status).toBe(400);
  });

  it('says is_download 0 when the files asked for do not fit in what is left today', async () => {
    const id = await userId('dl-designer');
    await t.db.query('INSERT INTO download_quota (user_id, day, used) VALUES ($1, $2, 598)', [id, quotaDay()]);
    const two = await callAs(t.app, cookie.designer, 'oct/UserCenter/getDownloadCount', { type: 'pic', id: '1,2' });
    expect(two.body.data).toEqual({ is_download: 1, remaining: 2, limit: 600 });
    const three = await callAs(t.app, cookie.designer, 'oct/UserCenter/getDownloadCount', { type: 'pic', id: '1,2,3' });
    expect(three.body.data).toEqual({ is_download: 0, remaining: 2, limit: 600 });
  });

  it('logs a batch with its ids and type pic', async () => {
    const logged = await callAs(t.app, cookie.vip, 'oct/UserCenter/batchPicDownloadLog', { ids: '3,1,2,3', type: 'pic' });
    expect(logged.body.data).toEqual({ logged: 3 });
    const [row] = await t.db.query<{ item_ids: number[]; type: string }>('SELECT item_ids, type FROM download_batches WHERE user_id = $1', [await userId('dl-vip')]);
    expect(row).toEqual({ item_ids: [3, 1, 2], type: 'pic' });
    expect((await callAs(t.app, '', 'oct/UserCenter/batchPicDownloadLog', { ids: '1', type: 'pic' })).body.status).toBe(401);
    expect((await callAs(t.app, cookie.vip, 'oct/UserCenter/batchPicDownloadLog', { ids: '1', type: 'zip' })).body.status).toBe(400);
  });
});

describe('daily quota under concurrency', () => {
  it('lets exactly 5 of 50 concurrent downloads through when 5 are left, on this engine', async () => {
    const id = await userId('dl-racer');
    await t.db.query('INSERT INTO download_quota (user_id, day, used) VALUES ($1, $2, 295)', [id, quotaDay()]);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => get(fileUrl(DL.womenItems[i % 40]!, 'jpg'), cookie.racer)));
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(refused[0]!.json()).toEqual({ status: 429, data: null, msg: '下载失败！is_download: 0' });
    const [quota] = await t.db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
    expect(quota!.used).toBe(300);
    const [events] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM download_events WHERE user_id = $1', [id]);
    expect(events!.n).toBe(5);
  });

  it('test of the test: the same 50 concurrent requests do overshoot a naive check-then-increment', async () => {
    await createUser(t.db, 'dl-naive', { vipDays: 30 });
    const id = await userId('dl-naive');
    await t.db.query('INSERT INTO download_quota (user_id, day, used) VALUES ($1, $2, 295)', [id, quotaDay()]);
    const naive = async () => {
      const [row] = await t.db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
      if (row!.used + 1 > 300) return false;
      await t.db.query('UPDATE download_quota SET used = used + 1 WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
      return true;
    };
    const granted = (await Promise.all(Array.from({ length: 50 }, naive))).filter(Boolean).length;
    expect(granted).toBeGreaterThan(5);
  });

  it('never lets concurrent bulk zips overshoot either', async () => {
    await createUser(t.db, 'dl-bulkracer', { vipDays: 30, channels: [DL.women] });
    const racer = (await login(t.app, 'dl-bulkracer')).cookie;
    const id = await userId('dl-bulkracer');
    await t.db.query('INSERT INTO download_quota (user_id, day, used) VALUES ($1, $2, 290)', [id, quotaDay()]);
    // Ten requests of 3 pictures against 10 left: at most 3 fit.
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/download/src/mul?ids=${i + 1},${i + 2},${i + 3}`, racer)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const [quota] = await t.db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
    expect(quota!.used).toBe(299);
  });
});

describe('server bulk zip GET /download/src/mul', () => {
  it('streams one zip of 30 pictures in images/, each entry the source bytes', async () => {
    const ids = DL.womenItems.slice(0, 30);
    const response = await get(`/download/src/mul?ids=${ids.join(',')}`, cookie.bulk, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    // Streamed as the zip it is: never re-compressed on the way out.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-disposition']).toMatch(new RegExp(`filename\\*=UTF-8''\\d{13}30${encodeURIComponent('张图片.zip')}$`));
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toHaveLength(30);
    for (const id of ids) expect(Buffer.from(entries[`images/春夏印花 ${id}-${id}.jpg`]!).equals(fx.covers.get(id)!)).toBe(true);
    // A second, independent reader agrees the archive is sound.
    const path = join(t.config.dataDir, 'bulk.zip');
    writeFileSync(path, response.rawPayload);
    expect(execFileSync('unzip', ['-tq', path]).toString()).toMatch(/No errors detected/);
    expect(await quotaUsed('dl-bulk')).toEqual({ used: 30, events: 30 });
  });

  it('refuses ids the user has no right to, and counts nothing', async () => {
    const before = await quotaUsed('dl-womenOnly');
    const cases: [string, string, number, string][] = [
      ['', '/download/src/mul?ids=1,2', 401, '请先登录'],
      [cookie.member, '/download/src/mul?ids=1,2', 403, 'VIP会员可用!'],
      [cookie.womenOnly, `/download/src/mul?ids=1,${DL.menItem}`, 403, '您无权下载该图集！~'],
      [cookie.womenOnly, '/download/src/mul?ids=1,99999', 404, '下载失败！'],
      [cookie.womenOnly, '/download/src/mul?ids=', 400, '请选择需要下载的数据！~'],
      [cookie.womenOnly, '/download/src/mul', 400, '请选择需要下载的数据！~'],
      [cookie.womenOnly, '/download/src/mul?ids=1,x', 400, '请选择需要下载的数据！~'],
    ];
    for (const [who, url, http, msg] of cases) {
      const response = await get(url, who);
      expect({ url, http: response.statusCode, msg: response.json().msg }).toEqual({ url, http, msg });
    }
    expect(await quotaUsed('dl-womenOnly')).toEqual(before);
  });
});
