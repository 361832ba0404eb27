/**
 * What the build-against-build benches share (web-ab.ts, web-first-layout.ts): a production server
 * per client build, seeded alike and signed in as the demo VIP member; the five pages, the detail
 * page's address read off the first build's list; runs that alternate page by page and build by
 * build, so a slow minute of a shared machine falls on every build.
 */
import { chromium } from '@playwright/test';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { CHROME_FLAGS, CHROMIUM, detailPath, PAGES, SEED_SCALE, signIn } from './lighthouse-run';

export interface Build {
  dist: string;
  server: RunningServer;
  cookie: string;
}

/** Two or more build directories from the command line, or the usage. */
export function distsFromArgs(script: string): string[] {
  const dists = process.argv.slice(2);
  if (dists.length < 2) throw new Error(`usage: node --import tsx bench/${script} <dist A> <dist B> [...]`);
  return dists;
}

/** Starts a server for `dist`, as startServer serves the build E2E_DIST_DIR names when it starts. */
export async function startBuild(dist: string): Promise<Build> {
  process.env.E2E_DIST_DIR = dist;
  const server = await startServer({ seedScale: SEED_SCALE }, { optimisingCompiler: true });
  return { dist, server, cookie: await signIn(server.baseURL) };
}

/** The pages named (all five by default), the detail page at the first card of the list (the same in every build's seed). */
export async function benchPages(build: Build, names = PAGES.map((page) => page.name)): Promise<{ name: string; path: string }[]> {
  const pages = PAGES.filter((page) => names.includes(page.name)).map((page) => ({ ...page }));
  const detail = pages.find((page) => page.name === 'detail');
  if (detail) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    detail.path = await detailPath(browser, build.server.baseURL, build.cookie, PAGES.find((page) => page.name === 'list')!.path);
    await browser.close();
  }
  return pages;
}

/**
 * Measures every page on every build `runs` times, alternating, and returns the rows by
 * "page | build" in the order given; `describe` prints a row as it comes. Every other run takes
 * the builds in reverse order: a build always measured first of its pair (a cold browser binary
 * and page cache, the other server idle) shares that place with the other instead (2026-12-04: one
 * pair of builds read detail TBT medians 989 → 803 ms in one order and 652 → 626 ms in the other).
 */
export async function alternate<B extends Build, Row>(
  runs: number,
  pages: { name: string; path: string }[],
  builds: B[],
  measure: (build: B, path: string) => Promise<Row>,
  describe: (row: Row) => string,
): Promise<Map<string, Row[]>> {
  const rows = new Map<string, Row[]>();
  for (const { name } of pages) for (const build of builds) rows.set(`${name} | ${build.dist}`, []);
  for (let run = 1; run <= runs; run++) {
    const order = run % 2 === 1 ? builds : [...builds].reverse();
    for (const { name, path } of pages) {
      for (const build of order) {
        const row = await measure(build, path);
        const key = `${name} | ${build.dist}`;
        rows.get(key)!.push(row);
        console.log(`run ${run} ${key}: ${describe(row)}`);
      }
    }
  }
  return rows;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
