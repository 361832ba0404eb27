import { preloadSlots, type Slot } from '../components/slot';
import { authHeaderSlots, authOverlaySlots } from '../features/auth/routes';
import { consultOverlaySlots } from '../features/consult/routes';
import { downloadOverlaySlots } from '../features/download/routes';
import { navHeaderSlots } from '../features/nav/routes';
import { offlineHeaderSlots, offlineOverlaySlots } from '../features/offline/routes';
import { insHeaderSlots } from '../features/ins/routes';
import { updateDetailOverlaySlots } from '../features/update-detail/routes';

/**
 * Right-hand end of the header, before the language switch and theme toggle: the user menu,
 * the online/sync indicator… A feature adds one line, ideally with a lazy component:
 *   { id: 'user-menu', Component: lazy(() => import('../features/account/components/UserMenu')) },
 */
export const headerEndSlots: Slot[] = [...navHeaderSlots, ...offlineHeaderSlots, ...insHeaderSlots, ...authHeaderSlots];

/**
 * Rendered once inside the site layout after the footer, with the page: what must work at once,
 * whether or not another chunk can be loaded (the session guard, the offline notices).
 */
export const layoutOverlays: Slot[] = [...authOverlaySlots, ...offlineOverlaySlots];

/**
 * The layout's lazily loaded overlays (promo bar, service widget, download centre, update dialog):
 * nothing on a page's first screen waits for them, so they render once the page is idle instead of
 * loading their chunks and imports beside the page's own while it loads (issue #11).
 */
export const idleOverlays: Slot[] = [...consultOverlaySlots, ...downloadOverlaySlots, ...updateDetailOverlaySlots];

/** Asks for the header's lazy slots ahead, so the first render can show them with the page. */
export const preloadShellSlots = (): Promise<void> => preloadSlots(headerEndSlots);
