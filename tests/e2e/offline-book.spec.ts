import { expect, waitForShell } from './support/fixtures';
import { expectImagesLoaded, forgetPersistedQueries, goOffline, goOnline, saveOfflinePack, signIn, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/** A trend book as an offline pack (issue #17): size first, progress, then readable with no network. */
const test = testWithOwnSite();
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 240_000 });

test('a trend book saved as an offline pack reads page by page with no network', async ({ page, context, site }) => {
  await signIn(page, 'demo-vip');
  // The small catalogue of this server has few books: the first one with pages of its own.
  let id = 0;
  for (let candidate = 1; candidate <= 200 && id === 0; candidate++) {
    const response = await page.request.post('/api/data', { data: { module: 'oct', controller: 'Book', func: 'getBookPages', params: { id: candidate } } });
    const data = ((await response.json()) as { data: { locked: boolean; total: number } | null }).data;
    if (data && !data.locked && data.total >= 12) id = candidate;
  }
  expect(id).toBeGreaterThan(0);
  const book = `/detail/books?id=${id}`;
  await page.goto(book);
  await waitForShell(page);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('trend-book-reader')).toBeVisible();

  await saveOfflinePack(page, { fromPopover: false });

  // Only the worker's caches can answer now.
  await forgetPersistedQueries(page);
  const nothingReachedTheServer = await goOffline(context, site.proxy);
  await page.goto(book);
  await expect(page.getByTestId('trend-book-reader')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('reader-next')).toBeDisabled();
  await expectImagesLoaded(page);
  nothingReachedTheServer();
  await goOnline(context, site.proxy);
});
