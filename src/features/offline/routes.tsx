import type { RouteObject } from 'react-router-dom';
import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';
import { OfflineToaster } from '../../lib/offline/toaster';
import { SessionBridge } from './components/SessionBridge';
import { SyncFailureNotifier } from './components/SyncFailureNotifier';
import { SavedAtNotice } from './components/SavedAtNotice';
import { UpdatePrompt } from './components/UpdatePrompt';

/** /offline: the offline packs of this device. */
export const offlineRoutes: RouteObject[] = [{ path: 'offline', lazy: async () => ({ Component: (await import('./OfflinePacksPage')).OfflinePacksPage }) }];

/** Online/offline/sync indicator in the header. */
export const offlineHeaderSlots: Slot[] = [
  { id: 'sync-status', Component: lazyNamed(() => import('./components/StatusIndicator'), 'StatusIndicator') },
];

/**
 * Not lazy: the session bridge, update prompt and notices must work when no further chunk can
 * be loaded (offline, or an old version after a deploy). The toaster's view (Chakra's toast
 * machinery) loads with the page's first toast (issue #11); offline the service worker's
 * precache, which holds every chunk of the running version, serves it.
 */
export const offlineOverlaySlots: Slot[] = [
  { id: 'offline-session', Component: SessionBridge },
  { id: 'offline-toaster', Component: OfflineToaster },
  { id: 'sync-failures', Component: SyncFailureNotifier },
  { id: 'saved-at', Component: SavedAtNotice },
  { id: 'update-prompt', Component: UpdatePrompt },
];
