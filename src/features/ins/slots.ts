import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/** The notifications bell with its unread badge, in the header. */
export const insHeaderSlots: Slot[] = [
  { id: 'ins-notifications', Component: lazyNamed(() => import('./components/NotificationBell'), 'NotificationBell') },
];
