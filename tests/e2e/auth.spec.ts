import { expect, test, waitForShell } from './support/fixtures';
import { loginThroughUi } from './auth-helpers';
import { DEMO_PASSWORD, signIn } from './support/session';

/** Whether the persisted query cache holds a guest's "who is signed in" answer (read in the page). */
async function keptAnswerSaysGuest(): Promise<boolean> {
  // Opening a database that does not exist would create it empty, without the app's store.
  if (!(await indexedDB.databases()).some((database) => database.name === 'trendloom-query-cache')) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open('trendloom-query-cache');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('clients').objectStore('clients').get('client');
      read.onerror = () => resolve(false);
      read.onsuccess = () => {
        db.close();
        const stored = read.result as { owner: unknown; client: { clientState: { queries: { queryKey: unknown[]; state: { data?: { isLogin?: number } } }[] } } } | undefined;
        resolve(stored?.owner === 'guest' && stored.client.clientState.queries.some((query) => query.queryKey[1] === 'index/User/reGetInfo' && query.state.data?.isLogin === 0));
      };
    };
  });
}

test.describe('login-required pages (spec §2)', () => {
  test('a guest opening the home page is sent to log in, then lands on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: '登录潮织' })).toBeVisible();
    await expect(page.getByTestId('guest-actions')).toBeVisible();

    await page.getByTestId('login-form').getByLabel('手机号或用户名').fill('demo-member');
    await page.getByTestId('login-form').getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByTestId('login-form').getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/index\/home$/);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('demo-member');
  });

  test('a guest on a login-required detail page comes back to it after logging in', async ({ page }) => {
    await page.goto('/colorTrend/detail/channel/20850');
    await expect(page).toHaveURL(/\/login\?redirect=%2FcolorTrend%2Fdetail%2Fchannel%2F20850$/);
  });

  test('any /userCenter path sends a guest to / (and from there to login)', async ({ page }) => {
    for (const path of ['/userCenter/myFoot', '/userCenter/member', '/userCenter/folderDetails?kind=atlas&column=1']) {
      const visited: string[] = [];
      const record = (frame: { url(): string }) => visited.push(new URL(frame.url()).pathname);
      page.on('framenavigated', record);
      await page.goto(path);
      // The home page loads its data before the guard can send the guest on: allow for it.
      await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
      page.off('framenavigated', record);
      expect(visited).toContain('/');
    }
  });

  test('a sign-in this page did not see (another tab or app) is honoured on the next page load, not the guest answer it kept', async ({ page }) => {
    await page.goto('/list/trend?channel=20850');
    await expect(page.getByTestId('guest-actions')).toBeVisible();
    // The page keeps its answers for the next one (offline use), "nobody is signed in" among them.
    await expect.poll(() => page.evaluate(keptAnswerSaysGuest), { timeout: 10_000 }).toBe(true);
    // The same browser signs in without this page knowing; within seconds a member page is opened.
    await signIn(page, 'demo-member');
    await page.goto('/userCenter/myInfo');
    await expect(page.getByTestId('myinfo-page')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('demo-member');
    expect(new URL(page.url()).pathname).toBe('/userCenter/myInfo');
  });

  test('wrong credentials show the server message; the form validates first', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByText('请输入手机号或用户名')).toBeVisible();
    await form.getByLabel('手机号或用户名').fill('demo-member');
    await form.getByLabel('密码', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('账号或密码错误');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('registration', () => {
  test('validates, registers by username, logs in, and logging out returns to login', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('手机号或用户名').fill('9lives');
    await form.getByLabel('密码', { exact: true }).fill('password');
    await form.getByRole('button', { name: '注册并登录' }).click();
    await expect(form.getByText('请输入正确的手机号，或以字母开头的3-32位用户名（字母、数字、_、-）')).toBeVisible();
    await expect(form.getByText('该密码过于常见，请换一个更难猜的密码')).toBeVisible();

    const username = `e2e-${Date.now().toString(36)}`;
    await form.getByLabel('手机号或用户名').fill(username);
    await form.getByLabel('密码', { exact: true }).fill('linen and indigo thread');
    await form.getByRole('button', { name: '注册并登录' }).click();
    await expect(page).toHaveURL(/\/index\/home$/);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText(username);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('guest-actions')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'tl_session')).toBeUndefined();
  });
});

test.describe('session cookie (checklist A5)', () => {
  test('is httpOnly, SameSite=Lax, Path=/ and invisible to scripts', async ({ page }) => {
    await loginThroughUi(page, 'demo-member');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'tl_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('tl_session');
  });
});

test.describe('designer account (spec §6)', () => {
  test('is warned to use a designer account and sent to account management after 1.5 s', async ({ page }) => {
    await loginThroughUi(page, 'demo-designer');
    await expect(page.getByTestId('designer-warning')).toHaveText('请使用设计师账号登录');
    await expect(page).toHaveURL(/\/userCenter\/accountManage\/complex$/, { timeout: 5_000 });
    await expect(page.getByTestId('account-type')).toHaveText('设计端账号');
    // The warning goes after its 5 s; staying on account management brings no new one.
    await expect(page.getByTestId('designer-warning')).toBeHidden({ timeout: 8_000 });
  });
});

test.describe('no-access page and widget (spec §2, §6, §8)', () => {
  test('a guest sees the guest copy; a click on the cover goes straight to login and back', async ({ page }) => {
    await page.goto('/index/noAccess/id/12/type/3');
    await waitForShell(page);
    await expect(page.getByTestId('no-access-login')).toContainText('尊敬的客户，目前您处于未登录状态，本内容属于VIP会员可见，请先登录或注册');
    await expect(page.getByTestId('cover-login')).toBeVisible();
    await page.getByTestId('no-access-login').getByRole('button', { name: '登录' }).first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2FnoAccess%2Fid%2F12%2Ftype%2F3$/);
  });

  test('a member sees the member copy with the configured service phone and a QR code', async ({ page }) => {
    await signIn(page, 'demo-member');
    await page.goto('/index/noAccess/id/12/type/3');
    const notice = page.getByTestId('no-access-vip');
    await expect(notice).toContainText('对不起！您没有浏览此内容的权限！');
    await expect(notice).toContainText('暂无权限浏览，请您联系客服解决');
    await expect(notice.getByTestId('service-phone')).toHaveText('客服电话：400-820-1688');
    await expect(notice.locator('svg').last()).toBeVisible();
    await expect(page.getByTestId('cover-vip')).toBeVisible();
  });
});
