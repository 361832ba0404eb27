import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/** The once-per-channel-per-day last-updated dialog (spec §4). */
export const updateDetailOverlaySlots: Slot[] = [
  { id: 'update-dialog', Component: lazyNamed(() => import('./components/UpdateDialog'), 'UpdateDialog') },
];
