/**
 * Lighthouse A/B of two or more client builds (issue #11), for a change too small for the noise
 * between two `npm run bench -- web` runs: on a shared 2-core machine Lighthouse's benchmarkIndex
 * moves by half within minutes, and with it every simulated time. Each build gets its own
 * production server (seeded alike) behind its own TLS front; the runs alternate build by build, so a
 * slow minute falls on all of them. Prints, per page and build, the median and mean of score, TBT,
 * LCP, FCP, the page main thread's CPU time and the server latency Lighthouse simulated, and the
 * run-by-run pairs.
 *
 * Run: node --import tsx bench/web-ab.ts <dist A> <dist B> [...]
 *      (WEB_AB_RUNS=7 runs a page and build, WEB_AB_PAGES=home,detail; default home, 5 runs;
 *      WEB_AB_SAVE=<dir> keeps every run's trace with CPU samples, for bench/web-trace-tasks.ts)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Result } from 'lighthouse';
import { alternate, benchPages, distsFromArgs, median, startBuild, type Build } from './build-ab';
import { CHROME_FLAGS, lighthouseRun, mainThreadCpu, serverLatency, threadBlocking, traces } from './lighthouse-run';
import { startTlsFront, type TlsFront } from './tls-front';

const dists = distsFromArgs('web-ab.ts');
const RUNS = Number(process.env.WEB_AB_RUNS ?? 5);
const chosen = (process.env.WEB_AB_PAGES ?? 'home').split(',');
const SAVE = process.env.WEB_AB_SAVE;
const runsSaved = new Map<string, number>();

/** WEB_AB_SAVE: the run's trace as <page>-<build folder>-<run>.trace.json. */
async function saveTrace(lhr: Result, build: Build, path: string): Promise<void> {
  const page = (new URL(path, 'https://x').pathname.split('/').filter(Boolean).pop() ?? 'home').replaceAll(/[^a-z0-9]+/gi, '-');
  const key = `${page}-${basename(build.dist)}`;
  const run = (runsSaved.get(key) ?? 0) + 1;
  runsSaved.set(key, run);
  await mkdir(SAVE!, { recursive: true });
  await writeFile(join(SAVE!, `${key}-${run}.trace.json`), JSON.stringify({ traceEvents: traces.get(lhr) ?? [] }));
}

interface FrontedBuild extends Build {
  front: TlsFront;
  flags: string[];
}

interface Figures {
  score: number;
  tbt: number;
  threadBlocking: number;
  lcp: number;
  fcp: number;
  cpu: number;
  serverLatency: number;
  benchmarkIndex: number;
}

const figuresOf = (lhr: Result): Figures => {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    threadBlocking: threadBlocking.get(lhr) ?? Number.NaN,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cpu: mainThreadCpu.get(lhr) ?? Number.NaN,
    serverLatency: serverLatency(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
};

const builds: FrontedBuild[] = [];
try {
  for (const dist of dists) {
    const build = await startBuild(dist);
    const front = await startTlsFront(new URL(build.server.baseURL));
    builds.push({ ...build, front, flags: [...CHROME_FLAGS, ...front.chromiumFlags] });
  }
  const pages = await benchPages(builds[0]!, chosen);
  const figures = await alternate(
    RUNS,
    pages,
    builds,
    async (build, path) => {
      const lhr = await lighthouseRun(`${build.front.baseURL}${path}`, build.cookie, build.flags, { keepTrace: Boolean(SAVE) });
      if (SAVE) await saveTrace(lhr, build, path);
      return figuresOf(lhr);
    },
    (row) => `score ${row.score}, TBT ${Math.round(row.tbt)} ms (by thread time ${Math.round(row.threadBlocking)}), LCP ${Math.round(row.lcp)} ms, CPU ${Math.round(row.cpu)} ms, server latency ${Math.round(row.serverLatency)} ms, benchmarkIndex ${row.benchmarkIndex}`,
  );

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const both = (values: number[]) => `${Math.round(median(values))} / ${Math.round(mean(values))}`;
  console.log(`\n${RUNS} runs a page and build, alternated; median / mean`);
  console.log('| page | build | score | TBT ms | blocking by thread time ms | LCP ms | FCP ms | main-thread CPU ms | server latency ms | benchmarkIndex |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [key, rows] of figures) {
    const column = (read: (row: Figures) => number) => both(rows.map(read));
    console.log(`| ${key} | ${column((row) => row.score)} | ${column((row) => row.tbt)} | ${column((row) => row.threadBlocking)} | ${column((row) => row.lcp)} | ${column((row) => row.fcp)} | ${column((row) => row.cpu)} | ${column((row) => row.serverLatency)} | ${column((row) => row.benchmarkIndex)} |`);
  }
} finally {
  for (const build of builds) {
    await build.front.close();
    await build.server.stop();
  }
}
