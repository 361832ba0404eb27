import type { Page } from '@playwright/test';
import { expect, waitForShell } from './support/fixtures';
import { expectImagesLoaded, forgetPersistedQueries, goOffline, goOnline, saveOfflinePack, signIn, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/**
 * Offline use after one online visit (issue #4): the service worker's caches, offline packs,
 * and the outbox. Every request goes through a counting proxy: while offline it must not move.
 */
const test = testWithOwnSite();

// These specs test the service worker itself (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const LIST = '/list/trend?channel=20850';

/** First visit: the worker installs and takes control; the page is loaded again under it. */
async function firstVisit(page: Page, path: string) {
  await page.goto(path);
  await waitForShell(page);
  await waitForServiceWorker(page);
  await page.reload();
  await waitForShell(page);
}

async function detailLinks(page: Page): Promise<string[]> {
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  const hrefs = await page.locator('main a[href^="/detail/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs)];
}

test.describe('offline after one online visit', () => {
  // A first visit, a pack download and offline reloads: more than one page load, yet well under the limit (about 40 s here).
  test.describe.configure({ timeout: 150_000 });

  test('reload offline: the shell, visited list and detail pages with their images, and an offline pack\'s unvisited pages', { tag: '@ipad' }, async ({
    page,
    context,
    site,
  }) => {
    await signIn(page, 'demo-member');
    await firstVisit(page, LIST);
    const details = await detailLinks(page);
    expect(details.length).toBeGreaterThan(3);
    const [visited] = details;
    const unvisited = details.at(-1)!;

    await page.goto(visited!);
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await expectImagesLoaded(page);

    // Save the list offline: size first, then progress, then the offline-ready mark.
    await page.goto(LIST);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await saveOfflinePack(page);

    await forgetPersistedQueries(page);
    const nothingReachedTheServer = await goOffline(context, site.proxy);

    await page.goto(visited!);
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await expectImagesLoaded(page);
    await expect(page.getByTestId('saved-at')).toContainText('离线数据，保存于');

    await page.goto(LIST);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await expectImagesLoaded(page);

    await page.goto(unvisited);
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await expectImagesLoaded(page);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'offline');

    nothingReachedTheServer();
    await goOnline(context, site.proxy);
  });

  test('a path that is no page stays a 404 offline, never the shell', async ({ page, context, site }) => {
    await firstVisit(page, '/');
    const nothingReachedTheServer = await goOffline(context, site.proxy);
    const missing = await page.goto('/assets/no-such-file.js').catch(() => null);
    expect(missing?.status() ?? 0).not.toBe(200);
    nothingReachedTheServer();
    await goOnline(context, site.proxy);
  });
});
