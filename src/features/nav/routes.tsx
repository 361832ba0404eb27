import { lazy } from 'react';
import type { Slot } from '../../components/slot';

/** The site-wide navigation popover, in the header's right-hand slots. */
export const navHeaderSlots: Slot[] = [{ id: 'site-nav', Component: lazy(() => import('./components/NavPopover')) }];
