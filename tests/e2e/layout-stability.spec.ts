import { expect, layoutShiftTotal, test, watchLayoutShifts } from './support/fixtures';
import { signIn } from './support/session';

/**
 * First visits on a phone-sized screen: nothing already on screen moves as the rest of the page
 * (data, pictures, the session) arrives. Each of these pages jumped by 0.04–0.24 before its fix.
 */
test.describe('first visits keep their layout while the page fills in', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  test.beforeEach(({ page }) => watchLayoutShifts(page));

  test('the bloggers gallery: its filter options arrive without pushing the bloggers down', async ({ page }) => {
    await page.goto('/list/ins_gallery?itype=2');
    await expect(page.getByTestId('uper-card').first()).toBeVisible();
    await expect(page.getByTestId('filter-area').getByRole('button')).not.toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });

  test('the user centre: the account name arriving does not move its navigation', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await page.goto('/userCenter/myInfo');
    await expect(page.getByTestId('usercenter-username')).toHaveText('demo-vip');
    await expect(page.getByTestId('myinfo-page')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });

  test('a detail page: the member-only buttons of its meta row are there from the first paint', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await page.goto('/detail/books?id=1');
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await expect(page.getByTestId('add-to-board')).toBeVisible();
    // The member's offline runtime (the favourite's state) opens after the page has painted.
    await expect(page.getByTestId('favourite-button')).toBeEnabled();
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });

  test('the colour page: its tab row is whole from the first paint (its column list loads with the route)', async ({ page }) => {
    // Which tabs show depends on the channel's columns; every change of the row's tab count is recorded before it paints.
    await page.addInitScript(() => {
      const w = window as unknown as { tabCounts: number[] };
      w.tabCounts = [];
      new MutationObserver(() => {
        const count = document.querySelectorAll('[data-testid="colour-tabs"] a').length;
        if (count > 0 && w.tabCounts.at(-1) !== count) w.tabCounts.push(count);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/list/color?ntype=2');
    await expect(page.getByTestId('library-colour').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { tabCounts: number[] }).tabCounts)).toHaveLength(1);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });

  test('the page-not-found screen: its picture arriving does not move the text and buttons', async ({ page }) => {
    await page.goto('/no-such-page');
    const picture = page.getByTestId('not-found').locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(300);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });
});

test.describe('a narrow phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header fits: nothing scrolls sideways, the search box has a row of its own, and the boot header has the same height and the search field in place', async ({ page }) => {
    await signIn(page, 'demo-vip');
    // index.html's header alone, as it shows before any script has run.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    const bootHeight = await page.locator('.boot-head').evaluate((header) => header.getBoundingClientRect().height);
    // The search field is there before any script, in the reader's language, where the app's will be.
    const bootField = (await page.locator('.boot-field').boundingBox())!;
    await expect(page.locator('.boot-field span:visible')).toHaveText('搜索款式、品牌、图案、色彩…');
    const bootText = (await page.locator('.boot-field span:visible').boundingBox())!;
    await page.unroute('**/assets/**');

    await page.goto('/');
    const header = page.getByTestId('site-header');
    const search = header.getByRole('searchbox');
    await expect(search).toBeVisible();
    await expect(header.getByRole('button', { name: '账号菜单' })).toBeInViewport({ ratio: 1 });
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(bootHeight);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const searchBox = (await search.boundingBox())!;
    expect(searchBox.width).toBeGreaterThan(300);
    expect(searchBox).toEqual(bootField);
    await expect(search).toHaveAttribute('placeholder', '搜索款式、品牌、图案、色彩…');
    // The placeholder starts where the boot field's text did: the icon and padding match.
    const textStart = await search.evaluate((input) => {
      const style = getComputedStyle(input);
      return input.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    });
    expect(textStart).toBe(bootText.x);
  });
});
