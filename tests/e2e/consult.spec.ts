import { expect, test, waitForShell } from './support/fixtures';
import { loginThroughUi } from './auth-helpers';
import { signIn } from './support/session';

test.describe('free-VIP-trial bar and consult form (spec §2, §4, §5, §8)', () => {
  // page.route must see the form's request, so the service worker may not answer it.
  test.use({ serviceWorkers: 'block' });

  test('validates with a real trim, locks while sending, clears and confirms the 24-hour callback', async ({ page }) => {
    await page.goto('/login');
    await waitForShell(page);
    const bar = page.getByTestId('promo-bar');
    await expect(bar).toContainText('免费试用VIP');
    const mobile = bar.getByPlaceholder('请输入手机号');
    const region = bar.getByPlaceholder('所在地区（选填）');
    const submit = bar.getByTestId('promo-submit');

    await submit.click();
    await expect(bar.getByTestId('promo-error')).toHaveText('请输入手机号！');
    await mobile.fill('  \u3000 ');
    await submit.click();
    await expect(bar.getByTestId('promo-error')).toHaveText('请输入手机号！');
    await mobile.fill('1380013800s');
    await submit.click();
    await expect(bar.getByTestId('promo-error')).toHaveText('请输入正确的手机号！');

    // One request however often the button is pressed while it is in flight.
    let sent = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/data', async (route) => {
      const body = route.request().postDataJSON() as { func: string; params: { mobile: string; address: string } };
      if (body.func !== 'addConsult') return route.continue();
      sent++;
      expect(body.params).toMatchObject({ mobile: '13800138000', address: '上海' });
      await released;
      return route.continue();
    });
    await mobile.fill(' 13800138000\u3000');
    await region.fill(' 上海 ');
    await submit.click();
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    await submit.press('Enter');
    await mobile.press('Enter');
    release();

    const success = page.getByTestId('consult-success');
    await expect(success).toBeVisible();
    await expect(success).toContainText('我们的工作人员将在24小时内与您联系');
    expect(sent).toBe(1);
    await expect(mobile).toHaveValue('');
    await expect(region).toHaveValue('');
    await success.getByRole('button', { name: '知道了' }).click();
    await expect(success).toBeHidden();
  });

  test('is closable and stays closed; hidden on /tools, /humen and for signed-in users', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('promo-bar')).toBeVisible();
    await page.getByTestId('promo-close').click();
    await expect(page.getByTestId('promo-bar')).toHaveCount(0);
    await page.goto('/register');
    await waitForShell(page);
    await expect(page.getByTestId('service-widget')).toBeVisible();
    await expect(page.getByTestId('promo-bar')).toHaveCount(0);

    const fresh = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, locale: 'zh-CN' });
    const other = await fresh.newPage();
    // The market-data pages are their own full-screen app (issue #17): a guest gets its sign-in page.
    await other.goto('/humen/entry');
    await expect(other.getByRole('heading', { name: '登录虎门市场数据' })).toBeVisible();
    await expect(other.getByTestId('promo-bar')).toHaveCount(0);
    await expect(other.getByTestId('service-widget')).toHaveCount(0);
    await fresh.close();

    await signIn(page, 'demo-member');
    await page.goto('/userCenter/myInfo');
    await expect(page.getByTestId('myinfo-page')).toBeVisible();
    await expect(page.getByTestId('promo-bar')).toHaveCount(0);
  });

  test('a VIP does not see the customer-service widget; a member does, with the phone and QR', async ({ page }) => {
    await loginThroughUi(page, 'demo-member');
    const button = page.getByTestId('service-widget').getByRole('button', { name: '联系客服' });
    // A pill floating in the corner, before and after it opens its popover (which it triggers).
    await expect(page.getByTestId('service-widget')).toHaveCSS('position', 'fixed');
    await expect(button).toHaveCSS('border-radius', '9999px');
    await button.click();
    await expect(page.getByTestId('service-phone').last()).toHaveText('客服电话：400-820-1688');
    await expect(button).toHaveCSS('border-radius', '9999px');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await loginThroughUi(page, 'demo-vip');
    await expect(page.getByTestId('user-menu')).toContainText('VIP');
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
  });
});
