/**
 * Computed styles of two builds side by side (not part of `npm run bench`): for converting a page's
 * Chakra components to static styles (src/components/static-styles) and proving nothing moved.
 * Each build gets its own production server on the same seeded catalogue; every element of the
 * header, `<main>` and footer is compared property by property, with its box, at each width, in
 * light and dark, and with hover, focus-visible and active forced on every link, button and field
 * through the DevTools protocol. Pixels are no use for this: two loads of one build differ by a few.
 *
 * Run: A=<baseline vite build dir> B=<new build dir, default dist> node --import tsx bench/style-probe.ts
 * Options: PAGES=list,detail (default all), WIDTHS=412,1024,1440, LOOSE_SPANS=1 (a span and a div
 * at the same place count as the same element, for a div made a span). Writes the differences to
 * /tmp/style-probe.txt; exits 1 when there are any.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../tests/e2e/support/server';

const DETAIL = '/detail/pictureInfo?id=533&channel=20850&column=35005&subcolumn=35006';
const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/list/show?channel=20850' },
  { name: 'list-sub', path: '/list/show?channel=20850&column=35005&subcolumn=35006' },
  { name: 'analysis', path: '/list/data_analysis?channel=20850' },
  { name: 'detail', path: DETAIL },
  { name: 'montage', path: '/detail/montage?id=533&channel=20850' },
  { name: 'article', path: '/detail/articleDetail?id=533&channel=20850' },
  { name: 'search', path: `/list/search?channel=20850&p=1&key_words=${encodeURIComponent('连衣裙')}&merge_type=1` },
  { name: 'colour', path: '/list/color?ntype=2' },
  { name: 'colour-family', path: '/list/color?ntype=2&family=red&p=2' },
];
const PAGES = ALL_PAGES.filter((page) => !process.env.PAGES || process.env.PAGES.split(',').includes(page.name));
const WIDTHS = (process.env.WIDTHS ?? '412,1024,1440').split(',').map(Number);
const STATES = ['none', 'hover', 'focus-visible', 'active'] as const;
const INTERACTIVE = 'header a, header button, header input, main a, main button, main input, main select, footer a, footer button';
const REPORTED_PER_VIEW = 40;
/**
 * Legacy flexbox prefixes emotion writes at run time and the build's CSS minifier drops: they only
 * matter for `display: -webkit-box`, which nothing uses.
 */
const IGNORED = ['-webkit-box-align', '-webkit-box-pack'];

/** Per element (keyed by its path of tag:index from <body>): its computed properties, box and text, as one string. */
const COLLECT = (looseSpans: boolean) => `(() => {
  const keyOf = (element) => {
    const parts = [];
    for (let e = element; e && e !== document.body; e = e.parentElement) {
      const tag = ${looseSpans} && e.tagName === 'SPAN' ? 'div' : e.tagName.toLowerCase();
      parts.unshift(tag + ':' + (e.parentElement ? [...e.parentElement.children].indexOf(e) : 0));
    }
    return parts.join('>');
  };
  const ignored = new Set(${JSON.stringify(IGNORED)});
  const out = {};
  for (const element of document.querySelectorAll('header *, main, main *, footer *')) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    const style = getComputedStyle(element);
    const values = [];
    for (let i = 0; i < style.length; i++) if (!ignored.has(style[i])) values.push(style[i] + '=' + style.getPropertyValue(style[i]));
    const box = element.getBoundingClientRect();
    values.push('@box=' + [box.x, box.y, box.width, box.height].map(Math.round).join(','));
    values.push('@text=' + (element.children.length === 0 ? (element.textContent || '').trim().slice(0, 30) : ''));
    out[keyOf(element)] = values.join('\\u0001');
  }
  return out;
})()`;

type Snapshot = Record<(typeof STATES)[number], Record<string, string>>;

async function signedInContext(server: RunningServer): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const response = await context.request.post(`${server.baseURL}/api/auth/login`, { data: { account: 'demo-vip', password: 'trendloom-demo' } });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()}`);
  return context;
}

async function snapshot(page: Page, url: string, width: number, scheme: 'light' | 'dark'): Promise<Snapshot> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const result = {} as Snapshot;
  for (const state of STATES) {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: INTERACTIVE });
    const force = (classes: string[]) => Promise.all(nodeIds.map((nodeId) => cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: classes })));
    if (state !== 'none') await force([state]);
    result[state] = (await page.evaluate(COLLECT(process.env.LOOSE_SPANS === '1'))) as Record<string, string>;
    if (state !== 'none') await force([]);
  }
  await cdp.detach();
  return result;
}

const properties = (text: string) => new Map(text.split('\u0001').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));

/** The differences of one view, as report lines. */
function compare(view: string, a: Snapshot, b: Snapshot): string[] {
  const lines: string[] = [];
  for (const state of STATES) {
    for (const key of new Set([...Object.keys(a[state]), ...Object.keys(b[state])])) {
      const [textA, textB] = [a[state][key], b[state][key]];
      if (textA === textB) continue;
      if (textA === undefined || textB === undefined) {
        lines.push(`${view} ${state}: ${key} only in ${textA === undefined ? 'B' : 'A'}`);
        continue;
      }
      const [propsA, propsB] = [properties(textA), properties(textB)];
      for (const name of new Set([...propsA.keys(), ...propsB.keys()])) {
        if (propsA.get(name) !== propsB.get(name)) lines.push(`${view} ${state}: ${key} ${name}: ${propsA.get(name)} → ${propsB.get(name)}`);
      }
    }
  }
  return lines;
}

const [dirA, dirB] = [process.env.A, process.env.B ?? 'dist'];
if (!dirA) throw new Error('Set A to the baseline build directory (e.g. a copy of dist/ made before the change).');
process.env.E2E_DIST_DIR = dirA;
const serverA = await startServer({ seedScale: 600 } as never, { optimisingCompiler: true });
process.env.E2E_DIST_DIR = dirB;
const serverB = await startServer({ seedScale: 600 } as never, { optimisingCompiler: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const report: string[] = [];
try {
  const [pageA, pageB] = await Promise.all([signedInContext(serverA), signedInContext(serverB)].map(async (context) => (await context).newPage()));
  for (const { name, path } of PAGES) {
    for (const width of WIDTHS) {
      for (const scheme of ['light', 'dark'] as const) {
        const view = `${name} ${width} ${scheme}`;
        const a = await snapshot(pageA!, serverA.baseURL + path, width, scheme);
        const b = await snapshot(pageB!, serverB.baseURL + path, width, scheme);
        const lines = compare(view, a, b);
        report.push(...lines.slice(0, REPORTED_PER_VIEW));
        console.log(`${view}: ${Object.keys(a.none).length} elements, ${lines.length} differences`);
      }
    }
  }
} finally {
  writeFileSync('/tmp/style-probe.txt', report.join('\n'));
  await browser.close();
  await Promise.all([serverA.stop(), serverB.stop()]);
}
console.log(report.length === 0 ? 'No differences.' : `Differences: /tmp/style-probe.txt (${report.length} lines shown)`);
process.exitCode = report.length === 0 ? 0 : 1;
