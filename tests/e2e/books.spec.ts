import { expect, open, signIn, test } from './content-fixtures';

/** Trend books (issue #17): the reader's keyboard turns and the remembered reading position. */
test('a trend book turns with the keyboard and reopens where the member left off', async ({ page }) => {
  await signIn(page, 'demo-vip');
  await open(page, '/list/trend_books?channel=20850');
  const card = page.getByTestId('item-card').filter({ hasNot: page.getByTestId('item-locked') }).first();
  await card.locator('a').last().click();
  const reader = page.getByTestId('trend-book-reader');
  // Desktop is landscape: two-page spreads after the cover.
  await expect(reader).toHaveAttribute('data-spread', 'two');
  await expect(page.getByTestId('reader-page')).toContainText('第 1 页');

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/data') && (response.request().postData() ?? '').includes('"saveReadPosition"'));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('reader-page')).toContainText('第 2–3 页');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]p=4/);
  await expect(page.getByTestId('reader-page')).toContainText('第 4–5 页');
  await expect(page.getByTestId('reader-thumbs').locator('[aria-current="page"]')).toHaveCount(2);
  expect((await saved).ok()).toBe(true);

  // Reload: same page.
  await page.reload();
  await expect(page.getByTestId('reader-page')).toContainText('第 4–5 页');
  // Opened again without the page in the address, on a device that forgot it: the server remembers
  // (once the last turn's save, sent 800 ms after the turn or on the reload, has reached it).
  const bookId = Number(new URL(page.url()).searchParams.get('id'));
  await expect
    .poll(async () => {
      const answer = await page.request.post('/api/data', { data: { module: 'oct', controller: 'Book', func: 'getReadPosition', params: { id: bookId } } });
      return ((await answer.json()) as { data: { page?: number } | null }).data?.page;
    })
    .toBe(4);
  await page.evaluate(() => localStorage.clear());
  await page.goto(page.url().replace(/&p=\d+|p=\d+&?/, ''));
  await expect(page).toHaveURL(/[?&]p=4/);
  await expect(page.getByTestId('reader-resumed')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('reader-next')).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('reader-page')).toContainText('第 1 页');
});

test('the yarn list filtered by fibre opens a yarn with its specifications and supplier', async ({ page }) => {
  await open(page, '/list/yarn_company');
  const total = page.getByTestId('yarn-total');
  await expect(total).toBeVisible();
  await page.getByTestId('filter-fibre').getByRole('button', { name: /^棉 \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/attrs=1_1(&|$)/);
  const compositions = page.getByTestId('yarn-composition');
  await expect(compositions.first()).toContainText('% 棉');
  for (const text of await compositions.allTextContents()) expect(text).toMatch(/% 棉/);
  const card = page.getByTestId('yarn-card').first();
  const name = (await card.locator('p').first().textContent())!;
  await card.click();
  await expect(page.getByTestId('yarn-title')).toHaveText(name);
  await expect(page.getByTestId('yarn-specs')).toContainText('捻');
  await expect(page.getByTestId('yarn-supplier')).toBeVisible();
});
