import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/**
 * The download centre (progress, N-failed and Save/Share dialogs, messages), mounted once in the
 * layout when the page first asks for a download.
 */
export const downloadOverlaySlots: Slot[] = [{ id: 'download-center', Component: lazyNamed(() => import('./components/DownloadCenterSlot'), 'DownloadCenterSlot') }];
