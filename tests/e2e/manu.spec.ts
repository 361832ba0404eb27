import { expect, test, waitForShell } from './support/fixtures';
import { signIn } from './support/session';

/**
 * 4D manufacturing (issue #15 item 2) in the browser: filter the factory directory, open a
 * factory and send an inquiry (validated like the consult form). Desktop only (the ipad project's
 * testMatch leaves it out): no iPad behaviour.
 */
test('filter the factories by process and minimum order, open one and send an inquiry', async ({ page }) => {
  await signIn(page, 'demo-member');
  await page.goto('/list/manu/channel/all/p/1');
  await waitForShell(page);
  await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
  await page.getByTestId('channel-knitting').click();
  await expect(page).toHaveURL(/\/list\/manu\/channel\/knitting\/p\/1/);
  const small = page.getByTestId('facet-moq-small');
  // The facet offers how many knitting factories take small orders; choosing it lists exactly those.
  await expect(page.getByTestId('channel-knitting')).toHaveAttribute('aria-current', 'page');
  const offered = Number(await small.locator('span').last().textContent());
  expect(offered).toBeGreaterThan(0);
  await small.click();
  await expect(page).toHaveURL(/moq=small/);
  await expect(page.getByTestId('manu-count')).toHaveText(`共 ${offered} 家工厂`);
  const cards = page.getByTestId('factory-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('针织');

  await cards.first().getByRole('link').click();
  await expect(page.getByTestId('factory-name')).toBeVisible();
  const form = page.getByTestId('inquiry-form');
  await form.getByLabel('联系人').fill('王经理');
  await form.getByLabel('手机号').fill('1380013800');
  await form.getByLabel('需求说明').fill('针织T恤 200 件');
  await form.getByRole('button', { name: '发送询价' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入正确的手机号！');
  await form.getByLabel('手机号').fill('13800138000');
  await form.getByRole('button', { name: '发送询价' }).click();
  await expect(page.getByTestId('contact-sent')).toHaveText('已发送，工厂将尽快与您联系');
});
