/** What this browser can do for downloads, detected once and passed into the flow (tests pass their own). */
export interface Capabilities {
  /** Blob and object URLs: without them nothing can be saved. */
  blob: boolean;
  /** fetch with readable bodies. */
  fetch: boolean;
  /** canvas with toBlob (re-encoding a loaded picture). */
  canvas: boolean;
  /** Module workers (the zip worker). */
  worker: boolean;
  /**
   * A home-screen app on iOS/iPadOS: <a download> there opens QuickLook with no way back, so the
   * file is built first and handed over by a Save/Share button (offline notes, iPad Safari).
   */
  iosStandalone: boolean;
}

export type DownloadMode = 'fetch' | 'canvas' | 'server';

/**
 * Spec §4: fetch, else canvas, else server. Packing several files on the client needs the zip
 * worker, so without workers a batch goes to the server. null: the browser cannot save files.
 */
export function chooseMode(caps: Capabilities, fileCount: number): DownloadMode | null {
  if (!caps.blob) return null;
  if (fileCount > 1 && !caps.worker) return 'server';
  if (caps.fetch) return 'fetch';
  if (caps.canvas) return 'canvas';
  return 'server';
}

export function detectCapabilities(win: typeof globalThis = globalThis): Capabilities {
  const doc = win.document as Document | undefined;
  const nav = win.navigator as (Navigator & { standalone?: boolean }) | undefined;
  const canvas = doc?.createElement('canvas');
  const standaloneDisplay = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  const appleTouch = !!nav && (/iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1));
  return {
    blob: typeof win.Blob === 'function' && typeof win.URL?.createObjectURL === 'function',
    fetch: typeof win.fetch === 'function' && typeof win.ReadableStream === 'function',
    canvas: !!canvas && typeof canvas.getContext === 'function' && typeof canvas.toBlob === 'function',
    worker: typeof win.Worker === 'function',
    iosStandalone: nav?.standalone === true || (standaloneDisplay && appleTouch),
  };
}
