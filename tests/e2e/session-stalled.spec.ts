import type { Page, Response } from '@playwright/test';
import { expect } from './support/fixtures';
import { loginThroughUi } from './auth-helpers';
import { testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/** Issue #18 item 11: session checks are answered by the server only, never from the worker's cache. */
const test = testWithOwnSite();

// What the worker's cache may or may not answer is the point here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SESSION_CALLS = ['specialCheck', 'reGetInfo', 'getMyInfo'];

interface SessionAnswer {
  func: string;
  status: number | undefined;
  fromCache: boolean;
}

/**
 * Every answer the page gets to a session check it asks from now on, as the page sees it. A check
 * already on its way may still bring the server's earlier answer: that one is not counted.
 */
function recordSessionAnswers(page: Page): SessionAnswer[] {
  const answers: SessionAnswer[] = [];
  const from = Date.now();
  page.on('response', (response: Response) => {
    const request = response.request();
    // Requests the browser cannot time (startTime unknown) are counted.
    const startedAt = request.timing().startTime;
    if (startedAt > 0 && startedAt < from) return;
    if (!request.url().endsWith('/api/data') || request.method() !== 'POST') return;
    const func = (request.postDataJSON() as { func?: string } | null)?.func ?? '';
    if (!SESSION_CALLS.includes(func)) return;
    void response
      .json()
      .then((body: { status?: number }) => answers.push({ func, status: body.status, fromCache: response.headers()['x-trendloom-from-cache'] !== undefined }))
      .catch(() => answers.push({ func, status: undefined, fromCache: false }));
  });
  return answers;
}

const userCentreLink = (page: Page, name: string) => page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link', { name });

/**
 * The status of the next session check's answer. Its body is read as it arrives: read later, a reload
 * of the page in between (the worker taking control) makes Chromium drop it.
 */
async function sessionCheckStatus(page: Page): Promise<number | undefined> {
  let status: number | undefined;
  await page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/api/data') || r.request().postData()?.includes('specialCheck') !== true) return false;
    const body = (await r.json().catch(() => undefined)) as { status?: number } | undefined;
    if (body === undefined) return false;
    status = body.status;
    return true;
  });
  return status;
}

/** Signed in, the worker in control, and every session check answered once through it. */
async function signedInUnderWorker(page: Page, account: string) {
  await loginThroughUi(page, account);
  await page.goto('/userCenter/myInfo');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId('myinfo-page')).toBeVisible();
  const checked = sessionCheckStatus(page);
  await userCentreLink(page, '浏览记录').click();
  expect(await checked).toBe(200);
}

test.describe('session checks while the server is slow or away', () => {
  test('a displaced device is not shown as signed in from a cache while the server stalls', async ({ page, browser, site }) => {
    await signedInUnderWorker(page, 'demo-vip');

    // Device A's line stalls first (every request: a sync push or a page's call would hear 1845 as
    // well) and what A already sent is answered, then device B takes the account over at the server
    // itself (not through A's proxy). In the other order a call of A's could hear 1845 first.
    site.proxy.setStalled(true, { everything: true });
    await site.proxy.answered();
    const answers = recordSessionAnswers(page);
    const b = await browser.newContext({ baseURL: site.server.baseURL, locale: 'zh-CN' });
    try {
      await loginThroughUi(await b.newPage(), 'demo-vip');
      await userCentreLink(page, '我的信息').click();
      // The check cannot be confirmed (the client's request timeout passes): the page says so …
      await expect(page.getByTestId('status-unknown')).toBeVisible({ timeout: 45_000 });
      // … and no session check was answered meanwhile, least of all "signed in" from a cache.
      expect(answers.filter((answer) => answer.status === 200 || answer.fromCache)).toEqual([]);
    } finally {
      site.proxy.setStalled(false);
    }
    // The server answers again: the page hears 1845 (held calls, or the next load) and the dialog opens.
    await page.goto('/userCenter/myFoot');
    await expect(page.getByRole('alertdialog')).toContainText('账号已在其它设备登录，请退出后重新登录！', { timeout: 30_000 });
    expect(answers.filter((answer) => answer.fromCache)).toEqual([]);
    await b.close();
  });

  test('offline, the page shows its offline state and no "can\'t confirm login state" notice', async ({ page, context, site }) => {
    await signedInUnderWorker(page, 'demo-member');
    // The line first: the worker's own fetches are not all stopped by the browser's offline mode.
    site.proxy.setOffline(true);
    await context.setOffline(true);
    const answers = recordSessionAnswers(page);
    try {
      const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/data') && r.postData()?.includes('specialCheck') === true);
      await userCentreLink(page, '我的信息').click();
      // The check went to the network and failed: nothing answered it from a cache.
      await failed;
      await expect(page.getByTestId('sync-status')).toHaveAttribute('data-phase', 'offline');
      await expect(page.getByTestId('status-unknown')).toHaveCount(0);
      expect(answers).toEqual([]);
    } finally {
      site.proxy.setOffline(false);
      await context.setOffline(false);
    }
    // Back online the next check confirms the session: still no notice.
    const checked = sessionCheckStatus(page);
    await userCentreLink(page, '浏览记录').click();
    expect(await checked).toBe(200);
    await expect(page.getByTestId('status-unknown')).toHaveCount(0);
  });
});
