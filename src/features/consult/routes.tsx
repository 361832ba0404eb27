import { lazy } from 'react';
import type { Slot } from '../../components/slot';

/** The footer promo bar and the customer-service widget, mounted once in the layout. */
export const consultOverlaySlots: Slot[] = [
  { id: 'promo-bar', Component: lazy(() => import('./components/PromoBar').then((m) => ({ default: m.PromoBar }))) },
  { id: 'service-widget', Component: lazy(() => import('./components/ServiceWidget').then((m) => ({ default: m.ServiceWidget }))) },
];
