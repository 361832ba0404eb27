import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright's own browser download cannot work here (docs/offline notes). */
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium fonts-noto-cjk\`. E2E tests do not skip.`);
}

// Several people run e2e in one working tree: each run writes (and cleans) only its own results folder.
// Set here in the main process; workers inherit it when they re-read this file.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two shared cores: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) is what `npm test` counts.
  reporter: [['list'], ['json']],
  use: {
    // Set by the global setup before workers start; workers re-read this config.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every spec runs on the desktop, and again on the iPad where layout, touch or offline
  // behaviour differ: the shell (install, meta tags), the layouts (content.spec reviews list and
  // detail pages at iPad sizes), touch, colour and offline. Flows that are the same on both run
  // once; the download spec emulates the iPad home-screen app itself. The colour suite is iPad-first (issue #6) and sets its own
  // iPad viewport, so it runs on the iPad project only.
  projects: [
    { name: 'desktop', testIgnore: ['**/colour.spec.ts'], use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'ipad',
      testMatch: ['**/shell.spec.ts', '**/content.spec.ts', '**/colour.spec.ts', '**/offline.spec.ts', '**/offline-outbox.spec.ts'],
      use: { viewport: { width: 1024, height: 1366 }, hasTouch: true },
    },
  ],
});
