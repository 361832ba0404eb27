import type { Locator, Page } from '@playwright/test';
import { expect, open, signIn, test } from './content-fixtures';

const cards = (page: Page) => page.getByTestId('item-card');
const attrsOf = (page: Page) => new URL(page.url()).searchParams.get('attrs') ?? '';

/** Clicks a filter value and waits for the URL and the chosen-filter chip. */
async function choose(page: Page, group: Locator, index: number) {
  const before = attrsOf(page);
  await group.getByRole('button').nth(index).click();
  await expect.poll(() => attrsOf(page)).not.toBe(before);
}

test.describe('generic list', () => {
  test('a column list: title, count, 40 cards, sub-column tabs with the last sub-column winning', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    await expect(page.getByTestId('list-title')).toHaveText('趋势');
    await expect(page.getByTestId('list-count')).toHaveText(/共 \d+ 条/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(40);

    const tabs = page.getByTestId('subcolumn-tabs');
    const second = tabs.getByRole('link').nth(2);
    const name = await second.textContent();
    await second.click();
    await expect(page).toHaveURL(/subcolumn=\d+/);
    await expect(page.getByTestId('list-title')).toHaveText(name!);
    const subcolumn = new URL(page.url()).searchParams.get('subcolumn')!;

    // Comma-separated sub-columns: the last one is shown.
    const first = await tabs.getByRole('link').nth(1).getAttribute('href');
    const other = new URL(first!, page.url()).searchParams.get('subcolumn')!;
    await open(page, `/list/trend?channel=20850&subcolumn=${other},${subcolumn}`);
    await expect(page.getByTestId('list-title')).toHaveText(name!);
  });

  test('arguments whose value is the string 0 are dropped', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    const plain = await page.getByTestId('list-count').textContent();
    await open(page, '/list/trend?channel=20850&type=0&attrs=0&key_words=0&subcolumn=0&sort_type=0&p=0');
    await expect(page.getByTestId('list-count')).toHaveText(plain!);
    await expect(page.getByTestId('chosen-filters')).toHaveCount(0);
  });

  test('paging: page numbers in the URL, another page of cards, Back returns', async ({ page }) => {
    await open(page, '/list/listHome?channel=20850');
    const pager = page.getByTestId('pager');
    await expect(pager).toBeVisible();
    const firstTitle = await cards(page).first().textContent();
    await pager.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).not.toHaveText(firstTitle!);
    await page.goBack();
    await expect(cards(page).first()).toHaveText(firstTitle!);
  });

  test('column 146863 / sub-column 35881 on 20850 lists without publish times', async ({ page }) => {
    await open(page, '/list/special?channel=20850&subcolumn=35881');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().locator('time')).toBeHidden();
    await open(page, '/list/trend?channel=20850');
    await expect(cards(page).first().locator('time')).toBeVisible();
  });

  test('unknown list names and malformed listHome names show their status screens', async ({ page }) => {
    // The tab names the screen shown, not the name in the address as if it were a page.
    const hidden = '页面暂时无法显示 · 潮织 Trendloom';
    await open(page, '/list/no_such_list');
    await expect(page.getByTestId('status--1')).toBeVisible();
    await expect(page).toHaveTitle(hidden);
    await open(page, '/listHome/trend2');
    await expect(page.getByTestId('status--1')).toBeVisible();
    await expect(page).toHaveTitle(hidden);
    await open(page, '/listHome/no_such_home');
    await expect(page.getByTestId('status--1')).toBeVisible();
    await expect(page).toHaveTitle(hidden);
    await open(page, '/list/trend?channel=20850&column=999999');
    await expect(page.getByTestId('status-4000')).toBeVisible();
    // Nothing filtered, so nothing to suggest about filters; a filtered empty list suggests other filters.
    await expect(page.getByTestId('status-4000')).toHaveText('暂无相关内容');
    await open(page, '/list/trend?channel=20850&attrs=price_999990_999999');
    await expect(page.getByTestId('status-4000')).toHaveText('暂无相关内容换个筛选条件试试');
  });
});

