import { STATUS } from '../../shared/contract/envelope';
import { markDisplaced, onSessionEnd } from '../session';
import { forgetPersistedQueries } from './query-persister';
import { OfflineSession } from './session';
import { postToWorker } from './worker-channel';

/**
 * The page's offline session: the signed-in user's Dexie database, outbox and sync. The
 * offline feature's session bridge activates it from the user info; logout ends it.
 */
export const offlineSession = new OfflineSession({
  onSignedOut: (status) => {
    if (status === STATUS.displaced) markDisplaced();
  },
  postToWorker,
  cacheStorage: typeof caches === 'undefined' ? undefined : caches,
  onUserLeft: forgetPersistedQueries,
});

onSessionEnd(() => offlineSession.end());

export type { FabricTarget, FavouriteTarget, FollowTarget, HistoryTarget, PaletteInput } from './store';
export type { OfflineUser } from './session';
export type { SyncStatus, SyncPhase } from './scheduler';
