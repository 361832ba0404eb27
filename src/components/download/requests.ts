/**
 * How pages ask for a download without depending on the download feature: they call
 * requestDownload(); the download centre (mounted once in the site layout by the app) handles
 * it. Requests made before the centre's lazy chunk arrives wait for it.
 */
export type DownloadRequest = { kind: 'batch'; ids: number[] } | { kind: 'file'; itemId: number; format: string; url: string };

type Handler = (request: DownloadRequest) => void;

let handler: Handler | null = null;
const waiting: DownloadRequest[] = [];
let requested = false;
const requestedListeners = new Set<() => void>();

/** Whether this page has asked for any download yet (the centre loads on the first request). */
export const wasDownloadRequested = (): boolean => requested;

/** Hears the first download request of the page; returns the unsubscribe function. */
export function onDownloadRequested(listener: () => void): () => void {
  requestedListeners.add(listener);
  return () => requestedListeners.delete(listener);
}

export function requestDownload(request: DownloadRequest): void {
  if (handler) handler(request);
  else waiting.push(request);
  if (!requested) {
    requested = true;
    for (const listener of requestedListeners) listener();
  }
}

/** For the download centre: takes requests (and any that waited); returns the release function. */
export function handleDownloadRequests(next: Handler): () => void {
  handler = next;
  for (const request of waiting.splice(0)) next(request);
  return () => {
    if (handler === next) handler = null;
  };
}
