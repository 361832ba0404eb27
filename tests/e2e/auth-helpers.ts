import type { Page } from '@playwright/test';
import { expect, waitForShell } from './support/fixtures';
import { DEMO_PASSWORD } from './support/session';

/** Logs in through the login page and waits for the user menu. */
export async function loginThroughUi(page: Page, account: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await waitForShell(page);
  const form = page.getByTestId('login-form');
  const menu = page.getByTestId('user-menu');
  // Right after a logout the login page can re-render once as the signed-out state settles,
  // emptying what was typed (CI saw the form submitted empty); type again until the login takes.
  await expect(async () => {
    if (await menu.isVisible()) return;
    await form.getByLabel('手机号或用户名').fill(account);
    await form.getByLabel('密码', { exact: true }).fill(password);
    await form.getByRole('button', { name: '登录' }).click();
    await expect(menu).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Registers a fresh account by username through the register page and waits for the user menu. */
export async function registerThroughUi(page: Page, username: string, password = 'silk organza and tweed') {
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('手机号或用户名').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '注册并登录' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}
