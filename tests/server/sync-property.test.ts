/**
 * H1: the sync protocol under faults. Three devices of one user make up to 300 changes each
 * while requests are dropped, answers are lost, requests arrive twice (at once, or long after),
 * a batch arrives split with its later half first, two tabs push overlapping slices at once
 * and devices go offline; several devices push at the same moment; now and then an op holds
 * text the database cannot store (poison, issue #18). After everyone is back online and has synced:
 *   - every op of every device was processed exactly once: none lost, none applied twice;
 *   - the queue never stuck: no push failed, every outbox drained;
 *   - the server's tables equal an independent fold of its op log (LWW in server order; a late
 *     op of a device never undoes its newer op on the same entity; a poison op fails alone);
 *   - every device shows exactly the server's state, and heard of every op the server refused.
 * The devices are protocol models (outbox, seq, cursor, the pull rule: sync-model.ts); the
 * server is the real pushAndPull on this run's engine. The Dexie client is tested in tests/unit.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_ENGINE, type TestDb } from '../support/test-db';
import { insertCatalogueFixture } from './sync-fixtures';
import { realServer, runScenario, scenario, seen, serverWithoutDedupe } from './sync-model';

const SEED = 20_240_604;
/**
 * Checklist H1's 1000 runs. When PostgreSQL runs too (DATABASE_URL, as in CI), they go to it:
 * there the pushes of the three devices really run at once on separate connections, while
 * PGlite's single connection runs them one after the other. The PGlite pass then checks the same
 * property on the embedded engine with fewer runs: the CI budget (issue #11) cannot pay 1000 runs
 * twice (a run is a few hundred pushes, ~85 % of its time inside the database).
 */
const RUNS = TEST_ENGINE === 'pglite' && process.env.DATABASE_URL ? 200 : 1000;
/**
 * On PostgreSQL the runs go in four lanes at once, each a property of its own seed (SEED + lane,
 * RUNS / 4 runs, still shrunk on failure). Every run has its own user, so lanes never meet; while
 * one lane waits on the database another computes (alone on this 2-core box: 100 s against 137 s
 * for one lane; beside the browsers, where the niced test process waits for a core between
 * queries, more). On PGlite's single connection lanes would only queue, so it keeps one.
 */
const LANES = TEST_ENGINE === 'postgres' ? 4 : 1;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await insertCatalogueFixture(t.db);
});
afterAll(() => t.dispose());

describe(`sync protocol under faults (${TEST_ENGINE})`, () => {
  it(`applies every op exactly once and converges: ${RUNS} runs, seeds ${SEED}…${SEED + LANES - 1}`, async () => {
    await Promise.all(
      Array.from({ length: LANES }, (_, lane) =>
        fc.assert(
          fc.asyncProperty(scenario, (s) => runScenario(t.db, realServer, s)),
          { seed: SEED + lane, numRuns: RUNS / LANES },
        ),
      ),
    );
    // The runs did meet late ops, late ops overtaken by newer ones, and poison ops.
    expect(seen.late).toBeGreaterThan(0);
    expect(seen.superseded).toBeGreaterThan(0);
    expect(seen.poison).toBeGreaterThan(0);
  }, 3_600_000);

  it('catches a server that does not deduplicate (test of the test)', async () => {
    const result = await fc.check(
      fc.asyncProperty(scenario, (s) => runScenario(t.db, serverWithoutDedupe, s)),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(result.failed).toBe(true);
  }, 600_000);
});
