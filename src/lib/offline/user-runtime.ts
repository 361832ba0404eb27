import { liveQuery } from 'dexie';
import { UserDb } from './db';
import { setLiveQuery } from './live-query';
import { SyncScheduler, type SchedulerEnv } from './scheduler';
import type { OfflineUser } from './session';
import { OfflineStore } from './store';
import { SyncEngine, type Transport } from './sync-engine';
import { httpTransport } from './transport';

// Loaded by OfflineSession when a user signs in (a dynamic import): Dexie, the outbox and its zod
// op schemas stay out of the first page's JavaScript (issue #11). From here on the hooks' live
// queries run on Dexie's liveQuery.
setLiveQuery(liveQuery);

export interface OpenUserDeps {
  transport?: Transport;
  env: SchedulerEnv;
  onSignedOut?: (status: number) => void;
}

/** Opens the user's database, outbox and sync (started). */
export function openOfflineUser(userId: number, deps: OpenUserDeps): OfflineUser {
  const db = new UserDb(userId);
  const engine = new SyncEngine(db, deps.transport ?? httpTransport());
  const scheduler = new SyncScheduler(engine, deps.env, { onSignedOut: deps.onSignedOut });
  const store = new OfflineStore(db, () => scheduler.request('enqueue'));
  scheduler.start();
  return { userId, db, store, engine, scheduler };
}
