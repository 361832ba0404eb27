/**
 * Loads pages over and over, four at a time in two browsers (as the e2e suite's two workers do on
 * a busy machine), and counts the loads that never leave the boot shell: React's first commit
 * with no site header. For each it prints React's root (pending lanes, the committed tree, the
 * router's state) and the page's console. Not part of `npm run bench`: the first render's race
 * with the router (src/app/router.tsx, firstPageLoaded) was found with it.
 *
 * Run: [B=<vite build dir, default dist>] [MINUTES=4] node --import tsx bench/boot-stress.ts
 */
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../tests/e2e/support/server';

const PATHS = ['/list/trend?channel=20850', '/list/trend?channel=20840', '/list/special?channel=20850&subcolumn=35881', '/list/show?channel=20850', '/detail/pictureInfo?id=533&channel=20850&column=35005&subcolumn=35006', '/list/search?channel=20850&p=1&key_words=%E8%BF%9E%E8%A1%A3%E8%A3%99&merge_type=1', '/'];

const DIAG = `(() => {
  const el = document.getElementById('root');
  const key = Object.keys(el).find((k) => k.startsWith('__reactContainer$'));
  if (!key) return { react: 'no container (render never called)' };
  const hostFiber = el[key];
  const root = hostFiber.stateNode;
  const out = { pendingLanes: root.pendingLanes, suspendedLanes: root.suspendedLanes, pingedLanes: root.pingedLanes, callbackNode: !!root.callbackNode, currentChild: !!root.current.child, wip: !!root.current.alternate };
  const seen = [];
  const walk = (fiber, depth) => {
    for (let f = fiber; f && seen.length < 400; f = f.sibling) {
      const name = typeof f.type === 'string' ? f.type : f.type?.displayName || f.type?.name || (f.type && f.type.$$typeof && String(f.type.$$typeof)) || f.tag;
      seen.push(' '.repeat(depth) + name + (f.memoizedProps && f.memoizedProps.router ? ' ROUTER initialized=' + f.memoizedProps.router.state.initialized + ' nav=' + f.memoizedProps.router.state.navigation.state : '') + (f.flags & 128 ? ' DidCapture' : '') + (f.lanes ? ' lanes=' + f.lanes : ''));
      walk(f.child, depth + 1);
    }
  };
  walk(root.current.alternate?.child ?? root.current.child, 0);
  out.tree = seen.slice(0, 120).join('\\n');
  return out;
})()`;

process.env.E2E_DIST_DIR = process.env.B ?? 'dist';
const server = await startServer();
const browsers: Browser[] = await Promise.all([0, 1].map(() => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })));
let loads = 0;
let stuck = 0;
const deadline = Date.now() + Number(process.env.MINUTES ?? 4) * 60_000;
await Promise.all(
  browsers.flatMap((browser, b) =>
    [0, 1].map(async (lane) => {
      while (Date.now() < deadline && stuck < 3) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        const logs: string[] = [];
        page.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 200)}`));
        page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
        const path = PATHS[(loads + b + lane) % PATHS.length]!;
        loads++;
        await page.goto(server.baseURL + path);
        const ok = await page.getByTestId('site-header').waitFor({ timeout: 12_000 }).then(() => true, () => false);
        if (!ok) {
          stuck++;
          console.log('STUCK', path, JSON.stringify(await page.evaluate(DIAG), null, 1).replace(/\\n/g, '\n'), logs.join('\n'));
        }
        await context.close();
      }
    }),
  ),
);
console.log('loads', loads, 'stuck', stuck);
await Promise.all(browsers.map((b) => b.close()));
await server.stop();
