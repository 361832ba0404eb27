/**
 * A quick, load-robust probe of the five pages of issue #11 (not part of `npm run bench`): for
 * each page, the scripts it requested until the network was quiet (brotli q11 from the build),
 * the renderer's CPU split (CDP Performance metrics: script, style recalculation, layout), FCP,
 * LCP, CLS and DOM nodes, as the demo VIP on a 412×823 screen with the service worker blocked.
 * PROBE_SHOTS=<dir> also saves screenshots at 1440×900 and 1024×1366, light and dark.
 *
 * Run: PROBE_DIST=<vite build dir> node --import tsx bench/render-probe.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { startServer } from '../tests/e2e/support/server';

const DIST = process.env.PROBE_DIST ?? 'dist';
const RUNS = Number(process.env.PROBE_RUNS ?? 2);
const SHOTS = process.env.PROBE_SHOTS;
process.env.E2E_DIST_DIR = DIST;

const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/list/show?channel=20850' },
  { name: 'detail', path: '' },
  { name: 'search', path: `/list/search?channel=20850&p=1&key_words=${encodeURIComponent('连衣裙')}&merge_type=1` },
  { name: 'colour', path: '/list/color?ntype=2' },
];

async function signIn(baseURL: string) {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo-vip', password: 'trendloom-demo' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0]!;
    return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseURL };
  });
}

const brotliCache = new Map<string, number>();
function brotli(pathname: string): number {
  const file = join(DIST, pathname);
  if (!brotliCache.has(file)) brotliCache.set(file, existsSync(file) ? brotliCompressSync(readFileSync(file)).length : Number.NaN);
  return brotliCache.get(file)!;
}

async function quiet(context: BrowserContext, counter: { last: number }, quietMs = 1500) {
  const start = Date.now();
  while (Date.now() - counter.last < quietMs && Date.now() - start < 60_000) await new Promise((tick) => setTimeout(tick, 100));
  void context;
}

const server = await startServer({ seedScale: 600 }, { optimisingCompiler: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const cookies = await signIn(server.baseURL);
  {
    const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block' });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(PAGES[1]!.path);
    PAGES[2]!.path = (await page.locator('a[href*="/detail/"]').first().getAttribute('href', { timeout: 60_000 }))!;
    await context.close();
  }
  const rows: string[] = [];
  for (const { name, path } of PAGES) {
    const runs: { js: number; files: string[]; cpu: Record<string, number>; fcp: number; lcp: number; cls: number; nodes: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 412, height: 823 }, locale: 'zh-CN', serviceWorkers: 'block' });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const counter = { last: Date.now() };
      const files = new Set<string>();
      page.on('request', (request) => {
        counter.last = Date.now();
        if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname);
      });
      page.on('requestfinished', () => (counter.last = Date.now()));
      page.on('pageerror', (error) => console.error(`${name}: page error: ${error.message}`));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __lcp: number };
        w.__cls = 0;
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      await quiet(context, counter);
      const metrics = Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics as { name: string; value: number }[]).map((m) => [m.name, m.value]));
      const vitals = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __lcp: number };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        return { fcp, lcp: w.__lcp, cls: w.__cls, nodes: document.getElementsByTagName('*').length };
      });
      runs.push({
        js: [...files].reduce((sum, file) => sum + brotli(file), 0),
        files: [...files],
        cpu: { task: metrics.TaskDuration! * 1000, script: metrics.ScriptDuration! * 1000, style: metrics.RecalcStyleDuration! * 1000, layout: metrics.LayoutDuration! * 1000 },
        ...vitals,
      });
      await context.close();
    }
    const best = runs.reduce((a, b) => (a.cpu.task! <= b.cpu.task! ? a : b));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    rows.push(
      `| ${name} | ${kb(Math.max(...runs.map((r) => r.js)))} (${best.files.length} files) | ${Math.round(best.cpu.task!)} | ${Math.round(best.cpu.script!)} | ${Math.round(best.cpu.style!)} | ${Math.round(best.cpu.layout!)} | ${Math.round(best.fcp)} | ${Math.round(best.lcp)} | ${best.cls.toFixed(3)} | ${best.nodes} |`,
    );
    if (process.env.PROBE_FILES) console.log(name, best.files.map((file) => `${file} ${kb(brotli(file))}`).sort().join('\n  '));
  }
  console.log('| page | JS brotli | task ms | script ms | style ms | layout ms | FCP ms | LCP ms | CLS | elements |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));

  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    for (const theme of ['light', 'dark']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 1024, height: 1366 },
      ]) {
        const context = await browser.newContext({ baseURL: server.baseURL, viewport, locale: 'zh-CN', serviceWorkers: 'block' });
        await context.addCookies([...cookies, { name: 'head_theme', value: theme, url: server.baseURL }]);
        const page = await context.newPage();
        for (const { name, path } of PAGES) {
          await page.goto(path, { waitUntil: 'networkidle' });
          await page.waitForTimeout(800);
          await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}-${theme}.png`) });
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
