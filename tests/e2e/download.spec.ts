import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect, test, waitForShell } from './support/fixtures';
import { signIn } from './support/session';

const BATCH_PAGE = '/download/batch?channel=20850';
/** A generic list page: its cards carry the batch checkboxes (spec §4). */
const LIST_PAGE = '/list/trend?channel=20850';

/** Opens a page of items and turns its batch mode on. */
async function openBatch(page: Page, path = BATCH_PAGE) {
  await page.goto(path);
  await waitForShell(page);
  await page.getByTestId('batch-start').click();
}

/** Ticks the first `count` items one by one (spec §4: toggle per item). */
async function tick(page: Page, count: number): Promise<number[]> {
  const toggles = page.getByTestId('batch-toggle');
  await expect(toggles.nth(count - 1)).toBeVisible();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const toggle = toggles.nth(i);
    await toggle.click();
    ids.push(Number(await toggle.getAttribute('data-item-id')));
  }
  await expect(page.getByTestId('batch-count')).toHaveText(`已选 ${count} 项`);
  return ids;
}

async function zipEntries(download: Download): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await readFile((await download.path())!)));
}

/**
 * Each item's original picture, downloaded file by file with the page's session (it counts
 * against the quota: /media/:id only shows a reduced copy, the original is a download).
 */
async function originals(request: APIRequestContext, ids: number[]): Promise<Map<number, Buffer>> {
  const response = await request.post('/api/data', {
    data: { module: 'oct', controller: 'DetailData', func: 'getDownloadList', params: { ids: ids.join(',') } },
  });
  const list = (await response.json()).data.list as { id: number; download_url: { jpg: string } }[];
  const files = await Promise.all(
    list.map(async (item) => {
      const file = await request.get(item.download_url.jpg);
      expect(file.status(), item.download_url.jpg).toBe(200);
      return [item.id, Buffer.from(await file.body())] as const;
    }),
  );
  return new Map(files);
}

const idOfEntry = (name: string) => Number(/-(\d+)\.jpg$/.exec(name)?.[1]);

async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __analytics: string[] }).__analytics = seen;
    window.addEventListener('trendloom:analytics', (event) => seen.push((event as CustomEvent<{ text: string }>).detail.text));
  });
}

/** Spec §6/§8 refusals where a batch starts: nothing selected, then a guest, then a member. */
function refusalTest(where: string, path: string) {
  test(`a guest and a member are refused with the spec texts on ${where} and at the file URL`, async ({ page, browser }) => {
    await openBatch(page, path);
    await page.getByTestId('batch-download').click();
    await expect(page.getByTestId('download-notice').filter({ hasText: '请选择需要下载的数据！~' })).toBeVisible();
    const [id] = await tick(page, 2);
    await page.getByTestId('batch-download').click();
    await expect(page.getByTestId('download-notice').filter({ hasText: '请先登录' })).toBeVisible();
    const guestFile = await page.request.get(`/download/item/${id}/jpg/x.jpg`);
    expect(guestFile.status()).toBe(401);
    expect((await guestFile.json()).msg).toBe('请先登录');

    const member = await browser.newPage();
    await signIn(member, 'demo-member');
    await openBatch(member, path);
    await tick(member, 2);
    await member.getByTestId('batch-download').click();
    await expect(member.getByTestId('download-notice').filter({ hasText: 'VIP会员可用!' })).toBeVisible();
    // A URL copied from a VIP's page grants a member nothing.
    const copied = await member.request.get(`/download/item/${id}/jpg/x.jpg`);
    expect(copied.status()).toBe(403);
    expect((await copied.json()).msg).toBe('VIP会员可用!');
    const bulk = await member.request.get(`/download/src/mul?ids=${id}`);
    expect(bulk.status()).toBe(403);
    await member.close();
  });
}

