import Dexie, { liveQuery } from 'dexie';
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
// Dexie switches its debug mode on for any page at localhost or 127.0.0.1: a console task (an async
// stack trace) for every table call and every promise callback run inside it, which DevTools,
// Lighthouse and Playwright then record. Readers never load a build from there, but the bench and the
// end-to-end tests do, and measured a slower app than readers get (issue #11). Builds run as readers'.
if (import.meta.env.PROD) Dexie.debug = false;

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
