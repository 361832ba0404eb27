import { defineConfig } from 'vitest/config';

// Server and sync suites run once on PGlite and again on PostgreSQL when DATABASE_URL is set
// (CI sets it). Concurrency bugs that PGlite's single connection hides show up on PostgreSQL.
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.DATABASE_URL && process.env.CI) {
  throw new Error('CI must set DATABASE_URL: the server suite has to run on PostgreSQL too.');
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the server suites mostly wait on the
    // database (another process), so three files at a time use the machine better.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `server-${engine}`,
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          env: { TEST_ENGINE: engine },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
