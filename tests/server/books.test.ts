import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookPages, ReadPosition } from '../../src/shared/contract/calls/book';
import type { DownloadList } from '../../src/shared/download/types';
import { seedBookPages, BOOK_PAGES_MAX, BOOK_PAGES_MIN } from '../../server/seed/books';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { FX, loadFixture } from './catalogue-fixture';

/** Trend books (issue #17): pages in order, locked books never show a page, reading positions per member. */

const OPEN_BOOK = 10_000;
/** VIP item of the women's channel (20850) in the fixture. */
const LOCKED_BOOK = 10_009;
const pageId = (book: string, n: number) => `${book}${String(n).padStart(2, '0')}`;

let t: TestApp;
const cookies: Record<'guest' | 'member' | 'otherMember' | 'vipElsewhere' | 'vip', string> = { guest: '', member: '', otherMember: '', vipElsewhere: '', vip: '' };

async function addPages(itemId: number, prefix: string, count: number) {
  const ids = Array.from({ length: count }, (_, i) => pageId(prefix, i + 1));
  await t.db.query(
    `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key, variants)
     SELECT id, 'image', 'image/jpeg', 900, 1200, 1000, 'k-' || id, '{}' FROM unnest($1::text[]) AS id`,
    [ids],
  );
  // Stored out of order: the answer follows page numbers, not insertion.
  const order = ids.map((id, i) => [i + 1, id] as const).reverse();
  for (const [n, id] of order) await t.db.query('INSERT INTO book_pages (item_id, page_no, media_id) VALUES ($1, $2, $3)', [itemId, n, id]);
}

const call = async <T>(who: keyof typeof cookies, name: string, params: Record<string, unknown>) => {
  const { body } = await callAs(t.app, cookies[who], name, params);
  return body as { status: number; msg: string; data: T };
};

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  await addPages(OPEN_BOOK, 'openpage', 14);
  await addPages(LOCKED_BOOK, 'lockedpage', 12);
  const users: [Exclude<keyof typeof cookies, 'guest'>, Parameters<typeof createUser>[2]][] = [
    ['member', {}],
    ['otherMember', {}],
    ['vipElsewhere', { vipDays: 30, channels: [FX.men] }],
    ['vip', { vipDays: 30, channels: [FX.women, FX.men] }],
  ];
  for (const [who, options] of users) {
    await createUser(t.db, `books-${who}`, options);
    cookies[who] = (await login(t.app, `books-${who}`)).cookie;
  }
});
afterAll(() => t.dispose());

describe('trend books: pages', () => {
  it('answers the pages in page order with display copies and thumbnails', async () => {
    const { status, data } = await call<BookPages>('guest', 'oct/Book/getBookPages', { id: OPEN_BOOK });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: OPEN_BOOK, locked: false, total: 14 });
    expect(data.pages.map((p) => p.page)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(data.pages.map((p) => p.id)).toEqual(Array.from({ length: 14 }, (_, i) => pageId('openpage', i + 1)));
    expect(data.pages[0]).toMatchObject({ url: '/media/openpage01', thumb: '/media/openpage01/thumb', width: 900, height: 1200 });
  });

  it('a locked book answers its cover thumbnail and length to a guest, a member and a VIP without the channel, never a page', async () => {
    for (const who of ['guest', 'member', 'vipElsewhere'] as const) {
      const { status, data } = await call<BookPages>(who, 'oct/Book/getBookPages', { id: LOCKED_BOOK });
      expect(status, who).toBe(200);
      expect(data, who).toMatchObject({ id: LOCKED_BOOK, locked: true, total: 12, pages: [], cover: '/media/img1/thumb' });
      expect(JSON.stringify(data), who).not.toContain('lockedpage');
      // …nor through the picture routes or the download data.
      for (const url of ['/media/lockedpage03', '/media/lockedpage03/thumb']) {
        const response = await t.app.inject({ method: 'GET', url, headers: cookies[who] ? { cookie: cookies[who] } : {} });
        expect(response.statusCode, `${who} ${url}`).toBe(404);
      }
      const downloads = await call<DownloadList>(who, 'oct/DetailData/getDownloadList', { ids: String(LOCKED_BOOK), detail: 1 });
      expect(JSON.stringify(downloads.data), who).not.toContain('lockedpage');
    }
    const { data } = await call<BookPages>('vip', 'oct/Book/getBookPages', { id: LOCKED_BOOK });
    expect(data).toMatchObject({ locked: false, total: 12 });
    expect(data.pages.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => pageId('lockedpage', i + 1)));
  });

  it('a book downloads as its pages (the shared download rights and formats)', async () => {
    const { data } = await call<DownloadList>('vip', 'oct/DetailData/getDownloadList', { ids: String(LOCKED_BOOK), detail: 1 });
    const book = data.list[0]!;
    expect(book.isRight.isRightD).toBe(true);
    expect(book.subsidiary_list.map((p) => p.title_picture)).toEqual(Array.from({ length: 12 }, (_, i) => `/media/${pageId('lockedpage', i + 1)}/thumb`));
    expect(Object.keys(book.download_url)).toContain('sub');
    // The quota check refuses members and VIPs without the channel, as for every download.
    expect((await call('member', 'oct/UserCenter/getDownloadCount', { type: 'sub', id: LOCKED_BOOK })).status).toBe(9527);
    expect((await call('vipElsewhere', 'oct/UserCenter/getDownloadCount', { type: 'sub', id: LOCKED_BOOK })).status).toBe(9527);
    expect((await call<{ is_download: number }>('vip', 'oct/UserCenter/getDownloadCount', { type: 'sub', id: LOCKED_BOOK })).data.is_download).toBe(1);
  });

  it('an unknown book answers 4000', async () => {
    expect((await call('guest', 'oct/Book/getBookPages', { id: 987_654 })).status).toBe(4000);
  });
});

