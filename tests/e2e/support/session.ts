import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'trendloom-demo';

/**
 * Signs the page's browser context in through the real login endpoint (the cookie lands in the
 * context the page uses), for tests whose subject is not the login page: the page they open next
 * starts signed in, without loading the login page and the home page it leads to first (the
 * accounts suite tests that path; issue #11: every page load costs CI seconds).
 */
export async function signIn(page: Page, account = 'demo-member', password = DEMO_PASSWORD) {
  await postAccount(page, '/api/auth/login', account, password);
}

/** Registers a fresh account through the real registration endpoint and signs it in, as `signIn` does. */
export async function register(page: Page, username: string, password = 'silk organza and tweed') {
  await postAccount(page, '/api/auth/register', username, password);
}

/** Posts an account and password to an auth endpoint; both the HTTP status and the envelope's must say 200. */
async function postAccount(page: Page, path: string, account: string, password: string) {
  const response = await page.request.post(path, { data: { account, password } });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { status: number }).status).toBe(200);
}
