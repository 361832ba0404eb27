import { test as base, expect } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * The content specs run against the content server of the global setup, whose catalogue is
 * large enough to page and to filter (the main server seeds 120 items).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured
  baseURL: async ({}, use) => use(process.env.E2E_CONTENT_BASE_URL),
});

export { expect };
export { signIn } from './support/session';

/** Opens a path and waits for the shell (generously: the two shared cores are often busy). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 30_000 });
}