describe('trend books: reading position', () => {
  it('is kept per member, the newest turn wins whatever order saves arrive in', async () => {
    const save = (who: 'member' | 'otherMember', page: number, readAt: number) => call<ReadPosition>(who, 'oct/Book/saveReadPosition', { id: OPEN_BOOK, page, read_at: readAt });
    const position = async (who: 'member' | 'otherMember') => (await call<ReadPosition>(who, 'oct/Book/getReadPosition', { id: OPEN_BOOK })).data;

    expect(await position('member')).toEqual({ id: OPEN_BOOK, page: 0, read_at: 0 });
    expect((await save('member', 5, 1_700_000_001_000)).data).toEqual({ id: OPEN_BOOK, page: 5, read_at: 1_700_000_001_000 });
    expect(await position('member')).toMatchObject({ page: 5 });
    // Another member's position is their own.
    expect(await position('otherMember')).toMatchObject({ page: 0 });
    await save('otherMember', 9, 1_700_000_000_500);
    expect(await position('member')).toMatchObject({ page: 5 });
    // A save made earlier on another device, sent late (it was offline), does not turn the member back.
    expect((await save('member', 3, 1_700_000_000_000)).data).toMatchObject({ page: 5, read_at: 1_700_000_001_000 });
    expect((await save('member', 7, 1_700_000_002_000)).data).toMatchObject({ page: 7 });
    expect(await position('member')).toMatchObject({ page: 7 });
    expect(await position('otherMember')).toMatchObject({ page: 9 });
  });

  it('concurrent saves from two devices keep the newest', async () => {
    const saves = Array.from({ length: 8 }, (_, i) => call('member', 'oct/Book/saveReadPosition', { id: LOCKED_BOOK, page: i + 1, read_at: 1_800_000_000_000 + i }));
    await Promise.all(saves);
    expect((await call<ReadPosition>('member', 'oct/Book/getReadPosition', { id: LOCKED_BOOK })).data).toMatchObject({ page: 8 });
  });

  it('needs a login and a real book', async () => {
    expect((await call('guest', 'oct/Book/getReadPosition', { id: OPEN_BOOK })).status).toBe(401);
    expect((await call('guest', 'oct/Book/saveReadPosition', { id: OPEN_BOOK, page: 2, read_at: 1 })).status).toBe(401);
    expect((await call('member', 'oct/Book/saveReadPosition', { id: 987_654, page: 2, read_at: 1 })).status).toBe(404);
  });
});

describe('trend books: seed', () => {
  it('turns book items into books of 12–40 pages, the cover first, the same on every run', async () => {
    await t.db.query('UPDATE items SET type = 16 WHERE id IN (10020, 10021, 10022)');
    const pool = ['img1', 'img2', 'img3'];
    await seedBookPages(t.db, pool);
    const pages = async () =>
      t.db.query<{ item_id: number; page_no: number; media_id: string }>('SELECT item_id, page_no, media_id FROM book_pages WHERE item_id IN (10020, 10021, 10022) ORDER BY 1, 2');
    const first = await pages();
    for (const id of [10_020, 10_021, 10_022]) {
      const book = first.filter((row) => row.item_id === id);
      expect(book.length, String(id)).toBeGreaterThanOrEqual(BOOK_PAGES_MIN);
      expect(book.length, String(id)).toBeLessThanOrEqual(BOOK_PAGES_MAX);
      expect(book[0]!.media_id).toBe('img1');
    }
    await t.db.query('DELETE FROM book_pages WHERE item_id IN (10020, 10021, 10022)');
    await seedBookPages(t.db, pool);
    expect(await pages()).toEqual(first);
  });
});
