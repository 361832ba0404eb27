import { lazy, useSyncExternalStore } from 'react';
import { onDownloadRequested, wasDownloadRequested } from '../../../components/download';

const DownloadCenter = lazy(() => import('./DownloadCenter'));

/**
 * Mounts the download centre at the page's first download request (which waits for it), so its
 * dialogs, toaster and zip worker are not part of every page's first JavaScript (issue #11).
 */
export function DownloadCenterSlot() {
  const requested = useSyncExternalStore(onDownloadRequested, wasDownloadRequested, wasDownloadRequested);
  return requested ? <DownloadCenter /> : null;
}