test.describe('batch download (spec §4, issue #7)', () => {
  test('when some pictures fail, the rest arrive zipped and a dialog says how many failed', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await openBatch(page);
    const ids = await tick(page, 6);
    const broken = new Set(ids.slice(0, 2));
    await page.route(/\/download\/item\/(\d+)\/jpg\//, (route) => {
      const id = Number(/\/download\/item\/(\d+)\//.exec(route.request().url())![1]);
      return broken.has(id) ? route.fulfill({ status: 502, body: 'bad gateway' }) : route.continue();
    });
    const arrival = page.waitForEvent('download');
    await page.getByTestId('batch-download').click();
    const download = await arrival;
    expect(download.suggestedFilename()).toMatch(/^\d{13}4张图片\.zip$/);
    const names = Object.keys(await zipEntries(download));
    expect(names.map(idOfEntry).sort()).toEqual(ids.slice(2).sort());
    await expect(page.getByTestId('download-failed')).toContainText('有 2 张图片打包失败，其余 4 张已打包下载。');
  });

  test('the progress dialog can be hidden and the file still arrives', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await openBatch(page);
    await tick(page, 3);
    // The pictures are held back until the dialog is hidden, so it is there to hide however slow the machine.
    let releasePictures!: () => void;
    const picturesReleased = new Promise<void>((resolve) => (releasePictures = resolve));
    await page.route(/\/download\/item\/\d+\/jpg\//, async (route) => {
      await picturesReleased;
      await route.continue();
    });
    const arrival = page.waitForEvent('download');
    await page.getByTestId('batch-download').click();
    const dialog = page.getByTestId('download-progress');
    await expect(dialog).toBeVisible();
    const percent = Number((await page.getByTestId('download-percent').textContent())!.replace('%', ''));
    expect(percent).toBeLessThanOrEqual(98);
    await page.getByTestId('download-hide').click();
    await expect(dialog).toBeHidden();
    releasePictures();
    const download = await arrival;
    expect(download.suggestedFilename()).toMatch(/^\d{13}3张图片\.zip$/);
    expect(Object.keys(await zipEntries(download))).toHaveLength(3);
    await expect(dialog).toBeHidden();
  });

  test('without workers the batch goes to the server zip, which streams the same pictures', async ({ page }) => {
    await page.addInitScript(() => {
      // An old browser: no module workers for client-side packing.
      Reflect.deleteProperty(window, 'Worker');
    });
    await signIn(page, 'demo-vip');
    await openBatch(page);
    const ids = await tick(page, 3);
    const bulkRequest = page.waitForRequest(/\/download\/src\/mul\?ids=/);
    const arrival = page.waitForEvent('download');
    await page.getByTestId('batch-download').click();
    expect((await bulkRequest).url()).toContain(`ids=${ids.join(',')}`);
    const entries = await zipEntries(await arrival);
    const sources = await originals(page.request, ids);
    for (const [name, bytes] of Object.entries(entries)) expect(Buffer.from(bytes).equals(sources.get(idOfEntry(name))!)).toBe(true);
  });

  test('an iPad home-screen app builds the zip first, then shares it from the Save/Share tap', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: { name: string; size: number; type: string }[] = [];
      (window as unknown as { __shared: typeof shared }).__shared = shared;
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => Boolean(data.files?.length), configurable: true });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          if (!navigator.userActivation.isActive) throw new DOMException('no user activation', 'NotAllowedError');
          for (const file of data.files ?? []) shared.push({ name: file.name, size: file.size, type: file.type });
        },
        configurable: true,
      });
    });
    let downloads = 0;
    page.on('download', () => downloads++);
    await signIn(page, 'demo-vip');
    await openBatch(page);
    await tick(page, 2);
    await page.getByTestId('batch-download').click();
    const save = page.getByTestId('download-save');
    await expect(save).toContainText('张图片.zip');
    await page.getByTestId('download-share').click();
    await expect(save).toBeHidden();
    const shared = await page.evaluate(() => (window as unknown as { __shared: { name: string; size: number; type: string }[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.name).toMatch(/^\d{13}2张图片\.zip$/);
    expect(shared[0]!.type).toBe('application/zip');
    expect(shared[0]!.size).toBeGreaterThan(1000);
    // No <a download>: that would trap a home-screen app in QuickLook.
    expect(downloads).toBe(0);
  });

  refusalTest('the batch page', BATCH_PAGE);
});

test.describe('batch download from a list page (spec §4, issue #7)', () => {
  // The content server: its lists hold a full page of items (the main one seeds 120 in all).
  test.use({ baseURL: process.env.E2E_CONTENT_BASE_URL });

  test('a VIP on a list page selects 30 items and gets one zip whose entries open and match the source bytes', async ({ page }) => {
    await recordAnalytics(page);
    await signIn(page, 'demo-vip');
    await openBatch(page, LIST_PAGE);
    const ids = await tick(page, 30);

    const arrival = page.waitForEvent('download');
    await page.getByTestId('batch-download').click();
    await expect(page.getByTestId('download-notice').filter({ hasText: '正在下载！~' })).toBeVisible();
    const download = await arrival;
    expect(download.suggestedFilename()).toMatch(/^\d{13}30张图片\.zip$/);

    const entries = await zipEntries(download);
    const names = Object.keys(entries);
    expect(names).toHaveLength(30);
    expect(names.every((name) => name.startsWith('images/'))).toBe(true);
    expect(names.map(idOfEntry).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const sources = await originals(page.request, ids);
    for (const name of names) {
      const bytes = Buffer.from(entries[name]!);
      expect(bytes.equals(sources.get(idOfEntry(name))!), `${name} matches its source`).toBe(true);
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    }
    await expect(page.getByTestId('download-progress')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __analytics: string[] }).__analytics)).toContain(
      `UserCenter/batchPicDownloadLog?ids=${ids.join(',')}&type=pic`,
    );
  });

  test('on a list page only unlocked cards can be ticked; select all and cancel work there', async ({ page }) => {
    await openBatch(page, LIST_PAGE);
    const toggles = page.getByTestId('batch-toggle');
    await expect(toggles.first()).toBeVisible();
    const cards = await page.getByTestId('item-card').count();
    const locked = await page.getByTestId('item-locked').count();
    expect(locked).toBeGreaterThan(0);
    await expect(toggles).toHaveCount(cards - locked);
    await page.getByTestId('batch-select-all').click();
    await expect(page.getByTestId('batch-count')).toHaveText(`已选 ${cards - locked} 项`);
    await page.getByTestId('batch-cancel').click();
    await expect(toggles).toHaveCount(0);
    await expect(page.getByTestId('batch-start')).toBeVisible();
  });

  refusalTest('a list page', LIST_PAGE);
});
