import type { RouteObject } from 'react-router-dom';
import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';
import { SessionGuard } from './components/SessionGuard';

const authPage = () => import('./components/AuthPage');

/** /login and /register (spec §7 accounts). */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await authPage()).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await authPage()).RegisterPage }) },
];

/** The user menu in the header. */
export const authHeaderSlots: Slot[] = [{ id: 'user-menu', Component: lazyNamed(() => import('./components/UserMenu'), 'UserMenu') }];

/**
 * Session rules and the 1845 dialog. Not lazy: the dialog must appear even when no further
 * chunk can be loaded.
 */
export const authOverlaySlots: Slot[] = [{ id: 'session-guard', Component: SessionGuard }];
