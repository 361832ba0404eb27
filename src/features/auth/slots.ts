import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';
import { SessionGuard } from './components/SessionGuard';

/** The user menu in the header. */
export const authHeaderSlots: Slot[] = [{ id: 'user-menu', Component: lazyNamed(() => import('./components/UserMenu'), 'UserMenu') }];

/**
 * Session rules and the 1845 dialog. Not lazy: the dialog must appear even when no further
 * chunk can be loaded.
 */
export const authOverlaySlots: Slot[] = [{ id: 'session-guard', Component: SessionGuard }];
