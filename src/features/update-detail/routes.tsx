import type { RouteObject } from 'react-router-dom';
import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/** /updateDetail/:id? (login; the session guard sends guests to log in). */
export const updateDetailRoutes: RouteObject[] = [
  { path: 'updateDetail/:id?', lazy: async () => ({ Component: (await import('./components/UpdateDetailPage')).UpdateDetailPage }) },
];

/** The once-per-channel-per-day last-updated dialog (spec §4). */
export const updateDetailOverlaySlots: Slot[] = [
  { id: 'update-dialog', Component: lazyNamed(() => import('./components/UpdateDialog'), 'UpdateDialog') },
];
