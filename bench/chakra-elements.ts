/**
 * Which elements of the five pages of issue #11 still get their styles from Chakra at run time (an
 * emotion `css-…` class: a style resolution and serialisation on every render), grouped by the
 * nearest test id and Chakra's component class (not part of `npm run bench`): where the next
 * static styles (src/components/static-styles) pay off. As the demo VIP on a 412×823 screen.
 *
 * Run: [B=<vite build dir, default dist>] [PAGES=list,detail] node --import tsx bench/chakra-elements.ts
 */
import { chromium } from '@playwright/test';
import { startServer } from '../tests/e2e/support/server';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/list/show?channel=20850' },
  { name: 'detail', path: '/detail/pictureInfo?id=533&channel=20850&column=35005&subcolumn=35006' },
  { name: 'search', path: `/list/search?channel=20850&p=1&key_words=${encodeURIComponent('连衣裙')}&merge_type=1` },
  { name: 'colour', path: '/list/color?ntype=2' },
].filter((page) => !process.env.PAGES || process.env.PAGES.split(',').includes(page.name));

const COUNT = `(() => {
  const all = [...document.querySelectorAll('body *')];
  const styled = all.filter((element) => [...element.classList].some((name) => name.startsWith('css-')));
  const groups = {};
  for (const element of styled) {
    const scope = element.closest('[data-testid]')?.getAttribute('data-testid') ?? (element.closest('header') ? 'header' : element.closest('footer') ? 'footer' : element.closest('main') ? 'main' : 'body');
    const component = [...element.classList].filter((name) => name.startsWith('chakra-')).join('.') || element.tagName.toLowerCase();
    const key = scope + ' · ' + component;
    groups[key] = (groups[key] ?? 0) + 1;
  }
  return { total: all.length, styled: styled.length, groups: Object.entries(groups).sort((a, b) => b[1] - a[1]) };
})()`;

process.env.E2E_DIST_DIR = process.env.B ?? 'dist';
const server = await startServer({ seedScale: 600 } as never, { optimisingCompiler: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.request.post(`${server.baseURL}/api/auth/login`, { data: { account: 'demo-vip', password: 'trendloom-demo' } });
  const page = await context.newPage();
  for (const { name, path } of PAGES) {
    await page.goto(server.baseURL + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const { total, styled, groups } = (await page.evaluate(COUNT)) as { total: number; styled: number; groups: [string, number][] };
    console.log(`\n${name}: ${styled} of ${total} elements styled by Chakra at run time`);
    for (const [key, count] of groups) console.log(`  ${String(count).padStart(3)}  ${key}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
