import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The app's toasts: favourites, follows, sync and the colour pages (spec §9: notices 2 s, messages 3 s). */
export type ToastKind = 'success' | 'warning' | 'error' | 'info';

interface OfflineToast {
  type: ToastKind;
  title: string;
  duration: number;
}

type Show = (toast: OfflineToast) => void;

// Chakra's toast machinery (≈ 7 KB brotli) loads with the page's first toast, not with the page
// (issue #11): toasts wait here until the view has mounted.
let show: Show | null = null;
const waiting: OfflineToast[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

export function notifyOffline(type: ToastKind, title: string, duration: 'notice' | 'message' = 'message') {
  const toast = { type, title, duration: duration === 'notice' ? 2000 : 3000 };
  if (show) {
    show(toast);
    return;
  }
  waiting.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
}

/** The loaded view takes the toasts (and those that waited); returns the release function. */
export function attachOfflineToastView(next: Show): () => void {
  show = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (show === next) show = null;
  };
}

const OfflineToasterView = lazy(() => import('./toaster-view'));

const subscribe = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

/** Rendered once by the offline feature's layout overlay; mounts the view at the first toast. */
export function OfflineToaster() {
  const mount = useSyncExternalStore(subscribe, () => wanted, () => false);
  return mount ? (
    <Suspense fallback={null}>
      <OfflineToasterView />
    </Suspense>
  ) : null;
}
