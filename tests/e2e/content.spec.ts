import type { Locator, Page } from '@playwright/test';
import { expect, open, signIn, test } from './content-fixtures';

/**
 * The panel fits the viewport (it sits under the button, but never past the left edge). Its
 * position follows the button, which moves when the header's end fills in: asked until it settles.
 */
async function expectInViewport(page: Page, locator: Locator) {
  const width = page.viewportSize()!.width;
  await expect(async () => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 5_000 });
}

test.describe('site-wide navigation popover (全站导航)', () => {
  test('opens on hover with 精选栏目推荐, columns, tiles and AI tools; closes 200 ms after leaving', async ({ page }) => {
    await page.clock.install();
    await open(page, '/list/trend?channel=20850');
    // The header's end fills in once the session is known (登录 for a guest) and moves the button
    // left: a pointer resting where the button was is then outside it, and the panel closes.
    await expect(page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true })).toBeVisible();
    const nav = page.getByTestId('site-nav');
    const button = page.getByRole('button', { name: '全站导航' });
    await button.hover();
    const panel = page.getByTestId('site-nav-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: '精选栏目推荐' })).toBeVisible();
    await expect(panel.getByTestId('nav-base').getByRole('tab').first()).toBeVisible();
    await expect(panel.getByTestId('nav-ai-tools').getByRole('link')).toHaveCount(10);
    await expectInViewport(page, panel);
    // A mouse that reached the button by hovering clicks it to open the panel: the click keeps it
    // open (it used to close it under the pointer); a second click closes it.
    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toHaveCount(0);
    await page.mouse.move(5, 600);
    await button.hover();
    await expect(panel).toBeVisible();

    // Leaving and coming back within 200 ms keeps it open; staying away (left of the panel) closes
    // it after 200 ms. The page's clock stands still meanwhile and moves only as the test says,
    // so a busy machine cannot stretch the way back past the delay.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.move(5, 600);
    await page.clock.runFor(150);
    await nav.hover();
    await page.clock.runFor(300);
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 600);
    await page.clock.runFor(199);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toHaveCount(0);
    await page.clock.resume();

    // A column link navigates and closes it.
    await button.hover();
    await panel.getByTestId('nav-base').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/list\//);
    await expect(panel).toHaveCount(0);
  });

  // Touch behaviour on every project: a desktop run emulates the iPad's touchscreen here rather
  // than skipping (a skipped test proves nothing).
  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 1024, height: 1366 } });

    test('a tap opens it, a tap outside or on a link closes it', async ({ page }) => {
      await open(page, '/list/trend?channel=20850');
      // As on the desktop: the header's end fills in once the session is known and moves the button.
      await expect(page.getByTestId('site-header').getByRole('link', { name: '登录', exact: true })).toBeVisible();
      const button = page.getByRole('button', { name: '全站导航' });
      const panel = page.getByTestId('site-nav-panel');
      await button.tap();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: '精选栏目推荐' })).toBeVisible();
      await expect(panel.getByTestId('nav-ai-tools').getByRole('link')).toHaveCount(10);
      await expectInViewport(page, panel);
      // Taps inside (a column tab) keep it open, past the hover close delay.
      await panel.getByTestId('nav-base').getByRole('tab').nth(1).tap();
      await page.waitForTimeout(300);
      await expect(panel).toBeVisible();

      // A tap outside (left of the panel) closes it; a tap on the button toggles it.
      await page.touchscreen.tap(5, 600);
      await expect(panel).toHaveCount(0);
      await button.tap();
      await expect(panel).toBeVisible();
      await button.tap();
      await expect(panel).toHaveCount(0);

      // A column link navigates and closes it.
      await button.tap();
      await panel.getByTestId('nav-base').getByRole('link').first().tap();
      await expect(page).toHaveURL(/\/list\//);
      await expect(panel).toHaveCount(0);
    });
  });

  test('only on the main channel', async ({ page }) => {
    await open(page, '/list/trend?channel=20850');
    await expect(page.getByRole('button', { name: '全站导航' })).toBeVisible();
    await open(page, '/list/trend?channel=20840');
    await expect(page.getByTestId('list-title')).toBeVisible();
    await expect(page.getByRole('button', { name: '全站导航' })).toHaveCount(0);
  });
});

