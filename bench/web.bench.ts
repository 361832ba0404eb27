/**
 * Web render bench (issue #11 items 2 and 3): Lighthouse on the home, list, detail, search and
 * colour pages as a reader on a slow phone sees them, and the bytes a first and a repeat visit
 * move over the wire.
 *
 *  - Builds the client into a temporary folder (`vite build --outDir …`; BENCH_WEB_DIST=<dir> uses a
 *    build you already made) and starts the real production server on it (the build's
 *    `dist-server/main.mjs`, compression and all) with its own temporary DATA_DIR seeded with
 *    SEED_SCALE=600 items, through the launcher the end-to-end tests use.
 *  - A TLS front (bench/tls-front.ts) serves it over HTTPS and HTTP/2, as the terminator in front of
 *    the app servers does in production (BENCH_WEB_TLS=0: plain HTTP/1.1 instead).
 *  - Lighthouse 12 (mobile preset: Moto G Power screen, 4× CPU slowdown, its simulated slow-4G
 *    network) drives Debian's Chromium over loopback; each page runs BENCH_WEB_RUNS times (default
 *    5, as Lighthouse's variability guide advises: the median of five halves a run's spread; three
 *    moved LCP by ±0.2 s between runs of one build on a 2-core machine) and the run with the median
 *    performance score is reported, every metric beside its target.
 *  - Bytes on the wire: a counting TCP proxy sits between the browsers (and the TLS front, when
 *    there is one) and the server. A first visit (fresh profile) counts everything until the
 *    network is quiet with the service worker controlling the page (its precache included); the
 *    repeat visit opens the page again in the same profile (service worker warm).
 *
 * The table goes to stdout and replaces the marked section of docs/benchmarks.md.
 * Run: npm run bench -- web
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { writeDocsSection } from './docs-section';
import { createServer, connect, type Server } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';
import { REPO_ROOT } from '../server/repo-root';
import { startServer } from '../tests/e2e/support/server';
import { CHROME_FLAGS, CHROMIUM, detailPath, largestLayout, lighthouseRun, mainThreadCpu, PAGES, SEED_SCALE, serverLatency, signIn, threadBlocking, traces } from './lighthouse-run';
import { startTlsFront } from './tls-front';
import { buildFloorProbes, FLOOR_PAGES } from './web-floor/build';

// HTTPS over HTTP/2 in front of the server, as a reader gets the app (bench/tls-front.ts);
// BENCH_WEB_TLS=0 measures plain HTTP/1.1 on loopback instead.
const TLS = process.env.BENCH_WEB_TLS !== '0';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);

interface Target {
  label: string;
  limit: number;
  unit: 'ms' | 's' | '' | 'KB' | 'nodes';
  /** Lower is better unless `atLeast`. */
  atLeast?: boolean;
  /** Only for this page. */
  page?: string;
  read(lhr: Result): number;
}

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const scripts = (lhr: Result): NetworkItem[] =>
  ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((item) => item.resourceType === 'Script');

/** Script bytes the page loaded before it settled (the route's initial JavaScript), as transferred. */
function scriptBytes(lhr: Result): number {
  return scripts(lhr).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * The same scripts brotli-compressed (quality 11) from the build: what they weigh on the wire
 * once the server compresses, whether or not this server does yet.
 */
let distForBrotli = '';
function scriptBrotliBytes(lhr: Result): number {
  // transferSize 0: started but never fetched before the page settled.
  return scripts(lhr).filter((item) => (item.transferSize ?? 0) > 0).reduce((sum, item) => {
    const path = join(distForBrotli, new URL(item.url).pathname);
    return sum + (existsSync(path) ? brotliCompressSync(readFileSync(path)).length : Number.NaN);
  }, 0);
}

const TARGETS: Target[] = [
  { label: 'score', limit: 90, unit: '', atLeast: true, read: (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100) },
  { label: 'LCP', limit: 2500, unit: 's', read: (lhr) => audit(lhr, 'largest-contentful-paint') },
  { label: 'TBT', limit: 200, unit: 'ms', read: (lhr) => audit(lhr, 'total-blocking-time') },
  { label: 'blocking by thread time', limit: Number.POSITIVE_INFINITY, unit: 'ms', read: (lhr) => threadBlocking.get(lhr) ?? Number.NaN },
  { label: 'CLS', limit: 0.05, unit: '', read: (lhr) => audit(lhr, 'cumulative-layout-shift') },
  { label: 'FCP', limit: Number.POSITIVE_INFINITY, unit: 's', read: (lhr) => audit(lhr, 'first-contentful-paint') },
  { label: 'server latency (simulated)', limit: Number.POSITIVE_INFINITY, unit: 'ms', read: serverLatency },
  { label: 'main-thread CPU', limit: Number.POSITIVE_INFINITY, unit: 'ms', read: (lhr) => mainThreadCpu.get(lhr) ?? Number.NaN },
  { label: 'largest layout (objects)', limit: Number.POSITIVE_INFINITY, unit: 'nodes', read: (lhr) => largestLayout.get(lhr) ?? Number.NaN },
  { label: 'JS on wire', limit: Number.POSITIVE_INFINITY, unit: 'KB', read: scriptBytes },
  { label: 'JS brotli', limit: 250 * 1024, unit: 'KB', read: scriptBrotliBytes },
  { label: 'DOM nodes', limit: 800, unit: 'nodes', page: 'home', read: (lhr) => audit(lhr, 'dom-size') },
];

function format(value: number, unit: Target['unit']): string {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'KB':
      return `${(value / 1024).toFixed(0)} KB`;
    case 'nodes':
      return `${Math.round(value)}`;
    default:
      return Number.isInteger(value) ? `${value}` : value.toFixed(3);
  }
}

