import type { RouteObject } from 'react-router-dom';
import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';
import { uperLoader } from './api/uper-queries';

/** /ins/uperDetail?id= (blogger) and /ins/blogDetail?id= (post), spec §2 Instagram. */
export const insRoutes: RouteObject[] = [
  { path: 'ins/uperDetail', loader: uperLoader, lazy: async () => ({ Component: (await import('./UperDetailPage')).UperDetailPage }) },
  { path: 'ins/collects', lazy: async () => ({ Component: (await import('./CollectGroupsPage')).CollectGroupsPage }) },
  { path: 'ins/blogDetail', lazy: async () => ({ Component: (await import('./BlogDetailPage')).BlogDetailPage }) },
];

/** The notifications bell with its unread badge, in the header. */
export const insHeaderSlots: Slot[] = [
  { id: 'ins-notifications', Component: lazyNamed(() => import('./components/NotificationBell'), 'NotificationBell') },
];
