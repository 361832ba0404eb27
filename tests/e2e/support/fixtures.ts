import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; source: string }[];
  }
}

/** Collects Content-Security-Policy violations from the first script of every document. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
}

export async function cspViolations(page: Page) {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * `test` for every spec: each page records CSP violations and the test fails if the page it
 * ends on saw any (spec and checklist D3: zero violations), or if the page logged an uncaught error.
 */
export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page }, use, testInfo) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await watchCsp(page);
      await use();
      // A failed test's page as it was left, for the report (playwright.config.ts: Playwright's own
      // failure screenshots are off, they cost every passing test one).
      if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
        const path = testInfo.outputPath('test-failed.png');
        if (await page.screenshot({ path }).catch(() => null)) await testInfo.attach('screenshot', { path, contentType: 'image/png' });
      }
      if (!page.isClosed() && page.url().startsWith('http')) {
        expect(await cspViolations(page), 'CSP violations').toEqual([]);
      }
      expect(pageErrors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Something one spec file's tests share and no other file sees (a server of its own): made by the
 * first test that asks for it, ended by the file's afterAll. Not a worker-scoped fixture: Playwright
 * reuses a worker only for files with the same worker fixtures, so each such file got a new worker
 * process and browser. Not made in beforeAll either: the first test's fixtures (its page's baseURL)
 * are set up before that runs. Call it at the top level of the spec file.
 */
export function perFile<T>(make: () => Promise<{ value: T; stop(): Promise<void> }>): () => Promise<T> {
  let made: ReturnType<typeof make> | undefined;
  test.afterAll(async () => {
    const resource = await made?.catch(() => undefined);
    made = undefined;
    await resource?.stop();
  });
  return async () => (await (made ??= make())).value;
}

/** Waits until the app has rendered its header (the shell is up). */
export async function waitForShell(page: Page) {
  await expect(page.getByTestId('site-header')).toBeVisible();
}

/**
 * Records the page's layout shifts (not those right after input) from its first script on; read
 * the sum with `layoutShiftTotal`. A reader sees each as content jumping under the eye or finger.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: number };
    w.layoutShifts = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.layoutShifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftTotal = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);

/**
 * Holds a page's own script (its route chunk, /assets/<chunk>-<hash>.js) back for 1.5 s, as on a
 * slow line, and records every request `record` picks (a name for it, or null): whether it left
 * before that script arrived (what the page's loader asks for does; what its render asks for does not).
 */
export async function requestsWhileScriptIsLate(page: Page, chunk: string, record: (request: Request) => string | null) {
  let arrived = false;
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    arrived = true;
    await route.continue();
  });
  const asked: { path: string; beforeScript: boolean }[] = [];
  page.on('request', (request) => {
    const path = record(request);
    if (path !== null) asked.push({ path, beforeScript: !arrived });
  });
  return asked;
}

/** requestsWhileScriptIsLate for pictures (/media/ paths). */
export const picturesWhileScriptIsLate = (page: Page, chunk: string) =>
  requestsWhileScriptIsLate(page, chunk, (request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/media/') ? pathname : null;
  });

/** The address of the copy an <img> shows (its srcset's pick), once it has loaded. */
export async function shownCopy(image: Locator): Promise<string> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}