function verdict(target: Target, value: number): string {
  if (!Number.isFinite(target.limit)) return '';
  const met = target.atLeast ? value >= target.limit : value <= target.limit;
  return met ? ' ✓' : ' ✗';
}

function limitText(target: Target): string {
  if (!Number.isFinite(target.limit)) return '—';
  return `${target.atLeast ? '≥' : '≤'} ${format(target.limit, target.unit)}`;
}

/**
 * The machine's CPU ticks so far, from /proc/stat (Linux; undefined elsewhere): all of them and those
 * the hypervisor gave to other guests while this one wanted to run (steal). On a shared virtual
 * machine steal stretches every task Lighthouse observes, and thread times too (a guest's thread
 * runs on in its own clock while its virtual CPU is stolen), so the header prints it.
 */
function cpuTicks(): { total: number; steal: number } | undefined {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : undefined;
  const ticks = line?.startsWith('cpu ') ? line.trim().split(/\s+/).slice(1, 9).map(Number) : undefined;
  return ticks ? { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7]! } : undefined;
}

function stealShare(from: ReturnType<typeof cpuTicks>, to: ReturnType<typeof cpuTicks>): string {
  if (!from || !to || to.total === from.total) return 'not known';
  return `${((100 * (to.steal - from.steal)) / (to.total - from.total)).toFixed(1)} %`;
}

async function buildClient(): Promise<{ distDir: string; cleanup(): Promise<void> }> {
  if (process.env.BENCH_WEB_DIST) return { distDir: process.env.BENCH_WEB_DIST, cleanup: async () => {} };
  const distDir = await mkdtemp(join(tmpdir(), 'trendloom-web-bench-dist-'));
  console.log(`Building the client into ${distDir} …`);
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, // as `npm run build` (vite.config.ts says why)
  });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  return { distDir, cleanup: () => rm(distDir, { recursive: true, force: true }) };
}

/** A TCP proxy in front of the server that counts the bytes the server sends to the browser. */
class CountingProxy {
  received = 0;
  private constructor(private readonly server: Server, readonly baseURL: string) {}

  static async start(target: URL): Promise<CountingProxy> {
    const counter = { proxy: undefined as CountingProxy | undefined };
    const server = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      upstream.on('data', (chunk: Buffer) => {
        counter.proxy!.received += chunk.length;
      });
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('The counting proxy has no port');
    counter.proxy = new CountingProxy(server, `http://127.0.0.1:${address.port}`);
    return counter.proxy;
  }

  /** Waits until no byte has arrived for `quietMs`, then returns the bytes since `from`. */
  async settle(from: number, quietMs = 1500, timeoutMs = 60_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let last = this.received;
    let quietSince = Date.now();
    while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
      await new Promise((tick) => setTimeout(tick, 100));
      if (this.received !== last) {
        last = this.received;
        quietSince = Date.now();
      }
    }
    return this.received - from;
  }

  close(): Promise<void> {
    return new Promise((closed) => this.server.close(() => closed()));
  }
}

interface Visit {
  page: string;
  first: number;
  repeat: number;
}

/**
 * First visit (fresh profile, until quiet with the service worker in control) and a repeat visit,
 * opened at `pageBase`: the counting proxy itself, or a TLS front before it.
 */
