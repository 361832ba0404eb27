import { useEffect, useRef } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { useSyncOverview } from '../../../lib/offline/hooks/use-sync-status';
import { notifyOffline } from '../../../lib/offline/toaster';

/**
 * Tells the user when the server refused one of their changes (item removed, no permission): the
 * change is undone on the device and the reason shown once; the list stays in the status panel.
 */
export function SyncFailureNotifier() {
  const { t } = useLocale();
  const overview = useSyncOverview();
  const shown = useRef<Set<string> | null>(null);
  // Undefined until read from the device: the first list read is what was there before this page.
  const failures = overview?.loaded ? overview.failures : undefined;
  useEffect(() => {
    if (!failures) return;
    // Failures already stored when the page opened were announced before.
    if (shown.current === null) {
      shown.current = new Set(failures.map((failure) => failure.opId));
      return;
    }
    for (const failure of failures) {
      if (shown.current.has(failure.opId)) continue;
      shown.current.add(failure.opId);
      notifyOffline('error', t('offline.syncRejected', { message: failure.message }));
    }
  }, [failures, t]);
  return null;
}
