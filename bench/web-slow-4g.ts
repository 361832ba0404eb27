/**
 * A first visit over a real slow-4G line, build against build (issue #11): each load goes through
 * Chromium's own network emulation (150 ms latency a request, 1.6 Mbps down, 750 kbps up, Lighthouse's
 * mobile figures) at a phone's viewport, HTTPS and HTTP/2 through the TLS front as in production,
 * and reads the page's own first and largest contentful paint (and when the largest paint's picture arrived). Lighthouse simulates that line
 * from an unthrottled load instead, and its estimate moves with the machine's CPU load by more than
 * a change of request order is worth (web-ab.ts could not tell such builds apart on a busy 2-core
 * machine); here the line itself is slow, so the network's part of a change shows.
 *
 * Run: node --import tsx bench/web-slow-4g.ts <dist A> [<dist B> ...]
 *      (SLOW_4G_RUNS=4 loads a page and build, SLOW_4G_PAGES=home,list,detail,search,colour,
 *      SLOW_4G_CPU=1 Chromium's CPU slowdown on top, SLOW_4G_VIEWPORT=412x823 (1024x1366: an iPad), SLOW_4G_WATERFALL=1 prints each load's requests:
 *      asked and finished at, ms after the first, bytes on the wire, and a data call's name)
 */
import { chromium } from '@playwright/test';
import { alternate, benchPages, median, startBuild, type Build } from './build-ab';
import { CHROME_FLAGS, CHROMIUM } from './lighthouse-run';
import { startTlsFront, type TlsFront } from './tls-front';

const dists = process.argv.slice(2);
if (dists.length === 0) throw new Error('usage: node --import tsx bench/web-slow-4g.ts <dist A> [<dist B> ...]');
const RUNS = Number(process.env.SLOW_4G_RUNS ?? 4);
const CPU_SLOWDOWN = Number(process.env.SLOW_4G_CPU ?? 1);
const WATERFALL = process.env.SLOW_4G_WATERFALL === '1';
const [WIDTH, HEIGHT] = (process.env.SLOW_4G_VIEWPORT ?? '412x823').split('x').map(Number);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Paints {
  fcp: number;
  lcp: number;
  /** When the largest paint's picture had arrived (its LCP entry's loadTime); NaN for text. */
  lcpPicture: number;
}

const builds: (Build & { front: TlsFront })[] = [];
try {
  for (const dist of dists) {
    const build = await startBuild(dist);
    builds.push({ ...build, front: await startTlsFront(new URL(build.server.baseURL)) });
  }
  const pages = await benchPages(builds[0]!, (process.env.SLOW_4G_PAGES ?? 'home,list,detail,search,colour').split(','));
  const rows = await alternate(
    RUNS,
    pages,
    builds,
    async (build, path): Promise<Paints> => {
      // A fresh browser per load: nothing cached, no service worker, fonts looked up anew.
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROME_FLAGS, ...build.front.chromiumFlags] });
      try {
        const context = await browser.newContext({ viewport: { width: WIDTH!, height: HEIGHT! }, deviceScaleFactor: WIDTH! < 768 ? 1.75 : 2, extraHTTPHeaders: { Cookie: build.cookie }, serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        const requests = new Map<string, { what: string; asked: number; finished?: number; bytes?: number }>();
        if (WATERFALL) {
          cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
            const call = request.postData?.match(/"controller":"(\w+)","func":"(\w+)"/);
            requests.set(requestId, { what: new URL(request.url).pathname + (call ? ` ${call[1]}/${call[2]}` : ''), asked: timestamp });
          });
          cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
            const request = requests.get(requestId);
            if (request) Object.assign(request, { finished: timestamp, bytes: encodedDataLength });
          });
        }
        if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript({
          content: 'window.__lcp = 0; window.__lcpPicture = NaN; new PerformanceObserver((list) => { for (const entry of list.getEntries()) { window.__lcp = entry.startTime; window.__lcpPicture = entry.url ? entry.loadTime : NaN; } }).observe({ type: "largest-contentful-paint", buffered: true });',
        });
        await page.goto(build.front.baseURL + path, { timeout: 120_000 });
        await page.getByTestId('item-card').or(page.getByTestId('detail')).or(page.getByTestId('library-colour')).first().waitFor({ timeout: 120_000 });
        // The largest paint may come after the first card (a picture still on its way).
        await page.waitForTimeout(2000);
        const paints = (await page.evaluate(
          '({ fcp: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN), lcp: Math.round(window.__lcp), lcpPicture: Math.round(window.__lcpPicture) })',
        )) as Paints;
        if (WATERFALL) {
          const first = Math.min(...[...requests.values()].map((request) => request.asked));
          const at = (seconds?: number) => (seconds === undefined ? '-' : String(Math.round((seconds - first) * 1000))).padStart(6);
          console.log(`${path}: FCP ${paints.fcp} ms, LCP ${paints.lcp} ms\n asked finished   bytes`);
          for (const request of [...requests.values()].sort((a, b) => a.asked - b.asked)) {
            console.log(`${at(request.asked)} ${at(request.finished)} ${String(request.bytes ?? '-').padStart(7)} ${request.what}`);
          }
        }
        return paints;
      } finally {
        await browser.close();
      }
    },
    (paints) => `FCP ${paints.fcp} ms, LCP ${paints.lcp} ms, its picture in at ${paints.lcpPicture} ms`,
  );
  console.log(`\n${RUNS} loads a page and build, alternated; medians (${CPU_SLOWDOWN}× CPU)\n`);
  console.log('| page | build | FCP ms | LCP ms | LCP picture in at ms |\n|---|---|---:|---:|---:|');
  for (const [key, list] of rows) {
    const [page, build] = key.split(' | ');
    console.log(`| ${page} | ${build} | ${median(list.map((row) => row.fcp))} | ${median(list.map((row) => row.lcp))} | ${median(list.map((row) => row.lcpPicture))} |`);
  }
} finally {
  for (const build of builds) {
    await build.front.close();
    await build.server.stop();
  }
}
process.exit(0);
