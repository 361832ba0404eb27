import { expect, test } from './support/fixtures';
import { registerThroughUi } from './auth-helpers';

test.describe('VIP membership purchase (spec §3, §4, §7; checklist G)', () => {
  test('a new member picks a plan, pays in the sandbox and becomes VIP; the order is listed as paid', async ({ page }) => {
    // A fresh account, so no other test's member turns VIP.
    const username = `vip-${Date.now().toString(36)}`;
    await registerThroughUi(page, username);
    await page.goto('/userCenter/orderManage');
    await expect(page.getByTestId('orders-page').getByRole('link', { name: '开通VIP' })).toBeVisible();
    await expect(page.getByTestId('status-4000')).toContainText('开通VIP会员后，订单会显示在这里');

    await page.goto('/userCenter/member');
    await expect(page.getByRole('heading', { level: 1, name: '开通VIP会员' })).toBeVisible();
    // Defaults: the year plan and Alipay.
    await expect(page.getByTestId('plan-year')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: '支付宝' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('pay-price')).toHaveText('¥3980.00');

    await page.getByTestId('plan-quarter').click();
    await page.getByRole('radio', { name: '微信支付' }).click();
    await expect(page.getByTestId('pay-price')).toHaveText('¥1280.00');
    await expect(page.getByTestId('end-date')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);

    // Payment needs the network (issue #4): offline, the order button says so instead of failing.
    await page.context().setOffline(true);
    await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(page.getByTestId('needs-network')).toHaveText('此功能需要联网，请连接网络后再试');
    await page.context().setOffline(false);
    await expect(page.getByTestId('needs-network')).toHaveCount(0);

    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/order_no=TL\d{14}[0-9A-F]{8}/);
    const orderNo = new URL(page.url()).searchParams.get('order_no')!;
    await expect(page.getByTestId('order-info')).toContainText(orderNo);
    await expect(page.getByTestId('order-info')).toContainText('¥1280.00');
    await expect(page.getByText('正在确认支付结果…')).toBeVisible();

    // A forged return to the order page grants nothing.
    const forged = await page.context().request.get(`/api/payments/return/sandbox?out_trade_no=${orderNo}&trade_status=TRADE_SUCCESS`, { maxRedirects: 0 });
    expect(forged.status()).toBe(302);
    expect((await (await page.context().request.post('/api/data', { data: { module: 'index', controller: 'User', func: 'reGetInfo', params: {} } })).json()).data.is_vip).toBe(0);

    await page.getByTestId('sandbox-pay').click();
    await expect(page.getByTestId('pay-ok')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('pay-ok')).toContainText('支付成功，VIP会员已开通');
    await expect(page.getByTestId('user-menu')).toContainText('VIP');

    await page.goto(`/userCenter/orderManage?order_no=${orderNo}`);
    const row = page.getByTestId('order-row').filter({ hasText: orderNo });
    await expect(row).toHaveAttribute('data-status', 'paid');
    await expect(row).toContainText('已支付');
    await expect(row).toContainText('季度VIP会员');
    // A VIP renews; nothing on their pages asks them to become one.
    await expect(page.getByTestId('orders-page').getByRole('link', { name: '续费VIP' })).toBeVisible();
    await page.goto('/userCenter/accountManage/complex');
    await expect(page.getByTestId('account-manage-page')).toContainText('您是VIP会员，可浏览全部频道内容并下载。');
    await expect(page.getByTestId('account-manage-page')).not.toContainText('开通VIP后');

    await page.goto('/userCenter/myInfo');
    await expect(page.getByTestId('myinfo-page')).toContainText('VIP会员，有效期至');
  });
});
