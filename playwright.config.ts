import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium (Playwright's own browser download cannot work here: docs/offline notes), as
 * its headless shell: the build Playwright itself runs headless tests in, the same engine without
 * the browser's own windows and services. The whole suite took 23 % less of Chromium's CPU there
 * than in the full browser and 15 % less time (docs/benchmarks.md, issue #11).
 * E2E_CHROMIUM=/usr/bin/chromium runs the suite in the full browser.
 */
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium-headless-shell fonts-noto-cjk\`. E2E tests do not skip.`);
}

/**
 * Chromium features the suite turns off. Recent Chromium opens WebUI renderers for the address
 * bar's suggestion popups with every window (chrome://omnibox-popup.top-chrome): headless, no one
 * types there, yet they took ≈ 4 % of a CI run's CPU (a tenth of Chromium's). Chromium keeps
 * only the last --disable-features switch and Playwright passes one of its own, so this one repeats
 * Playwright's list, read from the installed Playwright so that an upgrade cannot silently drop it.
 */
function disabledFeatures(ours: string[]): string {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1] ?? '';
  const playwrights = list.split('\n').flatMap((line) => /^\s*"([A-Za-z0-9]+)",?\s*$/.exec(line)?.[1] ?? []);
  if (playwrights.length === 0) throw new Error("Playwright's own --disable-features list was not found: update disabledFeatures in playwright.config.ts");
  return `--disable-features=${[...playwrights, ...ours].join(',')}`;
}

// Several people run e2e in one working tree: each run writes (and cleans) only its own results folder.
// Set here in the main process; workers inherit it when they re-read this file.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;

/**
 * Two browsers at once, one per core. Each worker has servers of its own (the global setup starts
 * one main and one content server per worker from the same seeded template and the same build):
 * an account is signed in on one device at a time (spec §4), so two workers signing in as the
 * same demo user on one server would displace each other.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  // A worker re-reading this file: its own servers become the ones every spec uses.
  process.env.E2E_BASE_URL = process.env[`E2E_BASE_URL_${slot}`] ?? process.env.E2E_BASE_URL;
  process.env.E2E_CONTENT_BASE_URL = process.env[`E2E_CONTENT_BASE_URL_${slot}`] ?? process.env.E2E_CONTENT_BASE_URL;
}

/** An iPad in portrait: its size and its touchscreen. */
const IPAD = { viewport: { width: 1024, height: 1366 }, hasTouch: true };
/**
 * The desktop runs asking for reduced motion (the app then skips its transitions and animations):
 * every click and visibility wait otherwise waits for panels to finish sliding and fading, and
 * the browser composites each frame in software (its GPU process took 88 CPU-s for the list,
 * detail, shell and layout-stability specs, 51 with reduced motion). The iPad projects keep full
 * motion, so the animated paths stay covered.
 */
const DESKTOP = { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' as const };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Ceilings against a hung test, not speed goals: the CI machine's speed varies about twofold from
  // day to day, and on a slow day a page that appears in 5 s alone took over 10 s beside a second browser.
  timeout: 180_000,
  expect: { timeout: 20_000 },
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
        // Pages live for seconds here: V8's optimising tiers compiled code that a test's page
        // rarely ran long enough to repay. Stopping at Maglev cost the renderers 13–16 % less CPU
        // than TurboFan; stopping at the baseline compiler (Sparkplug) another 12–18 % on the specs
        // that load many pages (its background compilations were a third of a page load's renderer
        // CPU) and the same on the computing ones (colour, image tools, exports; issue #11,
        // docs/benchmarks.md). It changes how fast code runs, never what it does.
        '--js-flags=--max-opt=1',
        disabledFeatures(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
      ],
    },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    // Recording a trace costs every test (~18 % here, screencast and snapshots) and CI's traces
    // stay on the CI machine: there a failure is read from the log (error, call log, page
    // snapshot in error-context.md). Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A service worker costs every page load (install, precache, a second copy of each request)
    // and hides requests from page.route. Specs that test offline use and updates allow it
    // (offline*.spec.ts, the colour spec's offline palette test).
    serviceWorkers: 'block',
    // Off: to keep a screenshot in case a test fails, Playwright's 'only-on-failure' screenshots every
    // page of every context a test closes, passing or not — 12–16 % of the browsers' CPU over the
    // list and shell specs (docs/benchmarks.md, issue #11). A failed test's page is screenshot by
    // the guard fixture instead (support/fixtures.ts), after the test and only when it failed.
    screenshot: 'off',
  },
  // Every spec runs on the desktop. The iPad runs what differs there: the colour suite, which is
  // iPad-first (issue #6) and sets its own iPad viewport, so it runs on the iPad only; and the
  // tests tagged @ipad, where layout, touch or offline behaviour meet the iPad (the header row at
  // iPad width, an offline reload, offline writes synced). Flows that are the same on both run
  // once (issue #11: CI time); specs that need touch or iPad sizes elsewhere set them themselves
  // (content.spec's touch popover and its screenshots at both iPad orientations).
  projects: [
    { name: 'desktop', testIgnore: ['**/colour.spec.ts'], use: DESKTOP },
    { name: 'ipad', testMatch: ['**/colour.spec.ts'], use: IPAD },
    { name: 'ipad-tagged', testMatch: ['**/shell.spec.ts', '**/offline.spec.ts', '**/offline-outbox.spec.ts'], grep: /@ipad/, use: IPAD },
  ],
});