test.describe('Instagram walls', () => {
  test('a blogger\'s few posts fill every column, the first row reading left to right, on a desktop and an iPad', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await open(page, '/list/ins_gallery?itype=2');
    const bloggers = page.getByTestId('uper-masonry');
    // Ten bloggers in five columns: two each (CSS columns balanced them into as few as fitted).
    await expect(bloggers.locator(':scope > ul')).toHaveCount(5);
    for (const column of await bloggers.locator(':scope > ul').all()) await expect(column.getByTestId('uper-card')).toHaveCount(2);

    await page.getByTestId('uper-card').first().click();
    const posts = page.getByTestId('uper-posts');
    await expect(posts.getByTestId('blog-card').first()).toBeVisible();
    const total = await posts.getByTestId('blog-card').count();
    expect(total).toBeGreaterThan(5);
    expect(total).toBeLessThan(10);
    for (const [width, height, columns] of [[1440, 900, 5], [1024, 1366, 4]] as const) {
      await page.setViewportSize({ width, height });
      await expect(posts.locator(':scope > ul')).toHaveCount(columns);
      for (const column of await posts.locator(':scope > ul').all()) await expect(column.getByTestId('blog-card').first()).toBeVisible();
      // The first posts head the columns, left to right, at one height.
      const heads = await posts.locator(':scope > ul > li:first-child').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect()));
      expect(new Set(heads.map((box) => Math.round(box.top))).size).toBe(1);
      expect(heads.map((box) => box.left)).toEqual([...heads.map((box) => box.left)].sort((a, b) => a - b));
    }
  });
});

