import type { Page } from '@playwright/test';
import { expect, waitForShell } from './support/fixtures';
import { loginThroughUi } from './auth-helpers';
import { goOffline, goOnline, signIn, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/** Checklist I1/I2: what a user leaves on a shared device after logging out (and what the next user sees). */
const test = testWithOwnSite();

// These specs test the service worker itself (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Everything of one user this browser keeps: caches named for them, their database, the owner hint. */
async function leftovers(page: Page, userId: number) {
  return page.evaluate(async (id) => {
    const cacheNames = (await caches.keys()).filter((name) => name.endsWith(`-${id}`));
    const databases = (await indexedDB.databases()).map((db) => db.name).filter((name) => name === `trendloom-user-${id}`);
    const hint = localStorage.getItem('trendloom:query-owner');
    return { cacheNames, databases, hint: hint === String(id) ? hint : null };
  }, userId);
}

const userIdOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ module: 'index', controller: 'User', func: 'reGetInfo', params: {} }),
    });
    return ((await response.json()) as { data: { customer_id: number } }).data.customer_id;
  });

test.describe('leaving a shared device', () => {

  test('logout removes the user\'s caches and database; the next user sees none of it, online or offline', async ({ page, context, site }) => {
    await signIn(page, 'demo-vip');
    await page.goto('/list/trend?channel=20850');
    await waitForShell(page);
    await waitForServiceWorker(page);
    await page.reload();
    const card = page.getByTestId('item-card').first();
    await expect(card).toBeVisible();
    const detail = (await page.locator('main a[href^="/detail/"]').first().getAttribute('href'))!;
    await page.goto(detail);
    await expect(page.getByTestId('detail-title')).toBeVisible();
    const vipId = await userIdOf(page);
    await expect.poll(async () => (await leftovers(page, vipId)).cacheNames.length).toBeGreaterThan(0);
    expect((await leftovers(page, vipId)).databases).toEqual([`trendloom-user-${vipId}`]);

    // Negative control: a logout only the server hears of leaves everything on the device.
    const serverOnly = await page.request.post('/api/auth/logout', { data: {} });
    expect(serverOnly.status()).toBe(200);
    expect((await leftovers(page, vipId)).cacheNames.length).toBeGreaterThan(0);

    // The app's logout: the user's data goes before the page reloads as a guest.
    await signIn(page, 'demo-vip');
    await page.reload();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('guest-actions')).toBeVisible();
    expect(await leftovers(page, vipId)).toEqual({ cacheNames: [], databases: [], hint: null });

    // The next person signs in on the same browser and goes offline: nothing of the VIP shows.
    await loginThroughUi(page, 'demo-member');
    await page.goto('/list/trend?channel=20850');
    await waitForShell(page);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    const nothingReachedTheServer = await goOffline(context, site.proxy);
    await page.goto(detail);
    await expect(page.getByTestId('status-loading').or(page.getByTestId('status-500'))).toBeVisible();
    // The worker answers from a cache at once when it has an answer: give it ample time to fail to.
    await page.waitForTimeout(3_000);
    await expect(page.getByTestId('detail-title')).toHaveCount(0);
    nothingReachedTheServer();
    await goOnline(context, site.proxy);
  });

  test('kicked while offline (1845): queued changes are kept under that user only, never applied to the next one, and sync when they are back', async ({
    page,
    context,
    browser,
    site,
  }) => {
    const palettes = (who: typeof page.request) =>
      who
        .post('/api/data', { data: { module: 'oct', controller: 'UserCenter', func: 'getColorGroup', params: {} } })
        .then(async (answer) => ((await answer.json()) as { data: { list: { title: string }[] } }).data.list.map((palette) => palette.title));

    await loginThroughUi(page, 'demo-member');
    await page.goto('/list/color?channel=20850&ntype=4');
    await waitForShell(page);
    await waitForServiceWorker(page);
    await page.goto('/list/color?channel=20850&ntype=5');
    // A harmony scheme of the base colour (its palette editor appears below it).
    const scheme = page.getByTestId('colour-panel-matching').getByRole('button', { name: '互补色', exact: true });
    await expect(scheme).toBeVisible();

    // Offline, the member saves a palette: queued on this device.
    await goOffline(context, site.proxy);
    await scheme.click();
    const title = `踢下线前 ${Date.now().toString(36)}`;
    await page.getByTestId('palette-title').fill(title);
    await page.getByTestId('palette-save').click();
    await expect(page.getByTestId('sync-waiting')).toHaveText('1');

    // Meanwhile the same account signs in on another device; this one comes back online.
    // (The other device has its own line: the proxy stands for this browser's, cut while it is offline.)
    const elsewhere = await browser.newContext({ baseURL: site.server.baseURL });
    const other = await elsewhere.newPage();
    await signIn(other, 'demo-member');
    await goOnline(context, site.proxy);
    await expect(page.getByTestId('displaced-dialog')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sync-waiting')).toHaveText('1');
    expect(await palettes(other.request)).not.toContain(title);

    // The only way out of the dialog is to log out; then someone else signs in on this browser.
    await page.getByTestId('displaced-dialog').getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    await loginThroughUi(page, 'demo-vip');
    await page.goto('/list/color?channel=20850&ntype=4');
    await expect(page.getByTestId('colour-panel-palettes')).toBeVisible();
    await expect(page.getByTestId('saved-palette-title').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByTestId('sync-status')).toBeVisible();
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
    expect(await palettes(page.request)).not.toContain(title);
    expect(await palettes(other.request)).not.toContain(title);

    // The member signs in here again: the kept change goes out, once.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login/);
    await loginThroughUi(page, 'demo-member');
    await page.goto('/list/color?channel=20850&ntype=4');
    await expect(page.getByTestId('saved-palette-title').filter({ hasText: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 30_000 });
    expect((await palettes(page.request)).filter((saved) => saved === title)).toHaveLength(1);
    await elsewhere.close();
  });
});