async function measureVisits(browser: Browser, proxy: CountingProxy, pageBase: string, pages: { name: string; path: string }[]): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const { name, path } of pages) {
    const context = await browser.newContext({ baseURL: pageBase, viewport: { width: 412, height: 823 }, locale: 'zh-CN', serviceWorkers: 'allow' });
    const cookie = await signIn(proxy.baseURL);
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: pageBase })));
    const page = await context.newPage();
    const firstFrom = proxy.received;
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const first = await proxy.settle(firstFrom);
    const repeatFrom = proxy.received;
    const again = await context.newPage();
    await again.goto(path, { waitUntil: 'load' });
    const repeat = await proxy.settle(repeatFrom);
    visits.push({ page: name, first, repeat });
    await context.close();
  }
  return visits;
}


async function lighthouseRuns(url: string, cookie: string, chromeFlags: string[]): Promise<Result[]> {
  const results: Result[] = [];
  const options = { keepTrace: Boolean(process.env.BENCH_WEB_SAVE), samples: process.env.BENCH_WEB_SAMPLES !== '0' };
  for (let run = 0; run < RUNS; run++) results.push(await lighthouseRun(url, cookie, chromeFlags, options));
  return results;
}

const median = (results: Result[]): Result => {
  const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Where the main thread went on the median run: the heaviest scripts by CPU time. */
function bootupSummary(lhr: Result): string {
  const details = lhr.audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined;
  return (details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total)} ms`)
    .join(', ');
}

function pageTable(reports: { page: string; path: string; lhr: Result; scores: number[] }[]): string {
  const header = ['page', ...TARGETS.map((target) => `${target.label} (${limitText(target)})`), 'scores of all runs'];
  const rows = reports.map(({ page, lhr, scores }) => [
    page,
    ...TARGETS.map((target) => {
      if (target.page && target.page !== page) return format(target.read(lhr), target.unit);
      const value = target.read(lhr);
      return `${format(value, target.unit)}${verdict(target, value)}`;
    }),
    scores.join(' / '),
  ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function visitTable(visits: Visit[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const rows = visits.map((visit) => `| ${visit.page} | ${kb(visit.first)} | ${kb(visit.repeat)} |`);
  return ['| page | first visit (incl. SW precache) | repeat visit (SW warm) |', '|---|---:|---:|', ...rows].join('\n');
}


const { distDir, cleanup } = await buildClient();
await buildFloorProbes(distDir);
distForBrotli = distDir;
process.env.E2E_DIST_DIR = distDir;

/** BENCH_WEB_SAVE=<dir>: a page's median report and its trace, named after the page ("floor: React" → floor-React). */
async function saveReport(name: string, lhr: Result): Promise<void> {
  const base = join(process.env.BENCH_WEB_SAVE!, name.replaceAll(/[^a-z0-9]+/gi, '-'));
  await mkdir(process.env.BENCH_WEB_SAVE!, { recursive: true });
  await writeFile(`${base}.json`, JSON.stringify(lhr));
  await writeFile(`${base}.trace.json`, JSON.stringify({ traceEvents: traces.get(lhr) ?? [] }));
}
// BENCH_WEB_SERVER=<url>: measure a server that is already running — another commit's own server
// with its own build (BENCH_WEB_DIST pointing at that build, for the brotli sizes), a "before" measured
// in the same hour as the "after" — instead of starting this tree's.
const server = process.env.BENCH_WEB_SERVER
  ? { baseURL: process.env.BENCH_WEB_SERVER, stop: async () => {} }
  : await startServer({ seedScale: SEED_SCALE }, { optimisingCompiler: true });
// Lighthouse can throw from a protocol callback, outside the try below: stop the server anyway
// (it is a separate process and would outlive the bench).
process.once('uncaughtException', (error) => {
  console.error(error);
  void server.stop().finally(() => process.exit(1));
});
// Browsers reach the server through the counting proxy (bytes on the wire), and the TLS front
// before it when there is one: the proxy then counts the bodies as the server sent them and their
// HTTP/1.1 headers, not the TLS records' few percent of framing.
const proxy = await CountingProxy.start(new URL(server.baseURL));
const front = TLS ? await startTlsFront(new URL(proxy.baseURL)) : null;
const pageBase = front?.baseURL ?? proxy.baseURL;
const chromeFlags = [...CHROME_FLAGS, ...(front?.chromiumFlags ?? [])];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromeFlags });
try {
  const cookie = await signIn(server.baseURL);
  const pages = [...PAGES];
  const detail = pages.find((page) => page.name === 'detail')!;
  detail.path = await detailPath(browser, server.baseURL, cookie, PAGES.find((page) => page.name === 'list')!.path);

  const only = process.env.BENCH_WEB_PAGES?.split(',');
  const chosen = only ? pages.filter((page) => only.includes(page.name)) : pages;
  const load = loadavg()[0]!.toFixed(1);
  const ticksAtStart = cpuTicks();

  const reports: { page: string; path: string; lhr: Result; scores: number[] }[] = [];
  for (const { name, path } of chosen) {
    const results = await lighthouseRuns(`${pageBase}${path}`, cookie, chromeFlags);
    const lhr = median(results);
    // BENCH_WEB_SAVE=<dir>: keep each median report and its trace for a closer look (Lighthouse
    // viewer, audits; DevTools' Performance panel or bench/web-trace-tasks.ts for the trace). The
    // trace carries V8's CPU samples unless BENCH_WEB_SAMPLES=0 (then its tasks last as Lighthouse counted them).
    if (process.env.BENCH_WEB_SAVE) await saveReport(name, lhr);
    reports.push({ page: name, path, lhr, scores: results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100)) });
    console.log(`${name} ${path}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, LCP ${format(audit(lhr, 'largest-contentful-paint'), 's')}, TBT ${format(audit(lhr, 'total-blocking-time'), 'ms')}; CPU: ${bootupSummary(lhr)}`);
  }

  // The floor: the same home-sized card grid as static HTML, rendered by React, and by React with
  // the app's Chakra system, no data and no pictures to wait for (bench/web-floor).
  const floorReports: typeof reports = [];
  for (const { name, path } of FLOOR_PAGES.filter(() => !only || only.includes('floor'))) {
    const results = await lighthouseRuns(`${pageBase}${path}`, cookie, chromeFlags);
    const lhr = median(results);
    if (process.env.BENCH_WEB_SAVE) await saveReport(name, lhr);
    floorReports.push({ page: name, path, lhr, scores: results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100)) });
    console.log(`${name} ${path}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, LCP ${format(audit(lhr, 'largest-contentful-paint'), 's')}, TBT ${format(audit(lhr, 'total-blocking-time'), 'ms')}; CPU: ${bootupSummary(lhr)}`);
  }

  const steal = stealShare(ticksAtStart, cpuTicks());
  const visits = await measureVisits(browser, proxy, pageBase, chosen);
  // A run of the floor alone (BENCH_WEB_PAGES=floor) has no page reports: its header reads the floor's.
  const measured = [...reports, ...floorReports];

  const section = [
    '## Web render (issue #11) — `npm run bench -- web`',
    '',
    `Source: \`bench/web.bench.ts\`. Lighthouse ${measured[0]?.lhr.lighthouseVersion} mobile preset (4× CPU slowdown, simulated slow 4G) on`,
    `Debian Chromium over loopback, ${TLS ? 'HTTPS and HTTP/2 through a TLS front (as in production) to the ' : 'plain HTTP/1.1 to the '}production server (SEED_SCALE=${SEED_SCALE}), median of ${RUNS} runs by score. Measured`,
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores, load average ${load} at the start, CPU time stolen by the hypervisor while Lighthouse ran ${steal}, Lighthouse`,
    `benchmarkIndex ${measured.map((report) => report.lhr.environment.benchmarkIndex).join(' / ')} (a quiet desktop scores ≈ 1500–2500; under load the`,
    'simulated 4× slowdown multiplies already-stretched CPU times, so every time-based figure reads high).',
    '',
    pageTable(reports),
    '',
    'Pages: ' + reports.map((report) => `${report.page} \`${report.path}\``).join(', ') + '.',
    '',
    `Bytes on the wire (counted by a TCP proxy in front of the server${TLS ? ', behind the TLS front: bodies as sent, brotli where asked' : ''}; Playwright Chromium, 412×823):`,
    '',
    visitTable(visits),
    ...(floorReports.length === 0
      ? []
      : [
          '',
          'The floor (`bench/web-floor`): one home-sized first screen (60 cards, ≈ 670 DOM nodes, text and colour only) as',
          'static HTML; rendered on the device by React 19 with plain elements and one stylesheet; the same inside the',
          "app's ChakraProvider (its system and global styles); and written with Chakra UI components and style props as the",
          'app writes them. No router, no data fetch, no pictures — the most a client-rendered page can get, measured the',
          'same way in the same run:',
          '',
          pageTable(floorReports),
        ]),
  ].join('\n');
  console.log(`\n${section}\n`);
  if (!only) await writeDocsSection('web', section);
} finally {
  await browser.close();
  await front?.close();
  await proxy.close();
  await server.stop();
  await cleanup();
}
