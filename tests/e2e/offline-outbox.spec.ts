import type { APIRequestContext, Page } from '@playwright/test';
import { detailHref } from '../../src/shared/catalogue/links';
import type { ListItem } from '../../src/shared/catalogue/types';
import { expect, waitForShell } from './support/fixtures';
import { expectImagesLoaded, favouriteCount, goOffline, goOnline, list, signIn, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/**
 * The outbox in the browser: a change made offline shows at once, survives a reload while
 * offline, and reaches the server once the device is back online, through the app's own UI:
 * the colour matching tab saves palettes, detail pages favourite items and follow brands, and
 * opening a detail page records it in the browsing history.
 */
const test = testWithOwnSite();

// These specs test the service worker itself (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const MATCHING = '/list/color?channel=20850&ntype=5';
const MY_PALETTES = '/list/color?channel=20850&ntype=4';

/** An item with a brand (the newest of the women's channel that has one) and where its detail page is. */
async function itemWithBrand(page: Page): Promise<{ item: ListItem; brand: { id: number; name: string }; href: string }> {
  for (let p = 1; p <= 5; p += 1) {
    const items = await list<ListItem>(page.request, 'oct', 'ListDataKw', 'getList', { channel: 20850, page_size: 80, p });
    const item = items.find((candidate) => !candidate.locked && candidate.brand !== null);
    if (item) return { item, brand: item.brand!, href: detailHref(item) };
    if (items.length === 0) break;
  }
  throw new Error('The seed has no item with a brand in channel 20850');
}

async function historyCount(request: APIRequestContext, itemId: number) {
  const history = await list<{ id: number }>(request, 'oct', 'UserCenter', 'getViewHistory');
  return history.filter((viewed) => viewed.id === itemId).length;
}

test.describe('outbox', () => {

  test('a palette saved offline shows at once, survives an offline reload and reaches the server once', async ({ page, context, site }) => {
    await signIn(page, 'demo-member');
    await page.goto(MY_PALETTES);
    await waitForShell(page);
    await waitForServiceWorker(page);
    await page.goto(MATCHING);
    await expect(page.getByTestId('colour-panel-matching')).toBeVisible();
    // A harmony scheme of the base colour (its palette editor appears below it).
    const scheme = page.getByTestId('colour-panel-matching').getByRole('button', { name: '互补色', exact: true });
    await expect(scheme).toBeVisible();

    const nothingReachedTheServer = await goOffline(context, site.proxy);
    await scheme.click();
    const title = `离线色板 ${Date.now().toString(36)}`;
    await page.getByTestId('palette-title').fill(title);
    await page.getByTestId('palette-save').click();
    await expect(page.getByTestId('palette-saved-mark')).toBeVisible();
    await expect(page.getByTestId('sync-waiting')).toHaveText('1');

    await page.goto(MY_PALETTES);
    await expect(page.getByTestId('saved-palette-title').filter({ hasText: title })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('saved-palette-title').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('sync-waiting')).toHaveText('1');
    nothingReachedTheServer();

    // Back online: the app pushes by itself (on "online"), the count goes, the server has it once.
    await goOnline(context, site.proxy);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 30_000 });
    const listed = await page.request.post('/api/data', {
      data: { module: 'oct', controller: 'UserCenter', func: 'getColorGroup', params: {} },
    });
    const titles = ((await listed.json()) as { data: { list: { title: string }[] } }).data.list.map((palette) => palette.title);
    expect(titles.filter((saved) => saved === title)).toHaveLength(1);
  });

  test('an item favourited and a brand followed offline on a detail page show at once, survive an offline reload and reach the server once', { tag: '@ipad' }, async ({
    page,
    context,
    site,
  }) => {
    await signIn(page, 'demo-member');
    const { item, brand, href } = await itemWithBrand(page);
    expect(await favouriteCount(page.request, item.id)).toBe(0);
    await page.goto('/');
    await waitForShell(page);
    await waitForServiceWorker(page);
    await page.goto(href);
    await expect(page.getByTestId('detail-title')).toHaveText(item.title);
    const favourite = page.getByTestId('favourite-button');
    const follow = page.getByTestId('follow-button').first();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    // Opening the page recorded it in the browsing history, which reached the server while online.
    await expect.poll(() => historyCount(page.request, item.id), { timeout: 20_000 }).toBe(1);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
    // The pictures in view came in before the line goes (on a busy machine the cut can otherwise
    // come while they are on their way, and nothing not yet kept can show offline).
    await expectImagesLoaded(page);

    const nothingReachedTheServer = await goOffline(context, site.proxy);
    await favourite.click();
    await expect(page.getByTestId('offline-toast-success').filter({ hasText: '已添加到主题收藏' })).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await follow.click();
    await expect(page.getByTestId('offline-toast-success').filter({ hasText: `已添加对【${brand.name}】的关注` })).toBeVisible();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sync-waiting')).toHaveText('2');

    await page.reload();
    await expect(page.getByTestId('detail-title')).toHaveText(item.title);
    await expectImagesLoaded(page);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // The favourite, the follow, and this second opening of the page (history, recorded offline).
    await expect(page.getByTestId('sync-waiting')).toHaveText('3');
    nothingReachedTheServer();

    await goOnline(context, site.proxy);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 20_000 });
    expect(await favouriteCount(page.request, item.id)).toBe(1);
    const follows = await list<{ tag_id: number }>(page.request, 'oct', 'UserCenter', 'getMemberFollows', { data_type: 'brand' });
    expect(follows.filter((followed) => followed.tag_id === brand.id)).toHaveLength(1);
    // Two views of one item are one history entry (the later time).
    expect(await historyCount(page.request, item.id)).toBe(1);

    // Take both back online (the spec's 取消 texts), so a repeated run starts from nothing.
    await favourite.click();
    await expect(page.getByTestId('offline-toast-success').filter({ hasText: '取消成功' })).toBeVisible();
    // The brand page shows the same follow (one store on the device), and takes it back.
    await page.goto(`/list/brand?brand=${brand.id}`);
    const brandFollow = page.getByTestId('follow-button');
    await expect(brandFollow).toHaveAttribute('aria-pressed', 'true');
    await brandFollow.click();
    await expect(page.getByTestId('offline-toast-success').filter({ hasText: `已取消对【${brand.name}】的关注` })).toBeVisible();
    await expect(brandFollow).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 20_000 });
    expect(await favouriteCount(page.request, item.id)).toBe(0);
    expect(await list<{ tag_id: number }>(page.request, 'oct', 'UserCenter', 'getMemberFollows', { data_type: 'brand' })).not.toContainEqual(
      expect.objectContaining({ tag_id: brand.id }),
    );
  });

  test('a guest who clicks favourite or follow on a detail or brand page is asked to log in, and nothing is stored', async ({ page }) => {
    const { href, brand } = await itemWithBrand(page);
    await page.goto(href);
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await page.getByTestId('favourite-button').click();
    await expect(page.getByTestId('offline-toast-warning').filter({ hasText: '请先登录' })).toBeVisible();
    await page.getByTestId('follow-button').first().click();
    await expect(page.getByTestId('offline-toast-warning').filter({ hasText: '请先登录' }).first()).toBeVisible();
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0);

    await page.goto(`/list/brand?brand=${brand.id}`);
    await expect(page.getByTestId('brand-name')).toBeVisible();
    await page.getByTestId('follow-button').click();
    await expect(page.getByTestId('offline-toast-warning').filter({ hasText: '请先登录' }).first()).toBeVisible();
    await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
  });
});
