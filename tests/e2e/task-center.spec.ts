import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, waitForShell } from './support/fixtures';
import { register, signIn } from './support/session';

/**
 * Issue #12 core pages: the task centre (a task completed through an existing page, its reward
 * claimed once even when two claims race), /updateDetail, the phone-sized share pages and the
 * design team on the account management page. Screenshots at desktop, iPad and phone sizes.
 */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'task-center-screenshots');

test.describe('task centre, updates and design accounts (issue #12)', () => {
  test('a member completes a task, claims its reward once, sees what is new; a designer sees the team', async ({ page, browser, baseURL }) => {
    await mkdir(SHOTS, { recursive: true });
    // A fresh account: the rewards (VIP days) must not change the shared demo accounts.
    const username = `task-${Date.now().toString(36)}`;
    await register(page, username);

    await page.goto('/taskCenter');
    const profile = page.getByTestId('task-profile');
    await expect(profile).toContainText('进度 0/3');
    await expect(page.getByTestId('task-vip')).toContainText('暂未开通 VIP');

    // Complete the profile on the existing page, then claim.
    await profile.getByRole('link', { name: '去完成' }).click();
    const info = page.getByTestId('profile-form');
    await info.getByLabel('昵称').fill('小林');
    await info.getByLabel('公司').fill('潮织');
    await info.getByLabel('职位').fill('面料设计师');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/data') && (response.request().postData() ?? '').includes('updateMyInfo'));
    await info.getByRole('button', { name: '保存' }).click();
    expect((await saved).status()).toBe(200);
    await page.goto('/taskCenter');
    await expect(profile).toHaveAttribute('data-done', 'true');
    await profile.getByRole('button', { name: '领取奖励' }).click();
    await expect(profile.getByRole('button', { name: '已领取' })).toBeDisabled();
    await expect(page.getByTestId('task-vip')).toContainText('VIP 有效期至');

    // The daily share: share a report, then two claims at once grant once.
    const share = page.getByTestId('share-panel');
    await share.getByRole('button', { name: '分享' }).first().click();
    await expect(page.getByTestId('task-share_report')).toHaveAttribute('data-done', 'true');
    const statuses = await page.evaluate(async () => {
      const claim = () =>
        fetch('/api/data', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ module: 'oct', controller: 'TaskCenter', func: 'claimReward', params: { task: 'share_report' } }),
        }).then(async (response) => ((await response.json()) as { status: number }).status);
      return Promise.all([claim(), claim()]);
    });
    expect(statuses.sort()).toEqual([200, 409]);
    await page.reload();
    await expect(page.getByTestId('task-share_report').getByRole('button', { name: '已领取' })).toBeVisible();
    await expect(page.getByTestId('task-credits')).toContainText('2');
    await page.screenshot({ path: join(SHOTS, 'task-centre-desktop-1440x900.png'), fullPage: true });
    await page.setViewportSize({ width: 1024, height: 1366 });
    await page.screenshot({ path: join(SHOTS, 'task-centre-ipad-1024x1366.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // What is new since the last look: the default window first, nothing after a look.
    await page.goto('/updateDetail');
    await waitForShell(page);
    const women = page.getByTestId('updates-20850');
    await expect(women.getByTestId('updates-count')).not.toHaveText('0 条新内容');
    await expect(women.getByTestId('item-grid').locator('li').first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'update-detail-desktop-1440x900.png') });
    // Opening one channel counts as looking at it: afterwards nothing is new there.
    const seen = page.waitForResponse((response) => (response.request().postData() ?? '').includes('markSeen'));
    await women.getByRole('link', { name: '查看全部' }).click();
    await expect(page).toHaveURL(/\/updateDetail\/20850$/);
    await expect(page.getByTestId('updates-20850').getByTestId('item-grid').locator('li').first()).toBeVisible();
    expect((await seen).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('updates-20850').getByTestId('updates-count')).toHaveText('0 条新内容');

    // The mobile pages open from a shared link, without an account, at phone size.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
    const mobile = await phone.newPage();
    await mobile.goto('/m/shareUpdate/20850');
    await expect(mobile.getByTestId('mobile-news-count')).toContainText('近 30 天新增');
    await mobile.screenshot({ path: join(SHOTS, 'mobile-share-update-390x844.png') });
    const news = await mobile.request.post('/api/data', {
      data: { module: 'oct', controller: 'UpdateDetail', func: 'getChannelNews', params: { channel: 20850 } },
    });
    const id = ((await news.json()) as { data: { list: { id: number; locked: boolean }[] } }).data.list.find((item) => !item.locked)?.id;
    await mobile.goto(`/m/shareResult/${id}`);
    await expect(mobile.getByTestId('mobile-share-result').locator('main a').first()).toBeVisible();
    await mobile.screenshot({ path: join(SHOTS, 'mobile-share-result-390x844.png') });
    await mobile.goto('/m/fabricUpdate/20850');
    await expect(mobile.getByTestId('mobile-fabric-update')).toContainText('面料商更新');
    await mobile.screenshot({ path: join(SHOTS, 'mobile-fabric-update-390x844.png') });
    await phone.close();

    // A designer manages the design team on the account management page.
    const designerContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    const designer = await designerContext.newPage();
    await signIn(designer, 'demo-designer');
    await designer.goto('/userCenter/accountManage/complex');
    // A new context's first page: a loaded CI machine needed more than the usual 10 s for it.
    await expect(designer.getByTestId('site-header')).toBeVisible({ timeout: 30_000 });
    await expect(designer.getByTestId('design-company-name')).toHaveText('潮织设计工作室', { timeout: 20_000 });
    await expect(designer.getByTestId('design-member')).toHaveCount(2);
    await expect(designer.getByTestId('design-bind')).toBeVisible();
    await designer.screenshot({ path: join(SHOTS, 'account-manage-designer-1440x900.png'), fullPage: true });
    await designerContext.close();
  });
});
