/**
 * What the web benches (bench/web.bench.ts, bench/web-ab.ts) share: the five pages, the demo VIP's
 * sign-in, and one Lighthouse run — the mobile preset in a fresh Debian Chromium, with the page
 * main thread's CPU time read off the run's trace.
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import type { Browser } from '@playwright/test';
import { blockingOf, slowdownOf } from './lantern';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Items the benches' server is seeded with. */
export const SEED_SCALE = 600;

/** The five pages of issue #11; the detail page is the first card of the list page. */
export const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/list/show?channel=20850' },
  { name: 'detail', path: '' },
  { name: 'search', path: `/list/search?channel=20850&p=1&key_words=${encodeURIComponent('连衣裙')}&merge_type=1` },
  { name: 'colour', path: '/list/color?ntype=2' },
];

export async function detailPath(browser: Browser, baseURL: string, cookie: string, listPath: string): Promise<string> {
  const page = await browser.newPage({ baseURL, extraHTTPHeaders: { Cookie: cookie } });
  await page.goto(listPath);
  const href = await page.locator('a[href*="/detail/"]').first().getAttribute('href', { timeout: 60_000 });
  await page.close();
  if (!href) throw new Error(`No detail link on ${listPath}`);
  return href;
}

/** The home page is for members (spec §2): every page is measured as the demo VIP member. */
export async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo-vip', password: 'trendloom-demo' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { frame?: string; dirtyObjects?: number } };
}

/** CPU time of each run's page main thread, by its Lighthouse report. */
export const mainThreadCpu = new WeakMap<Result, number>();
/** Each run's trace, when the run was asked to keep it (open it in DevTools' Performance panel). */
export const traces = new WeakMap<Result, TraceEvent[]>();
/**
 * The server latency Lighthouse's simulation charged every request of the run (audit
 * network-server-latency: per origin, from the observed waits for the first byte). On loopback the
 * app server shares the two cores with Chromium and Lighthouse, so this estimate moved from 45 to
 * 580 ms between runs of one build (2026-12-02), and every simulated request of a run pays it:
 * the document, each script, each data call, each picture. Printed beside the times it explains.
 */
export function serverLatency(lhr: Result): number {
  const items = (lhr.audits['network-server-latency']?.details as { items?: { serverResponseTime?: number }[] } | undefined)?.items ?? [];
  const times = items.map((item) => item.serverResponseTime).filter((time): time is number => time !== undefined);
  return times.length > 0 ? Math.max(...times) : Number.NaN;
}

/** Each run's blocking time counted over its tasks' thread time (blockingByThreadTime). */
export const threadBlocking = new WeakMap<Result, number>();

/** The most layout objects one layout pass of the page's main thread laid out, by Lighthouse report. */
export const largestLayout = new WeakMap<Result, number>();

/** The page's renderer main thread: the CrRendererMain with the most task time. */
function pageMainThread(events: TraceEvent[]): string | undefined {
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const perThread = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    perThread.set(thread, (perThread.get(thread) ?? 0) + (event.tdur ?? 0));
  }
  return [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The complete (`X`) events of the page's main thread: what every figure below reads. */
function pageMainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const thread = pageMainThread(events);
  return events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === thread);
}

/**
 * Thread time (CPU actually spent, not wall time) of the busiest renderer main thread's tasks,
 * unthrottled. Unlike Lighthouse's simulated timings it barely moves when other processes
 * share the cores, so it is the figure to compare render cost across runs on a busy machine.
 */
function rendererCpuMs(onMain: TraceEvent[]): number {
  return onMain.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;
}

/**
 * The size of the page's largest layout pass, in layout objects: how much the browser had to lay
 * out at once (the first full render, as a rule). A count, not a time: it does not move with the
 * machine's speed or its other load, so a change's effect on layout work shows on a noisy machine.
 */
function largestLayoutObjects(onMain: TraceEvent[]): number {
  return Math.max(0, ...onMain.filter((event) => event.name === 'Layout').map((event) => event.args?.beginData?.dirtyObjects ?? 0));
}

/**
 * Lighthouse's blocking time recounted from the page's own CPU time. Lantern multiplies each
 * observed task's wall-clock length by the simulated slowdown (4×, 2× for a task that lays out).
 * On this 2-core machine the renderer's main thread shares the cores with Chromium's other
 * processes, the server, the TLS front and Lighthouse itself, and its long tasks last about three
 * times their thread time (2026-12-05): the wall clock counts the time the thread waited for a
 * core as the page's work. This is the same count over each task's thread time, for every task
 * from the start of the page's document to the end of the trace: more than Lighthouse's window
 * (its simulated first paint to interactive) can hold. Waits for another process (a synchronous
 * IPC) are not in it.
 */
function blockingByThreadTime(onMain: TraceEvent[]): number {
  // The tab's first document is about:blank; the page's starts with its HTML's parse.
  const documentStart = Math.min(...onMain.filter((event) => event.name === 'ParseHTML').map((event) => event.ts));
  const layouts = onMain.filter((event) => event.name === 'Layout');
  return onMain
    .filter((task) => task.name === 'RunTask' && task.ts + (task.dur ?? 0) >= documentStart)
    .reduce((sum, task) => sum + blockingOf((task.tdur ?? 0) / 1000, slowdownOf(task, layouts)), 0);
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART …): such a run is repeated. */
const ATTEMPTS = 3;

export interface RunOptions {
  /** Keep the run's trace in `traces`. */
  keepTrace?: boolean;
  /**
   * With a kept trace, V8's CPU samples too, so bench/web-trace-tasks.ts can name the functions of
   * each long task. Sampling stretches every task (by a third and more on a slow machine): without
   * it the trace's task durations are the ones Lighthouse counts.
   */
  samples?: boolean;
}

export async function lighthouseRun(url: string, cookie: string, chromeFlags: string[], { keepTrace = false, samples = true }: RunOptions = {}): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    // A fresh browser per run: no cache, no service worker, no leftover main-thread work.
    const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags });
    try {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } };
      if (keepTrace && samples) flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
      const runner = await lighthouse(url, flags);
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!runner.lhr.runtimeError) {
        const onMain = pageMainThreadEvents(runner.artifacts.Trace.traceEvents);
        mainThreadCpu.set(runner.lhr, rendererCpuMs(onMain));
        largestLayout.set(runner.lhr, largestLayoutObjects(onMain));
        threadBlocking.set(runner.lhr, blockingByThreadTime(onMain));
        if (keepTrace) traces.set(runner.lhr, runner.artifacts.Trace.traceEvents);
        return runner.lhr;
      }
      const message = `Lighthouse: ${runner.lhr.runtimeError.message} (${url})`;
      if (attempt === ATTEMPTS) throw new Error(message);
      console.warn(`${message}; trying again`);
    } finally {
      chrome.kill();
    }
  }
}
