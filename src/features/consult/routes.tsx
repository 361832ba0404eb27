import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/** The footer promo bar and the customer-service widget, mounted once in the layout. */
export const consultOverlaySlots: Slot[] = [
  { id: 'promo-bar', Component: lazyNamed(() => import('./components/PromoBar'), 'PromoBar') },
  { id: 'service-widget', Component: lazyNamed(() => import('./components/ServiceWidget'), 'ServiceWidget') },
];
