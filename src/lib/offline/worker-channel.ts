import type { PageToWorker, WorkerToPage } from '../../shared/sync/cache-names';

/** Sends a message to the active service worker (if any): the one in control, or the one about to be. */
export function postToWorker(message: PageToWorker): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
  void navigator.serviceWorker.ready.then((registration) => {
    if (registration.active && registration.active !== navigator.serviceWorker.controller) registration.active.postMessage(message);
  });
}

/** Listens to messages of the service worker; returns the unsubscribe function. */
export function onWorkerMessage(listener: (message: WorkerToPage) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const handler = (event: MessageEvent) => {
    const data = event.data as WorkerToPage | undefined;
    if (data && typeof data === 'object' && typeof data.type === 'string') listener(data);
  };
  navigator.serviceWorker.addEventListener('message', handler);
  return () => navigator.serviceWorker.removeEventListener('message', handler);
}