test.describe('brand library, news, topics, fashion week, static pages', () => {
  test('brand library: letters and regions filter; a brand page lists its items', async ({ page }) => {
    await open(page, '/list/brand');
    const grid = page.getByTestId('brand-grid');
    await expect(grid.getByTestId('brand-card').first()).toBeVisible();
    await page.getByTestId('brand-letters').getByRole('button', { name: 'B', exact: true }).click();
    await expect(page).toHaveURL(/letter=B/);
    // The previous grid stays (dimmed) until the filtered one arrives: wait for every name to start with B.
    const names = grid.getByTestId('brand-card-name');
    await expect.poll(async () => (await names.allTextContents()).map((name) => name[0]).join(''), { timeout: 15_000 }).toMatch(/^B+$/);
    await expect(page.getByTestId('recommended-brands')).toHaveCount(0);
    await page.getByTestId('brand-areas').getByRole('button').nth(1).click();
    await expect(page).toHaveURL(/area=\d+/);
    await page.getByPlaceholder('请输入品牌名称（不支持多个关键词）').fill('zzzz');
    await page.getByTestId('keyword-submit').click();
    await expect(page.getByTestId('status-4000')).toBeVisible();

    await open(page, '/list/brand');
    const first = grid.getByTestId('brand-card').first();
    const name = (await first.getByTestId('brand-card-name').textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByTestId('brand-name')).toHaveText(name);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
  });

  test('news list with tabs opens a news article', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await open(page, '/list/news?channel=20850');
    await expect(page.getByTestId('list-title')).toHaveText('行业资讯');
    await page.getByTestId('subcolumn-tabs').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/subcolumn=\d+/);
    const story = page.getByTestId('news-list').getByTestId('item-card').first();
    const title = (await story.locator('p').first().textContent())!;
    await story.getByRole('link').click();
    await expect(page).toHaveURL(/\/detail\/news\?/);
    await expect(page.getByTestId('detail-title')).toHaveText(title);
  });

  test('special topics index and a topic; names outside letters, digits and underscore are refused', async ({ page }) => {
    await signIn(page, 'demo-vip');
    await open(page, '/specialTopic/index');
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    const href = (await page.getByTestId('item-card').first().locator('a').last().getAttribute('href'))!;
    const id = new URL(href, page.url()).searchParams.get('id');
    await open(page, `/specialTopic/topic_${id}`);
    await expect(page.getByTestId('topic')).toBeVisible();
    await open(page, '/specialTopic/bad-name');
    await expect(page.getByTestId('status--1')).toBeVisible();
  });

  test('fashion week: seasons, regions, brands that showed, latest shows', async ({ page }) => {
    await signIn(page, 'demo-member');
    // An iPad's width in portrait: where the brand tiles are narrowest.
    await page.setViewportSize({ width: 1024, height: 1366 });
    await open(page, '/fashion_week');
    await expect(page.getByTestId('fashion-week-filters')).toBeVisible();
    await expect(page.getByTestId('fashion-week-brands').getByRole('link').first()).toBeVisible();
    // Many brands share a first word (Atelier …, Maison …): a name cut to one word tells them apart no more.
    const brandNames = page.getByTestId('fashion-week-brand-name');
    await expect(brandNames).toHaveCount(await page.getByTestId('fashion-week-brands').getByRole('link').count());
    const cutNames = await brandNames.evaluateAll((names) => names.filter((name) => name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent));
    expect(cutNames).toEqual([]);
    await expect(page).toHaveTitle('时装周 · 潮织 Trendloom');
    // An in-app navigation names the new page in the tab (the brand page, by the brand's name).
    const brand = page.getByTestId('fashion-week-brands').getByRole('link').first();
    const brandName = (await brand.getByTestId('fashion-week-brand-name').textContent())!;
    await brand.click();
    await expect(page).toHaveURL(/\/list\/brand\?brand=\d+/);
    await expect(page).toHaveTitle(`${brandName} · 潮织 Trendloom`);
    await page.goBack();
    await expect(page).toHaveTitle('时装周 · 潮织 Trendloom');
    await page.getByTestId('fashion-week-filters').getByRole('button').first().click();
    await expect(page).toHaveURL(/season=\d+/);
  });

  test('every page names itself in the tab, after the brand', async ({ page }) => {
    await signIn(page, 'demo-member');
    // Pages that had no title of their own showed the home's (or, after an in-app navigation, the page before's).
    for (const [path, title] of [
      ['/list/brand', '品牌库 · 潮织 Trendloom'],
      ['/offline', '离线内容 · 潮织 Trendloom'],
      ['/list/diylayout/templateLibrary/channel/20850', '模板库 · 潮织 Trendloom'],
      ['/cloudThink', / · 潮织 Trendloom$/],
      ['/list/brand?locale=en', 'Brand library · Trendloom'],
    ] as const) {
      await open(page, path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  for (const [path, title, section] of [
    ['/about', '潮织：为服装设计而生的趋势与灵感资料库', '关于我们'],
    ['/aboutColoretto', 'Coloretto：按人眼感知排列的色彩编号', 'Coloretto 色彩体系'],
    ['/productCenter', '从灵感到方案的一整套工具', '产品中心'],
    ['/qualification', '内容来源、版权与合规说明', '资质与版权'],
    ['/contactUs', '我们随时为您服务', '联系我们'],
  ]) {
    test(`static page ${path}`, async ({ page }) => {
      await open(page, path!);
      await expect(page.getByTestId('static-title')).toHaveText(title!);
      // The tab is named after the page, not its headline.
      await expect(page).toHaveTitle(`${section} · 潮织 Trendloom`);
      if (path === '/contactUs') await expect(page.getByTestId('contact-phone')).toHaveText(/\d{3}-\d{3}-\d{4}/);
      if (path === '/aboutColoretto') await expect(page.getByTestId('coloretto-strip')).toBeVisible();
    });
  }

  test('English pages', async ({ page }) => {
    await open(page, '/about?locale=en');
    await expect(page.getByTestId('static-title')).toHaveText('Trendloom: a trend and inspiration library built for fashion design');
    await open(page, '/list/trend?channel=20850');
    await expect(page.getByTestId('list-title')).toHaveText('Trends');
  });
});

test('home sections come from the home calls', async ({ page }) => {
  await signIn(page, 'demo-vip');
  await open(page, '/');
  await expect(page.getByTestId('home-banners')).toBeVisible();
  await expect(page.getByTestId('home-columns').getByTestId('item-card').first()).toBeVisible();
  await expect(page.getByTestId('home-trends')).toBeVisible();
  await expect(page.getByTestId('home-runway').getByTestId('item-card').first()).toBeVisible();
  // Each trend report's cover is a 96 × 72 thumbnail, loaded or not: the cards keep one height
  // whatever shape the picture has, and nothing moves as the pictures arrive.
  const covers = page.getByTestId('home-trends').locator('img');
  await expect(covers).not.toHaveCount(0);
  for (const cover of await covers.all()) {
    expect(await cover.evaluate((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height])).toEqual([96, 72]);
  }
});

test('desktop and iPad sizes: no sideways scrolling, screenshots for review', async ({ page }, testInfo) => {
  // Five full page loads, each checked at three sizes: more than the usual budget.
  test.setTimeout(300_000);
  await signIn(page, 'demo-vip');
  const shots: [string, string][] = [
    ['home', '/'],
    ['list', '/list/trend?channel=20850'],
    ['search', '/list/search?channel=20850&p=1&key_words=%E8%BF%9E%E8%A1%A3%E8%A3%99&merge_type=1'],
    ['brands', '/list/brand'],
    ['pattern', '/list/pattern?channel=20850'],
  ];
  for (const [name, path] of shots) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
    await expect(page.getByTestId('item-card').or(page.getByTestId('brand-card')).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The desktop, then an iPad in portrait and turned to landscape: the layout follows each size
    // (breakpoints are media queries) without a reload, as on a turned iPad.
    for (const [width, height] of [
      [1440, 900],
      [1024, 1366],
      [1366, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Breakpoints read in script (useBreakpointValue) re-render on the next frames.
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}×${height}`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}x${height}.png`) });
    }
  }
});
