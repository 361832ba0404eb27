/**
 * The longest layout of a page load and the font lookups inside it, for two or more client builds
 * (issue #11). Lighthouse's trace has no font events; this one does ("fonts" category). A page's
 * first layout was its longest task on a slow tablet, and most of it was looking up fonts at first
 * use (FontCache::GetFontPlatformData; on Linux round trips to the browser process for fontconfig),
 * a cost that counts what the page lays out in which fonts, not how fast the machine is today.
 *
 * Each load gets a fresh browser (a renderer with a cold font cache, as a first visit has), phone
 * viewport, signed in as the demo VIP member; the builds alternate load by load. Real times, no CPU
 * slowdown. Prints per page and build the medians of the longest layout's duration, its objects and
 * the font lookup time inside it, and the font lookup time of the whole load.
 *
 * Run: node --import tsx bench/web-first-layout.ts <dist A> <dist B> [...]   (FIRST_LAYOUT_RUNS=3)
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { alternate, benchPages, distsFromArgs, median, startBuild, type Build } from './build-ab';
import { CHROME_FLAGS, CHROMIUM, type TraceEvent } from './lighthouse-run';

const dists = distsFromArgs('web-first-layout.ts');
const RUNS = Number(process.env.FIRST_LAYOUT_RUNS ?? 3);
const FONT_LOOKUP = 'FontCache::GetFontPlatformData';

async function measure(build: Build, path: string, tracePath: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, extraHTTPHeaders: { Cookie: build.cookie } });
    await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'fonts'] });
    await page.goto(build.server.baseURL + path);
    await page.getByTestId('item-card').or(page.getByTestId('detail')).or(page.getByTestId('colour-page')).first().waitFor({ timeout: 60_000 });
    // The idle layouts of deferred blocks and the late sections come in after the first screen.
    await page.waitForTimeout(2500);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const layouts = events.filter((event) => event.name === 'Layout' && event.ph === 'X').sort((a, b) => b.dur! - a.dur!);
  const longest = layouts[0]!;
  const onItsThread = (event: TraceEvent) => event.pid === longest.pid && event.tid === longest.tid;
  const lookups = events.filter((event) => event.name === FONT_LOOKUP && onItsThread(event));
  const ms = (list: TraceEvent[]) => list.reduce((sum, event) => sum + event.dur!, 0) / 1000;
  return {
    layoutMs: longest.dur! / 1000,
    objects: longest.args?.beginData?.dirtyObjects ?? 0,
    fontsInLayoutMs: ms(lookups.filter((event) => event.ts >= longest.ts && event.ts <= longest.ts + longest.dur!)),
    fontsMs: ms(lookups),
  };
}

const work = await mkdtemp(join(tmpdir(), 'first-layout-'));
const builds: Build[] = [];
try {
  for (const dist of dists) builds.push(await startBuild(dist));
  const results = await alternate(
    RUNS,
    await benchPages(builds[0]!),
    builds,
    (build, path) => measure(build, path, join(work, 'trace.json')),
    (result) => `longest layout ${result.layoutMs.toFixed(1)} ms (${result.objects} objects), font lookups in it ${result.fontsInLayoutMs.toFixed(1)} ms, in the load ${result.fontsMs.toFixed(1)} ms`,
  );
  console.log(`\n| page | build | longest layout (ms) | its objects | font lookups in it (ms) | font lookups in the load (ms) |\n| --- | --- | ---: | ---: | ---: | ---: |`);
  for (const [key, list] of results) {
    const cell = (pick: (result: (typeof list)[number]) => number) => median(list.map(pick)).toFixed(0);
    console.log(`| ${key} | ${cell((r) => r.layoutMs)} | ${cell((r) => r.objects)} | ${cell((r) => r.fontsInLayoutMs)} | ${cell((r) => r.fontsMs)} |`);
  }
} finally {
  await Promise.all(builds.map((build) => build.server.stop()));
  await rm(work, { recursive: true, force: true });
}
