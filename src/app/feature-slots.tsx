import { preloadSlots, type Slot } from '../components/slot';
import { authHeaderSlots, authOverlaySlots } from '../features/auth/slots';
import { consultOverlaySlots } from '../features/consult/slots';
import { downloadOverlaySlots } from '../features/download/slots';
import { navHeaderSlots } from '../features/nav/slots';
import { offlineHeaderSlots, offlineOverlaySlots } from '../features/offline/slots';
import { insHeaderSlots } from '../features/ins/slots';
import { updateDetailOverlaySlots } from '../features/update-detail/slots';

/**
 * Right-hand end of the header, before the language switch and theme toggle: the user menu,
 * the online/sync indicator… A feature adds one line, ideally with a lazy component:
 *   { id: 'user-menu', Component: lazy(() => import('../features/account/components/UserMenu')) },
 */
export const headerEndSlots: Slot[] = [...navHeaderSlots, ...offlineHeaderSlots, ...insHeaderSlots, ...authHeaderSlots];

/** Rendered once inside the site layout after the footer: site-wide dialogs, promo bar, widgets. */
export const layoutOverlays: Slot[] = [...authOverlaySlots, ...consultOverlaySlots, ...downloadOverlaySlots, ...offlineOverlaySlots, ...updateDetailOverlaySlots];

/** Asks for the header's and the layout's lazy slots ahead, so the first render can show them with the page. */
export const preloadShellSlots = (): Promise<void> => preloadSlots([...headerEndSlots, ...layoutOverlays]);
