import type { RouteObject } from 'react-router-dom';
import type { Slot } from '../../components/slot';
import { lazyNamed } from '../../lib/lazy-component';

/** /download/batch: a list's pictures in batch-download view. */
export const downloadRoutes: RouteObject[] = [{ path: 'download/batch', lazy: async () => ({ Component: (await import('./components/BatchPage')).BatchPage }) }];

/**
 * The download centre (progress, N-failed and Save/Share dialogs, messages), mounted once in the
 * layout when the page first asks for a download.
 */
export const downloadOverlaySlots: Slot[] = [{ id: 'download-center', Component: lazyNamed(() => import('./components/DownloadCenterSlot'), 'DownloadCenterSlot') }];
