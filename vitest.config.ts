import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes: the 1000-run sync property test (checklist H1), once per engine.
 * Without timings of an earlier run (a fresh clone has none) Vitest starts big files first, and
 * this small file last, so the run waited on it alone at the end; started first, it runs while
 * the other files share the remaining workers.
 */
const LONG_RUNNING = ['tests/server/sync-property.test.ts'];

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
 * Files that seed a demo catalogue with rendered pictures: when PostgreSQL runs too, only it runs
 * them. They test no concurrency (that must pass on both engines), and the end-to-end servers
 * seed the same catalogue on PGlite in every run. media-s3 tests the S3 media driver, which no
 * database engine touches; its seed alone outlasted a 3-minute hook on PGlite beside the browsers.
 */
const SEEDING_FILES = ['tests/server/seed.test.ts', 'tests/server/download-seed.test.ts', 'tests/server/media-s3.test.ts'];
if (!process.env.DATABASE_URL && process.env.CI) {
  throw new Error('CI must set DATABASE_URL: the server suite has to run on PostgreSQL too.');
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the server suites mostly wait on the
    // database (another process), so three files at a time use the machine better.
    maxWorkers: 3,
    sequence: { sequencer: LongRunningFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // The sync client's tests talk to the real server on an embedded database.
          globalSetup: ['tests/support/db-template.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          // A file's first Chakra render compiles its styles in jsdom: seconds when CI runs
          // vitest niced next to Playwright on two cores.
          testTimeout: 30_000,
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `server-${engine}`,
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(engine === 'pglite' && engines.length > 1 ? SEEDING_FILES : [])],
          env: { TEST_ENGINE: engine },
          // Migrates one database per run; each file's database starts as a copy of it.
          globalSetup: ['tests/support/db-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
