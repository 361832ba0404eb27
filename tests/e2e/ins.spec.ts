import type { Page } from '@playwright/test';
import { signIn } from './support/session';
import { expect, waitForShell } from './support/fixtures';
import { expectImagesLoaded, forgetPersistedQueries, goOffline, goOnline, saveOfflinePack, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/**
 * The Instagram blogger gallery (issue #16) through its pages: follow a blogger, collect a post
 * into a new group, read the follow's notification; then the same follow made offline syncs once.
 */
const test = testWithOwnSite();
test.use({ serviceWorkers: 'allow' });

interface Followed {
  list: { id: number; focus: number }[];
}

/** The collect groups of the signed-in user named `name`, through the proxy (what the server holds). */
async function groupsNamed(page: Page, name: string): Promise<{ id: number; count: number }[]> {
  const response = await page.request.post('/api/ins', { data: { api: '/api/v1/collect_group', method: 'GET', params: {} } });
  const body = (await response.json()) as { code: number; data: { list: { id: number; name: string; count: number }[] } };
  expect(body.code).toBe(200);
  return body.data.list.filter((group) => group.name === name);
}

/** The blogger list of the signed-in user, through the proxy (what the server holds). */
async function followedIds(page: Page): Promise<number[]> {
  const response = await page.request.post('/api/ins', { data: { api: '/api/dnext/uper/list', method: 'GET', params: {} } });
  const body = (await response.json()) as { code: number; data: Followed };
  expect(body.code).toBe(200);
  return body.data.list.map((uper) => uper.id);
}

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`) });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 1366 });
  await page.screenshot({ path: test.info().outputPath(`${name}-ipad.png`) });
  await page.setViewportSize(size);
};

test.describe('Instagram gallery', () => {

  test('follow a blogger, collect a post into a new group, read the notification', async ({ page }) => {
    await signIn(page, 'demo-member');
    await page.goto('/list/ins_gallery?itype=3');
    await waitForShell(page);
    const card = page.getByTestId('uper-card').first();
    await expect(card).toBeVisible();
    await shot(page, 'ins-gallery');
    await card.click();

    await expect(page.getByTestId('uper-profile')).toBeVisible();
    const follow = page.getByTestId('follow-button');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // The server's follow record id (spec: data.list[0].id) comes back once synced.
    await expect(page.getByTestId('follow-id')).toHaveAttribute('data-follow-id', /^[1-9]\d*$/, { timeout: 30_000 });
    const uperId = Number(new URL(page.url()).searchParams.get('id'));
    expect(await followedIds(page)).toEqual([uperId]);

    await page.getByTestId('blog-card').first().click();
    await expect(page.getByTestId('blog-carousel')).toBeVisible();
    await page.getByTestId('collect-button').click();
    const dialog = page.getByTestId('collect-dialog');
    await dialog.getByTestId('new-group-name').fill('通勤灵感');
    await dialog.getByTestId('new-group-create').click();
    await expect(dialog.getByTestId('collect-group').filter({ hasText: '通勤灵感' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('collect-button')).toContainText('已收藏');
    await shot(page, 'ins-blog');

    // The follow announced itself: one unread notification; opening it reads it.
    await page.reload();
    await expect(page.getByTestId('unread-badge')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const note = page.getByTestId('notification').first();
    await expect(note).toContainText('已关注');
    await expect(note).toHaveAttribute('data-read', 'false');
    await note.click();
    await expect(page.getByTestId('blog-carousel')).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  });

  test('a blogger followed and a post collected into a new group offline are synced once when the device is back online', async ({ page, context, site }) => {
    await signIn(page, 'demo-vip');
    await page.goto('/list/ins_gallery?itype=2');
    await waitForShell(page);
    await waitForServiceWorker(page);
    // Read the blogger's page online once: it is then readable offline.
    await page.getByTestId('uper-card').first().click();
    await expect(page.getByTestId('uper-profile')).toBeVisible();
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    const uperId = Number(new URL(page.url()).searchParams.get('id'));
    const uperUrl = page.url();
    // And one of its posts.
    await page.getByTestId('blog-card').first().click();
    await expect(page.getByTestId('blog-carousel')).toBeVisible();
    const blogUrl = page.url();
    await page.goto(uperUrl);
    await expect(page.getByTestId('uper-profile')).toBeVisible();
    const before = await followedIds(page);

    const nothingReachedTheServer = await goOffline(context, site.proxy);
    await page.reload();
    await expect(page.getByTestId('uper-profile')).toBeVisible();
    const follow = page.getByTestId('follow-button');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('sync-waiting')).toHaveText('1');

    // Collect the post into a group made offline: the group, then the collect, wait in the outbox.
    await page.goto(blogUrl);
    await expect(page.getByTestId('blog-carousel')).toBeVisible();
    await page.getByTestId('collect-button').click();
    const dialog = page.getByTestId('collect-dialog');
    await dialog.getByTestId('new-group-name').fill('机上灵感');
    await dialog.getByTestId('new-group-create').click();
    await expect(dialog.getByTestId('collect-group').filter({ hasText: '机上灵感' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sync-waiting')).toHaveText('3');
    // Still there after an offline reload, and still waiting to sync.
    await page.reload();
    await expect(page.getByTestId('collect-button')).toContainText('已收藏');
    await expect(page.getByTestId('sync-waiting')).toHaveText('3');
    // The notifications were never read online in this profile: the bell's popover says they need the network.
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list').getByTestId('needs-network')).toHaveText('此功能需要联网，请连接网络后再试');
    await page.keyboard.press('Escape');
    nothingReachedTheServer();

    await goOnline(context, site.proxy);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 30_000 });
    const after = await followedIds(page);
    expect(after.filter((id) => id === uperId)).toHaveLength(1);
    expect(after).toHaveLength(before.length + 1);
    // The group and its one collect reached the server once.
    expect((await groupsNamed(page, '机上灵感')).map((group) => group.count)).toEqual([1]);
    // The follow id the server numbered (data.list[0].id) comes back to the blogger page.
    await page.goto(uperUrl);
    await expect(page.getByTestId('follow-id')).toHaveAttribute('data-follow-id', /^[1-9]\d*$/, { timeout: 30_000 });
  });

  test('the followed bloggers saved as an offline pack show their profiles, newest posts and pictures with no network', async ({ page, context, site }) => {
    await signIn(page, 'demo-member');
    await page.goto('/list/ins_gallery?itype=2');
    await waitForShell(page);
    await waitForServiceWorker(page);
    // Follow a blogger online, without opening their page (the pack must bring it).
    const uperHref = await page.getByTestId('uper-card').nth(1).getAttribute('href');
    const uperId = Number(new URL(uperHref!, 'http://x').searchParams.get('id'));
    const response = await page.request.post('/api/ins', { data: { api: '/api/v1/focus', method: 'POST', params: { data_type: 'uper', data_id: uperId } } });
    expect(((await response.json()) as { code: number }).code).toBe(200);

    await page.goto('/userCenter/myFollow?tab=blogger');
    const link = page.locator(`a[data-testid="follow-link"][href="${uperHref}"]`);
    await expect(link).toBeVisible();
    await saveOfflinePack(page);

    // Only the worker's caches can answer now.
    await forgetPersistedQueries(page);
    const nothingReachedTheServer = await goOffline(context, site.proxy);
    await page.goto('/userCenter/myFollow?tab=blogger');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByTestId('uper-profile')).toBeVisible();
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    await expectImagesLoaded(page);
    nothingReachedTheServer();
    await goOnline(context, site.proxy);
  });
});