test.describe('filters of every kind', () => {
  test('single and multiple choice: chosen, shown, removable one by one and all at once', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    const count = page.getByTestId('list-count');
    const before = await count.textContent();

    const season = page.getByTestId('filter-season');
    await choose(page, season, 2);
    await expect(page.getByTestId('chosen-filter')).toHaveCount(1);
    await expect(page.getByTestId('chosen-filter').first()).toContainText('季节：');

    const style = page.getByTestId('filter-style');
    await choose(page, style, 0);
    await choose(page, style, 1);
    expect(attrsOf(page)).toMatch(/^1_\d+~3_\d+,\d+$/);
    await expect(page.getByTestId('chosen-filter')).toHaveCount(3);

    // A single choice replaces its value (wait for its chip: removing a chip is not a toggle, so
    // a click on the old chip would rightly do nothing).
    const nextSeason = (await season.getByRole('button').nth(3).textContent())!.trim();
    await choose(page, season, 3);
    await expect(page.getByTestId('chosen-filter')).toHaveCount(3);
    await expect(page.getByTestId('chosen-filter').first()).toContainText(`季节：${nextSeason}`);

    await page.getByTestId('chosen-filter').first().click();
    await expect(page.getByTestId('chosen-filter')).toHaveCount(2);
    await page.getByTestId('clear-filters').click();
    await expect(page.getByTestId('chosen-filters')).toHaveCount(0);
    await expect(count).toHaveText(before!);
  });

  test('brand letter and colour swatches', async ({ page }) => {
    await signIn(page, 'demo-member');
    await open(page, '/list/style_brand?channel=20850');
    await page.getByTestId('filter-panel').getByRole('button', { name: '更多' }).click();
    const letters = page.getByTestId('filter-brand_letter');
    await expect(letters).toBeVisible();
    const letter = (await letters.getByRole('button').first().textContent())!.trim();
    await choose(page, letters, 0);
    expect(attrsOf(page)).toBe(`8_${letter}`);
    await expect(page.getByTestId('chosen-filter')).toContainText(letter);
    // Every brand shown starts with the letter.
    await expect(cards(page).first()).toBeVisible();

    const colours = page.getByTestId('filter-color');
    await choose(page, colours, 0);
    expect(attrsOf(page)).toMatch(new RegExp(`^8_${letter}~9_\\d+$`));
    await page.getByTestId('clear-filters').click();
    await expect(page.getByTestId('chosen-filters')).toHaveCount(0);
  });

  test('the blogger gallery filters by type (itypeParams), area (areaParams) and style (uper/listParams)', async ({ page }) => {
    // Issue #16: the gallery lists bloggers of the content service, not catalogue items.
    await open(page, '/list/ins_gallery?channel=20850');
    const count = page.getByTestId('uper-count');
    await expect(count).toHaveText('共 66 位博主');
    const brands = page.getByTestId('filter-itype').getByRole('button', { name: /^品牌/ });
    const brandCount = Number((await brands.textContent())!.replace(/\D/g, ''));
    await brands.click();
    await expect(page).toHaveURL(/[?&]itype=1(&|$)/);
    await expect(count).toHaveText(`共 ${brandCount} 位博主`);
    await page.getByTestId('filter-style').getByRole('button').nth(1).click();
    await expect(page).toHaveURL(/[?&]style_id=\d+/);
    await expect(page.getByTestId('uper-card').or(page.getByTestId('status-4000')).first()).toBeVisible();
  });

  test('time windows of 1/7/15/30 days ending yesterday, 30 by default, on the ranking layout', async ({ page }) => {
    await open(page, '/list/data_analysis?channel=20850');
    const windows = page.getByTestId('filter-time');
    await expect(windows.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sort').getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
    await windows.getByRole('button', { name: '近7天' }).click();
    await expect.poll(() => attrsOf(page)).toBe('time_1');
    await expect(windows.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('sort: newest or most viewed', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    await page.getByTestId('sort').getByRole('button', { name: '最热' }).click();
    await expect(page).toHaveURL(/sort_type=hot/);
    await expect(page.getByTestId('sort').getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('special layouts', () => {
  test('aiHome lists the AI tools', async ({ page }) => {
    await open(page, '/list/aiHome?channel=20850');
    await expect(page.getByTestId('ai-tools').getByRole('link')).toHaveCount(10);
    await expect(page.getByTestId('ai-tools')).toContainText('以图搜图');
  });

  test('the pattern notice shows on pattern, and on pattern sub-routes of channel 159151 only', async ({ page }) => {
    await open(page, '/list/pattern?channel=20850');
    await expect(page.getByTestId('pattern-notice')).toHaveText(/本栏目资料素材仅提供教育、学习与创作灵感的作用/);
    await expect(cards(page).first()).toBeVisible();
    // Not on other lists, and on pattern sub-routes only in channel 159151.
    await open(page, '/list/trend?channel=20850');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('pattern-notice')).toHaveCount(0);
    await open(page, '/list/pattern_big_name_pattern?channel=159151');
    await expect(page.getByTestId('pattern-notice')).toBeVisible();
    await open(page, '/list/pattern_big_name_pattern?channel=20850');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('pattern-notice')).toHaveCount(0);
  });

  test('the book home and /listHome show one shelf per sub-column', async ({ page }) => {
    await open(page, '/list/book_magazine?channel=20850');
    await expect(page.getByTestId('shelf').first()).toBeVisible();
    await open(page, '/listHome/book_magazine?channel=20850');
    await expect(page.getByTestId('shelf').first()).toBeVisible();
  });

  test('trend books', async ({ page }) => {
    await open(page, '/list/trend_books?channel=20850');
    await expect(page.getByTestId('list-title')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('data analysis ranks by views', async ({ page }) => {
    await open(page, '/list/data_analysis?channel=20850&attrs=time_3');
    const ranked = page.getByTestId('ranked-list');
    await expect(ranked).toBeVisible();
    await expect(ranked.getByLabel('排名 1', { exact: true })).toHaveText('1');
    // The fixed path data_analysis_dy uses the same ranking layout with its time windows.
    await open(page, '/list/data_analysis_dy?channel=20850');
    await expect(page.getByTestId('filter-time')).toBeVisible();
    await expect(page.getByTestId('ranked-list').or(page.getByTestId('status-4000'))).toBeVisible();
  });

  test('the blogger wall loads the next page as the reader scrolls (init, request next, end)', async ({ page }) => {
    await open(page, '/list/ins_gallery?channel=20850');
    const phase = page.getByTestId('load-phase');
    await expect(page.getByTestId('uper-card')).toHaveCount(40);
    await expect(phase).toHaveAttribute('data-phase', 'init');
    const phases = new Set<string>();
    // Record every phase the footer passes through while the next page loads.
    await page.exposeFunction('notePhase', (value: string) => phases.add(value));
    await page.evaluate(() => {
      const footer = document.querySelector('[data-testid="load-phase"]')!;
      new MutationObserver(() => (window as unknown as { notePhase: (v: string) => void }).notePhase(footer.getAttribute('data-phase')!)).observe(footer, { attributes: true });
    });
    // Each time the footer comes near, the next page loads; the wall may hold several pages.
    await expect(async () => {
      await phase.scrollIntoViewIfNeeded();
      await expect(phase).toHaveAttribute('data-phase', 'end', { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const shown = await page.getByTestId('uper-card').count();
    expect(shown).toBe(66);
    expect([...phases]).toContain('requestNext');
    // A list with nothing in it has the no-data phase: no footer, the 4000 screen instead.
    await open(page, '/list/ins_gallery?channel=20850&key_words=zzzzqqq');
    await expect(page.getByTestId('status-4000')).toBeVisible();
    await expect(page.getByTestId('load-phase')).toHaveCount(0);
  });

  test('my follows asks guests to log in; the brand layout goes to the brand library', async ({ page }) => {
    await open(page, '/list/my_follow?channel=20850');
    await expect(page.getByTestId('follow-login')).toBeVisible();
    await open(page, '/list/brand?channel=20850&column=6');
    await expect(page.getByTestId('list-title')).toHaveText('品牌库');
  });

  test('members search within their follows', async ({ page }) => {
    await signIn(page, 'demo-member');
    await open(page, '/list/my_follow?channel=20850');
    await page.getByPlaceholder('在我的关注中搜索').fill('dress');
    await page.getByTestId('keyword-submit').click();
    // The address changes once the route's loader has the answer: seconds on a loaded CI machine.
    await expect(page).toHaveURL(/key_words=dress/, { timeout: 30_000 });
  });

  test('guests see VIP items as locked cards', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    await expect(page.getByTestId('item-locked').first()).toBeVisible();
  });

  test('VIP members see the same items unlocked', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await open(page, '/list/trend?channel=20850');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('item-locked')).toHaveCount(0);
  });
});
