import type { Page } from '@playwright/test';
import { expect, open, test } from './content-fixtures';
import { picturesWhileScriptIsLate, shownCopy } from './support/fixtures';

const countOf = async (page: Page) => Number((await page.getByTestId('search-count').textContent())!.replace(/\D/g, ''));

test.describe('keyword search', () => {
  test('Chinese from the header box: results, zh/en equivalents, matches per column', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    const box = page.getByTestId('site-header').getByRole('searchbox');
    await box.fill('连衣裙');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/list\/search\?.*key_words=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('channel')).toBe('20850');
    expect(url.searchParams.get('merge_type')).toBe('1');
    await expect(page.getByTestId('search-title')).toHaveText('“连衣裙” 的搜索结果');
    await expect(page.getByTestId('search-synonyms')).toHaveText('同时搜索：dress');
    expect(await countOf(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await expect(page.getByTestId('search-columns').getByRole('link').nth(1)).toBeVisible();
  });

  test('opened directly on a phone, the first result\'s picture is asked for while the page\'s script is on its way', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const asked = await picturesWhileScriptIsLate(page, 'SearchPage');
    await page.goto('/list/search?channel=20850&p=1&key_words=%E8%BF%9E%E8%A1%A3%E8%A3%99&merge_type=1');
    const firstCopy = await shownCopy(page.getByTestId('item-card').first().locator('img').first());
    expect(asked.filter(({ path }) => path === firstCopy)).toEqual([{ path: firstCopy, beforeScript: true }]);
  });

  test('the English term finds the same items as the Chinese one', async ({ page }) => {
    await open(page, '/list/search?channel=20850&p=1&key_words=%E8%BF%9E%E8%A1%A3%E8%A3%99&merge_type=1');
    const chinese = await countOf(page);
    const firstChinese = await page.getByTestId('item-card').first().textContent();
    await page.getByTestId('keyword-input').fill('dress');
    await page.getByTestId('keyword-submit').click();
    await expect(page.getByTestId('search-title')).toHaveText('“dress” 的搜索结果');
    await expect(page.getByTestId('search-synonyms')).toHaveText('同时搜索：连衣裙');
    expect(await countOf(page)).toBe(chinese);
    await expect(page.getByTestId('item-card').first()).toHaveText(firstChinese!);
  });

  test('a column tab scopes the search (columnattr_sid_{column}); all columns clears it', async ({ page }) => {
    await open(page, '/list/search?channel=20850&p=1&key_words=dress&merge_type=1');
    const all = await countOf(page);
    const tab = page.getByTestId('search-columns').getByRole('link').nth(1);
    const expected = Number((await tab.locator('span').textContent())!);
    await tab.click();
    await expect(page).toHaveURL(/attrs=columnattr_sid_\d+/);
    await expect.poll(() => countOf(page)).toBe(expected);
    expect(expected).toBeLessThanOrEqual(all);
    await page.getByTestId('search-columns').getByRole('link', { name: '全部栏目' }).click();
    await expect.poll(() => countOf(page)).toBe(all);
  });

  test('two words must both match; hot keywords start a search; nothing found has its own screen', async ({ page }) => {
    await open(page, '/list/search?channel=20850&p=1&key_words=dress&merge_type=1');
    const one = await countOf(page);
    await page.getByTestId('keyword-input').fill('dress 2026春夏');
    await page.getByTestId('keyword-submit').click();
    await expect(page.getByTestId('search-title')).toHaveText('“dress 2026春夏” 的搜索结果');
    await expect(page.getByTestId('search-count').or(page.getByTestId('status-4000'))).toBeVisible();
    const both = (await page.getByTestId('search-count').count()) ? await countOf(page) : 0;
    expect(both).toBeLessThan(one);

    const hot = page.getByTestId('hot-keywords').getByRole('link').first();
    const word = (await hot.textContent())!;
    await hot.click();
    await expect(page.getByTestId('search-title')).toHaveText(`“${word}” 的搜索结果`);

    await page.getByTestId('keyword-input').fill('裙衣');
    await page.getByTestId('keyword-submit').click();
    await expect(page.getByTestId('status-4000')).toContainText('没有找到与“裙衣”相关的内容');
  });

  test('the search page without keywords invites a search; image search offers the upload', async ({ page }) => {
    await open(page, '/list/search?channel=20850');
    await expect(page.getByTestId('search-start')).toBeVisible();
    await expect(page.getByTestId('hot-keywords')).toBeVisible();
    await open(page, '/list/searchPic?channel=20850');
    await expect(page.getByTestId('search-pic-button')).toBeEnabled();
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    // Image search needs the network (issue #4): offline, the button says so instead of failing.
    await page.context().setOffline(true);
    await expect(page.getByTestId('search-pic-button')).toBeDisabled();
    await expect(page.getByTestId('needs-network')).toHaveText('此功能需要联网，请连接网络后再试');
    await page.context().setOffline(false);
    await expect(page.getByTestId('search-pic-button')).toBeEnabled();
    await expect(page.getByTestId('needs-network')).toHaveCount(0);
  });
});
