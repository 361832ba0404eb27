/**
 * Where a floor probe's main thread goes (issue #11): builds the probes unminified, opens one in
 * Debian's Chromium without throttling and prints the functions with the most inclusive CPU time
 * from a sampling profile (median over runs). Multiply by 4 for Lighthouse's simulated slow phone.
 *
 *   node --import tsx bench/web-floor/profile.ts [provider|chakra|react] [runs]
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildFloorProbes } from './build';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const probe = process.argv[2] ?? 'provider';
const runs = Number(process.argv[3] ?? 5);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Inclusive milliseconds per function (named by function, file and line) of the page's own scripts. */
function inclusiveTimes(profile: Profile): Map<string, number> {
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = (id: number): number => (selfMs.get(id) ?? 0) + (byId.get(id)?.children ?? []).reduce((sum, child) => sum + inclusive(child), 0);
  const times = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (!url.includes('/floor/')) continue;
    const key = `${functionName || '(top level)'} ${url.replace(/.*\//, '')}:${lineNumber + 1}`;
    // Recursion: a function's outermost frame already holds its inner ones.
    times.set(key, Math.max(times.get(key) ?? 0, inclusive(node.id)));
  }
  return times;
}

const root = await mkdtemp(join(tmpdir(), 'trendloom-floor-profile-'));
await buildFloorProbes(root, { minify: false });
const server = createServer((request, response) => {
  const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  response.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream');
  createReadStream(path)
    .on('error', () => response.writeHead(404).end())
    .pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const samples = new Map<string, number[]>();
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`http://127.0.0.1:${port}/floor/pages/${probe}.html`);
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    for (const [key, ms] of inclusiveTimes(profile)) samples.set(key, [...(samples.get(key) ?? []), ms]);
    await page.close();
  }
  const median = (values: number[]) => [...values, ...Array<number>(runs - values.length).fill(0)].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  const rows = [...samples].map(([key, values]) => [key, median(values)] as const).sort((a, b) => b[1] - a[1]);
  console.log(`${probe}: median inclusive CPU of ${runs} page loads, unthrottled\n`);
  for (const [key, ms] of rows.slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  server.close();
  await rm(root, { recursive: true, force: true });
}
