import { Workbox } from 'workbox-window';
import { readsBeforeControl } from './reads-before-control';
import { postToWorker } from './worker-channel';

const HOURLY = 60 * 60_000;

type UpdateListener = () => void;
let waiting = false;
let workbox: Workbox | undefined;
const listeners = new Set<UpdateListener>();

/** A new version is installed and waits for the user's yes (the update prompt shows). */
export const updateWaiting = () => waiting;

export function subscribeUpdate(listener: UpdateListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers /sw.js (production builds only) and looks for a new version on start, on
 * visibilitychange, focus and pageshow, and hourly: installed iPad apps otherwise keep an old
 * worker until killed. A new version never takes over by itself; see acceptUpdate().
 * A second call does nothing.
 */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  // The first visit's worker takes control mid-visit: it is handed the reads it did not see.
  workbox.addEventListener('controlling', () => {
    const bodies = readsBeforeControl.takeAll();
    if (bodies.length > 0) postToWorker({ type: 'keep-reads', bodies });
  });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  const check = () => {
    if (navigator.onLine && document.visibilityState === 'visible') void workbox?.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  window.addEventListener('pageshow', check);
  setInterval(check, HOURLY);
  void workbox.register().catch((error: unknown) => console.error('service worker registration failed', error));
}

/** The user said yes: the waiting worker takes over and the page reloads into the new version. */
export function acceptUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
