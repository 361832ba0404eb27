import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/** The site-wide navigation popover, in the header's right-hand slots. */
export const navHeaderSlots: Slot[] = [{ id: 'site-nav', Component: lazyNamed(() => import('./components/NavPopover'), 'NavPopover') }];
