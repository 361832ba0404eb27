/**
 * A live query read by several components runs once per committed change, however many read
 * it, and stops when the last reader leaves (fake-indexeddb, Dexie's own liveQuery).
 */
import Dexie, { liveQuery, type Table } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLiveQuery } from './live-query';
import { SharedLiveQuery } from './shared-live-query';

class CountDb extends Dexie {
  rows!: Table<{ id: number }, number>;
  constructor() {
    super('shared-live-query');
    this.version(1).stores({ rows: 'id' });
  }
}

/** Waits until `check` holds: Dexie notifies its live queries through the event loop. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('SharedLiveQuery', () => {
  let db: CountDb;
  // liveQuery reads through Dexie's default IndexedDB (the browser's): a fresh fake one here,
  // put back afterwards for the other files of this worker.
  const browserDeps = { ...Dexie.dependencies };
  beforeAll(() => Object.assign(Dexie.dependencies, { indexedDB: new IDBFactory(), IDBKeyRange }));
  afterAll(() => Object.assign(Dexie.dependencies, browserDeps));
  afterEach(async () => db?.delete());

  it('runs its query as often for two readers as one subscription of its own does, and not at all after the last leaves', async () => {
    setLiveQuery(liveQuery);
    db = new CountDb();
    let runs = 0;
    const shared = new SharedLiveQuery(async () => {
      runs += 1;
      return db.rows.count();
    });
    // The same query on one plain subscription: how often Dexie runs it for one reader.
    let singleRuns = 0;
    const single = liveQuery(async () => {
      singleRuns += 1;
      return db.rows.count();
    }).subscribe({ next: () => undefined });
    const seenByA: (number | undefined)[] = [];
    const seenByB: (number | undefined)[] = [];
    const leaveA = shared.subscribe(() => seenByA.push(shared.getSnapshot()));
    const leaveB = shared.subscribe(() => seenByB.push(shared.getSnapshot()));
    expect(shared.getSnapshot()).toBeUndefined();
    await until(() => seenByA.length === 1 && seenByB.length === 1);
    expect(shared.getSnapshot()).toBe(0);

    await db.rows.add({ id: 1 });
    await until(() => seenByA.at(-1) === 1 && seenByB.at(-1) === 1);
    await db.rows.bulkAdd([{ id: 2 }, { id: 3 }]);
    await until(() => seenByA.at(-1) === 3 && seenByB.at(-1) === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(singleRuns);

    leaveA();
    await db.rows.add({ id: 4 });
    await until(() => seenByB.at(-1) === 4);
    expect(seenByA.at(-1)).toBe(3);

    leaveB();
    const runsWhenLeft = runs;
    await db.rows.add({ id: 5 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(runsWhenLeft);
    expect(singleRuns).toBeGreaterThan(runsWhenLeft);
    expect(shared.getSnapshot()).toBe(4);
    single.unsubscribe();
  });

  it('hands a failed query to its readers as a thrown error', async () => {
    setLiveQuery(liveQuery);
    db = new CountDb();
    const shared = new SharedLiveQuery<number>(async () => {
      throw new Error('storage gone');
    });
    let notified = 0;
    shared.subscribe(() => (notified += 1));
    await until(() => notified > 0);
    expect(() => shared.getSnapshot()).toThrow('storage gone');
  });
});
