import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes: the demo-seed files (they render a catalogue's pictures) and the
 * 1000-run sync property test (checklist H1; `npm test` runs it in a Vitest process of its own,
 * scripts/test-all.mjs). Without timings of an earlier run (a fresh clone has none) Vitest starts
 * big files first and these last, so the run waited on them alone at the end; started first, they
 * run while the other files share the remaining workers.
 */
const LONG_RUNNING = ['tests/server/sync-property.test.ts', 'tests/server/seed.test.ts', 'tests/server/download-seed.test.ts'];

class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_RUNNING.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

// Server and sync suites run once on PGlite and again on PostgreSQL when DATABASE_URL is set
// (CI sets it). Concurrency bugs that PGlite's single connection hides show up on PostgreSQL.
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/**
 * Files that run on PostgreSQL only when it is present (CI). They test no concurrency — quotas,
 * payments, sessions, sync, rate limits and counters are tested in the other files, which run on
 * both engines because PGlite's single connection hides races — and the embedded engine runs the
 * whole app under the end-to-end suite in every run (every page's queries, the seed, downloads).
 * Paying their PGlite pass too cost CI minutes (issue #11) and found nothing the two others miss.
 * Without DATABASE_URL (a developer's `npm test`) they run on PGlite like everything else.
 * The seeding files render a demo catalogue's pictures; media-s3 tests the S3 media driver,
 * which no database engine touches.
 */
const POSTGRES_ONLY_WHEN_PRESENT = [
  ...['seed', 'download-seed', 'media-s3'],
  ...['api-doc', 'auth-csrf', 'auth-demo', 'authz-matrix', 'brand', 'catalogue', 'catalogue-cache', 'colour-palettes', 'colour'],
  ...['compression', 'd3d', 'data-analysis', 'data-endpoint', 'detail', 'home', 'humen', 'idor', 'ins-proxy', 'item-access'],
  ...['legacy-params', 'logs-route', 'reading', 'search', 'static', 'status', 'update-detail', 'usercenter', 'yarn'],
].map((name) => `tests/server/${name}.test.ts`);
/**
 * `npm test` runs the sync property test in a Vitest process of its own (scripts/test-all.mjs sets
 * SYNC_PROPERTY_APART in the other one). A CLI `--exclude` does not reach the projects' own lists:
 * it ran twice, niced beside the browsers for 16 minutes of a 21-minute run.
 */
const RUN_APART = process.env.SYNC_PROPERTY_APART ? ['tests/server/sync-property.test.ts'] : [];
if (!process.env.DATABASE_URL && process.env.CI) {
  throw new Error('CI must set DATABASE_URL: the server suite has to run on PostgreSQL too.');
}

/**
 * Unit test files that replace modules (vi.mock): with modules shared between files, a module
 * another file imported first would stay real here, or a mock would reach the next file. They run
 * in a fresh module graph each (Vitest's recipe for per-file isolation settings).
 */
const MOCKS_MODULES = ['src/i18n/catalog/catalog.test.ts'];

/**
 * Guards against a hung test, not a slow one. `npm test` runs Vitest niced beside the browser
 * suite: on a slower CI machine a PGlite test that takes 10 s alone took over 60 s there (a 6,000-row
 * insert in list.test, a beforeAll in layout-pictures), and failed a run that was otherwise green.
 * Files set no shorter ceilings of their own.
 */
const STARVED_BESIDE_THE_BROWSERS = {
  unit: { testTimeout: 60_000, hookTimeout: 120_000 },
  server: { testTimeout: 300_000, hookTimeout: 600_000 },
};

export default defineConfig({
  test: {
    // Two files at a time. A CI run keeps both cores busy from end to end (98 %, issue #11), so a
    // worker more buys no waiting time back: it only imports the server's modules once more and
    // competes for the cache. The unit and both server projects alone, on the 2-core machine:
    // 4 workers 492 CPU-s in 254 s, 2 workers 428 CPU-s in 231 s, 1 worker 369 CPU-s in 292 s
    // (it then waits on the database with a core idle). docs/benchmarks.md, 2026-12-02 (morning).
    maxWorkers: 2,
    sequence: { sequencer: LongRunningFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKS_MODULES],
          // A worker keeps the modules it imported from one file to the next (TensorFlow.js, the
          // server on PGlite, fast-check …) instead of importing them again for each: a quarter less
          // of the project's CPU (70 → 53 CPU-s alone). Files that swap modules run isolated below.
          isolate: false,
          // The sync client's tests push to a real server: 5 s timed out beside the browsers.
          ...STARVED_BESIDE_THE_BROWSERS.unit,
          // The sync client's tests talk to the real server on an embedded database.
          globalSetup: ['tests/support/db-template.ts'],
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: MOCKS_MODULES,
          ...STARVED_BESIDE_THE_BROWSERS.unit,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          // One worker runs its files one after another: a fresh worker per file had to start within
          // Vitest's fixed 60 s, which a niced worker beside the browsers missed in two CI runs.
          isolate: false,
          // A file's first Chakra render compiles its styles in jsdom: seconds when CI runs
          // vitest niced next to Playwright on two cores.
          ...STARVED_BESIDE_THE_BROWSERS.unit,
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `server-${engine}`,
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RUN_APART, ...(engine === 'pglite' && engines.length > 1 ? POSTGRES_ONLY_WHEN_PRESENT : [])],
          env: { TEST_ENGINE: engine },
          // Each file builds its own app on its own database and mocks nothing, so a worker keeps the
          // server's modules loaded from one file to the next instead of importing them again
          // (import was ≈ 14 % of the suite's time in a CI run).
          isolate: false,
          // Migrates one database per run; each file's database starts as a copy of it.
          globalSetup: ['tests/support/db-template.ts'],
          ...STARVED_BESIDE_THE_BROWSERS.server,
        },
      })),
      // Several real server processes on one database (tests/scale): PostgreSQL only, since
      // processes cannot share an embedded PGlite. CI sets DATABASE_URL, so CI always runs it.
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'scale-postgres',
                environment: 'node',
                include: ['tests/scale/**/*.test.ts'],
                env: { TEST_ENGINE: 'postgres' },
                globalSetup: ['tests/support/db-template.ts'],
                ...STARVED_BESIDE_THE_BROWSERS.server,
              },
            },
          ]
        : []),
    ],
  },
});
