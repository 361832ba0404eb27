/**
 * Lighthouse A/B of two or more client builds (issue #11), for a change too small for the noise
 * between two `npm run bench -- web` runs: on a shared 2-core machine Lighthouse's benchmarkIndex
 * moves by half within minutes, and with it every simulated time. Each build gets its own
 * production server (seeded alike) behind its own TLS front; the runs alternate build by build, so a
 * slow minute falls on all of them. Prints, per page and build, the median and mean of score, TBT,
 * LCP, FCP and the page main thread's CPU time, and the run-by-run pairs.
 *
 * Run: node --import tsx bench/web-ab.ts <dist A> <dist B> [...]
 *      (WEB_AB_RUNS=7 runs a page and build, WEB_AB_PAGES=home,detail; default home, 5 runs)
 */
import type { Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { CHROME_FLAGS, CHROMIUM, detailPath, lighthouseRun, mainThreadCpu, PAGES, SEED_SCALE, signIn } from './lighthouse-run';
import { startTlsFront, type TlsFront } from './tls-front';

const dists = process.argv.slice(2);
if (dists.length < 2) throw new Error('usage: node --import tsx bench/web-ab.ts <dist A> <dist B> [...]');
const RUNS = Number(process.env.WEB_AB_RUNS ?? 5);
const chosen = (process.env.WEB_AB_PAGES ?? 'home').split(',');

interface Build {
  dist: string;
  server: RunningServer;
  front: TlsFront;
  cookie: string;
  flags: string[];
}

interface Figures {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cpu: number;
  benchmarkIndex: number;
}

const figuresOf = (lhr: Result): Figures => {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cpu: mainThreadCpu.get(lhr) ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

const builds: Build[] = [];
try {
  for (const dist of dists) {
    // The launcher reads the build to serve from the environment when it starts the server.
    process.env.E2E_DIST_DIR = dist;
    const server = await startServer({ seedScale: SEED_SCALE }, { optimisingCompiler: true });
    const front = await startTlsFront(new URL(server.baseURL));
    builds.push({ dist, server, front, cookie: await signIn(server.baseURL), flags: [...CHROME_FLAGS, ...front.chromiumFlags] });
  }
  const pages = PAGES.filter((page) => chosen.includes(page.name)).map((page) => ({ ...page }));
  const detail = pages.find((page) => page.name === 'detail');
  if (detail) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    // The same seed gives every build the same first card.
    detail.path = await detailPath(browser, builds[0]!.server.baseURL, builds[0]!.cookie, PAGES.find((page) => page.name === 'list')!.path);
    await browser.close();
  }

  const figures = new Map<string, Figures[]>();
  for (let run = 1; run <= RUNS; run++) {
    for (const { name, path } of pages) {
      for (const build of builds) {
        const row = figuresOf(await lighthouseRun(`${build.front.baseURL}${path}`, build.cookie, build.flags));
        const key = `${name} | ${build.dist}`;
        figures.set(key, [...(figures.get(key) ?? []), row]);
        console.log(`run ${run} ${key}: score ${row.score}, TBT ${Math.round(row.tbt)} ms, LCP ${Math.round(row.lcp)} ms, CPU ${Math.round(row.cpu)} ms, benchmarkIndex ${row.benchmarkIndex}`);
      }
    }
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const both = (values: number[]) => `${Math.round(median(values))} / ${Math.round(mean(values))}`;
  console.log(`\n${RUNS} runs a page and build, alternated; median / mean`);
  console.log('| page | build | score | TBT ms | LCP ms | FCP ms | main-thread CPU ms | benchmarkIndex |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const [key, rows] of figures) {
    const column = (read: (row: Figures) => number) => both(rows.map(read));
    console.log(`| ${key} | ${column((row) => row.score)} | ${column((row) => row.tbt)} | ${column((row) => row.lcp)} | ${column((row) => row.fcp)} | ${column((row) => row.cpu)} | ${column((row) => row.benchmarkIndex)} |`);
  }
} finally {
  for (const build of builds) {
    await build.front.close();
    await build.server.stop();
  }
}
