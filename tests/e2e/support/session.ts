import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded with the demo catalogue (server/accounts/demo.ts). */
export const DEMO_ACCOUNTS = { member: 'demo-member', vip: 'demo-vip', designer: 'demo-designer' } as const;
export const DEMO_PASSWORD = 'trendloom-demo';

/**
 * Signs the page's browser context in through the real login endpoint, so pages that need a
 * user (home is one, spec §2) open directly. Cookies land in the context the page uses.
 */
export async function signIn(page: Page, account: keyof typeof DEMO_ACCOUNTS = 'member') {
  const response = await page.request.post('/api/auth/login', {
    data: { account: DEMO_ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { status: number }).status).toBe(200);
}
