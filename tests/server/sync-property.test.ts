/**
 * H1: the sync protocol under faults. Three devices of one user make up to 300 changes each
 * while requests are dropped, answers are lost, requests arrive twice (at once, or long after)
 * and devices go offline; several devices push at the same moment. After everyone is back
 * online and has synced:
 *   - every op of every device was applied exactly once, in that device's order;
 *   - the server's tables equal an independent fold of its op log (LWW in server order);
 *   - every device shows exactly the server's state, and heard of every op the server refused.
 * The devices are protocol models (outbox, seq, cursor, the pull rule: sync-model.ts); the
 * server is the real pushAndPull on this run's engine. The Dexie client is tested in tests/unit.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_ENGINE, type TestDb } from '../support/test-db';
import { insertCatalogueFixture } from './sync-fixtures';
import { realServer, runScenario, scenario, serverWithoutDedupe } from './sync-model';

const SEED = 20_240_604;
const RUNS = 1000;

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await insertCatalogueFixture(t.db);
});
afterAll(() => t.dispose());

describe(`sync protocol under faults (${TEST_ENGINE})`, () => {
  it(`applies every op exactly once and converges: ${RUNS} runs, seed ${SEED}`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, (s) => runScenario(t.db, realServer, s)),
      { seed: SEED, numRuns: RUNS },
    );
  }, 3_600_000);

  it('catches a server that does not deduplicate (test of the test)', async () => {
    const result = await fc.check(
      fc.asyncProperty(scenario, (s) => runScenario(t.db, serverWithoutDedupe, s)),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(result.failed).toBe(true);
  }, 600_000);
});
