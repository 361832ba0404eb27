import type { RouteObject } from 'react-router-dom';

/** /offline: the offline packs of this device. */
export const offlineRoutes: RouteObject[] = [{ path: 'offline', lazy: async () => ({ Component: (await import('./OfflinePacksPage')).OfflinePacksPage }) }];
