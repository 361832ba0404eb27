import { createServer, request as httpRequest, type Server } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { freePort } from './support/server';

/**
 * The browser's only way to the server: forwards every request to `upstream()` and records it.
 * `setOffline` does not stop everything in Chromium (playwright#2311: the worker's own script
 * update check goes out), so while a test is offline the proxy cuts the line as well: nothing
 * reaches the server, and what the browser still tried is recorded for the test to judge.
 */
export interface CountingProxy {
  baseURL: string;
  count(): number;
  /** Requests seen since `from` (method and path; those refused offline marked so). */
  since(from: number): string[];
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

export async function startCountingProxy(upstream: () => string): Promise<CountingProxy> {
  const seen: string[] = [];
  let offline = false;
  const server: Server = createServer((req, res) => {
    seen.push(`${offline ? 'REFUSED ' : ''}${req.method} ${req.url}`);
    if (offline) {
      req.socket.destroy();
      return;
    }
    const target = new URL(req.url ?? '/', upstream());
    // The Host header stays the proxy's: the server's same-origin (CSRF) check compares it with Origin.
    const forward = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    count: () => seen.length,
    since: (from) => seen.slice(from),
    setOffline: (value) => (offline = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the service worker controls the page (the first visit installs and claims it). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 30_000,
  });
}

/**
 * Goes offline (browser and line) and returns a check for what the browser tried meanwhile:
 * nothing but the browser's own update check of /sw.js, which carries no page data. A data call,
 * an image or a page asked of the network means the page did not come from the caches.
 */
export async function goOffline(context: BrowserContext, proxy: CountingProxy) {
  await context.setOffline(true);
  proxy.setOffline(true);
  const from = proxy.count();
  return () => {
    expect(proxy.since(from).filter((line) => line !== 'REFUSED GET /sw.js'), 'requests the browser sent while offline').toEqual([]);
  };
}

/** Back online, browser and line. */
export async function goOnline(context: BrowserContext, proxy: CountingProxy) {
  proxy.setOffline(false);
  await context.setOffline(false);
}

/** Signs a demo account in through the login endpoint (the cookie lands in the page's context). */
export async function signIn(page: Page, account: string) {
  const response = await page.request.post('/api/auth/login', { data: { account, password: 'trendloom-demo' } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Every image inside the main content has loaded (from the network or the worker's cache). */
export async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        // Images in view (lazy ones further down load when scrolled to).
        const images = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        });
        return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
      }),
    )
    .toBe(true);
}
