import { ApiError } from '../../../lib/api';
import { STATUS } from '../../../shared/contract/envelope';
import { FETCH_CONCURRENCY, serverZipTimeoutMs } from '../../../shared/download/limits';
import { lastUrlName, pictureFileType, pictureSaveName, zipArchiveName } from '../../../shared/download/naming';
import { batchFraction } from '../../../shared/download/progress';
import { batchDownloadEventText, downloadEventText } from '../../../shared/download/stats';
import { PICTURE_ASSET, type DownloadCount, type DownloadItem } from '../../../shared/download/types';
import type { PictureFileType } from '../../../shared/download/formats';
import type { ZipJobFile } from '../../../workers/zip-bridge';
import { chooseMode, type Capabilities } from './capabilities';
import { CanvasError, FileLoadError, NoticeError, PackServerError, PackTimeoutError, RefusedError, type Notice } from './errors';
import type { DownloadStore } from './store';

/** Everything the flow touches outside itself: the browser, the server, the UI. Tests pass fakes. */
export interface DownloadDeps {
  capabilities: Capabilities;
  store: DownloadStore;
  /** UserCenter/getDownloadCount; rejects with the API client's ApiError. */
  checkCount(params: { type: string; id: string; download_url?: string }): Promise<DownloadCount>;
  /** DetailData/getDownloadList for the given items (any number; the implementation pages). */
  listDownloads(ids: number[]): Promise<DownloadItem[]>;
  /** UserCenter/batchPicDownloadLog. */
  logBatch(ids: number[]): Promise<unknown>;
  /** GET as a Blob; RefusedError for an envelope answer, FileLoadError otherwise. */
  fetchFile(url: string, onProgress?: (fraction: number) => void): Promise<Blob>;
  /** Loads the picture into an <img>, re-encodes it on a canvas (JPEG 0.85, or PNG). */
  canvasFile(url: string, type: PictureFileType): Promise<Blob>;
  /** Packs in the zip worker. */
  zip(files: ZipJobFile[], onProgress: (fraction: number) => void): Promise<Blob>;
  /** GET /download/src/mul as a Blob within the timeout; PackTimeoutError, PackServerError or RefusedError. */
  serverZip(ids: number[], timeoutMs: number, onProgress: (fraction: number) => void): Promise<Blob>;
  /** Hands a finished file to the browser (<a download>). */
  saveFile(blob: Blob, name: string): void;
  /** Last resort without Blob downloads of our own: let the browser fetch the attachment itself. */
  openUrl(url: string): void;
  /** Analytics sink: event texts like "UserCenter/getDownloadCount?id=..&type=..". */
  track(text: string): void;
  now(): number;
}

export interface DownloadFlow {
  /** Spec §4 batch: one picture downloads directly; several are zipped into images/. */
  downloadBatch(ids: readonly number[]): Promise<void>;
  /** One asset of one item in a chosen format (detail page format chooser). */
  downloadFile(request: { itemId: number; format: string; url: string }): Promise<void>;
}

interface Fetched {
  name: string;
  blob: Blob | null;
  error: unknown;
}

/** Statuses whose message the server wrote for the user (spec §8 texts): shown as they are. */
const SPOKEN_STATUSES = new Set<number>([STATUS.notLoggedIn, STATUS.displaced, STATUS.noPermission, STATUS.notFound, STATUS.badRequest, STATUS.tooMany, STATUS.forbidden]);

/** A refusal that applies to the whole download (session, VIP, rights), not to one file. */
const isWholeRefusal = (error: unknown) => error instanceof RefusedError && error.status !== STATUS.tooMany && error.status !== STATUS.notFound;

export function noticeFor(error: unknown): Notice {
  if (error instanceof NoticeError) return error.notice;
  if (error instanceof RefusedError) return { text: error.msg };
  if (error instanceof ApiError) return SPOKEN_STATUSES.has(error.status) && error.msg ? { text: error.msg } : { key: 'download.dataLoadFailed' };
  if (error instanceof PackTimeoutError) return { key: 'download.packTimeout' };
  if (error instanceof PackServerError) return { key: 'download.packServerFailed' };
  if (error instanceof CanvasError) return { key: 'download.canvasFailed' };
  if (error instanceof FileLoadError) return { key: 'download.imageLoadFailed' };
  return { key: 'download.downloadFailed' };
}

const isPictureAsset = (format: string) => format === 'jpg' || format === 'jpeg' || format === 'png' || PICTURE_ASSET.test(format);

export function createDownloadFlow(deps: DownloadDeps): DownloadFlow {
  const { store, capabilities: caps } = deps;

  const deliver = (blob: Blob, name: string) => {
    if (caps.iosStandalone) store.offerSave(blob, name);
    else deps.saveFile(blob, name);
  };

  /** The check every download starts with: rights and today's quota (spec §7 getDownloadCount). */
  const allowed = async (params: { type: string; id: string; download_url?: string }) => {
    const count = await deps.checkCount(params);
    if (count.is_download !== 1) throw new NoticeError({ key: 'download.notAllowed', value: count.is_download });
  };

  const run = async (work: () => Promise<void>) => {
    // Spec §8: a repeat click while a download runs is refused, not queued.
    if (store.get().busy) return store.notify({ key: 'download.busy' }, 'info');
    try {
      await work();
    } catch (error) {
      store.abort();
      store.notify(noticeFor(error));
    }
  };

  /** Loads each file with at most FETCH_CONCURRENCY at a time; failures are kept, not thrown. */
  async function loadAll(urls: string[], load: (url: string) => Promise<Blob>): Promise<Fetched[]> {
    const results: Fetched[] = new Array(urls.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < urls.length) {
        const index = next++;
        const url = urls[index]!;
        try {
          results[index] = { name: pictureSaveName(url), blob: await load(url), error: null };
        } catch (error) {
          results[index] = { name: pictureSaveName(url), blob: null, error };
        }
        store.report(batchFraction('fetch', ++done / urls.length));
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, urls.length) }, worker));
    return results;
  }

  const viaCanvas = (url: string) => deps.canvasFile(url, pictureFileType(lastUrlName(url)));

  /** One picture: fetch, else the canvas (spec §4: fetch falls back to canvas when all files fail). */
  async function singlePicture(url: string, mode: 'fetch' | 'canvas', onProgress?: (fraction: number) => void): Promise<Blob> {
    if (mode === 'canvas') return viaCanvas(url);
    try {
      return await deps.fetchFile(url, onProgress);
    } catch (error) {
      if (!(error instanceof FileLoadError) || !caps.canvas) throw error;
      return viaCanvas(url);
    }
  }

  async function clientZip(ids: readonly number[], mode: 'fetch' | 'canvas') {
    const items = await deps.listDownloads([...ids]);
    const urls = items.flatMap((item) => (item.download_url.jpg ? [item.download_url.jpg] : []));
    const missing = ids.length - urls.length;
    let results = await loadAll(urls, mode === 'fetch' ? (url) => deps.fetchFile(url) : viaCanvas);
    const refusal = results.find((r) => isWholeRefusal(r.error));
    if (refusal) throw refusal.error;
    if (mode === 'fetch' && caps.canvas && results.every((r) => r.blob === null)) results = await loadAll(urls, viaCanvas);
    const loaded = results.filter((r): r is Fetched & { blob: Blob } => r.blob !== null);
    if (loaded.length === 0) throw results.some((r) => r.error instanceof CanvasError) ? new CanvasError() : new FileLoadError();

    const files: ZipJobFile[] = await Promise.all(loaded.map(async (r) => ({ name: r.name, data: await r.blob.arrayBuffer() })));
    let archive: Blob;
    try {
      archive = await deps.zip(files, (fraction) => store.report(batchFraction('pack', fraction)));
    } catch {
      throw new NoticeError({ key: 'download.browserTooOld' });
    }
    deliver(archive, zipArchiveName(loaded.length, deps.now()));
    const failed = missing + results.length - loaded.length;
    if (failed > 0) store.showFailed(failed, loaded.length);
  }

  return {
    downloadBatch: (ids) =>
      run(async () => {
        if (ids.length === 0) throw new NoticeError({ key: 'download.nothingSelected' });
        const mode = chooseMode(caps, ids.length);
        if (!mode) throw new NoticeError({ key: 'download.noBlobSupport' });
        await allowed({ type: 'pic', id: ids.join(',') });
        store.notify({ key: 'download.started' }, 'info');
        store.start();
        if (ids.length === 1) {
          const [item] = await deps.listDownloads([...ids]);
          const url = item?.download_url.jpg;
          if (!url) throw new NoticeError({ key: 'download.downloadFailed' });
          deps.track(downloadEventText(ids[0]!, 'jpg'));
          if (mode === 'server') deps.openUrl(url);
          else deliver(await singlePicture(url, mode, (f) => store.report(f)), pictureSaveName(url));
        } else {
          deps.track(batchDownloadEventText(ids));
          if (mode === 'server') {
            deliver(await deps.serverZip([...ids], serverZipTimeoutMs(ids.length), (f) => store.report(f)), zipArchiveName(ids.length, deps.now()));
          } else {
            await clientZip(ids, mode);
          }
          deps.logBatch([...ids]).catch(() => undefined);
        }
        store.finish();
      }),

    downloadFile: ({ itemId, format, url }) =>
      run(async () => {
        const mode = chooseMode(caps, 1);
        if (!mode) throw new NoticeError({ key: 'download.noBlobSupport' });
        await allowed({ type: format, id: String(itemId), download_url: url });
        store.notify({ key: 'download.started' }, 'info');
        store.start();
        deps.track(downloadEventText(itemId, format));
        if (mode === 'server' || (mode === 'canvas' && !isPictureAsset(format))) {
          deps.openUrl(url);
        } else if (isPictureAsset(format)) {
          deliver(await singlePicture(url, mode, (f) => store.report(f)), pictureSaveName(url));
        } else {
          const blob = await deps.fetchFile(url, (f) => store.report(f)).catch((error: unknown) => {
            throw error instanceof FileLoadError ? new NoticeError({ key: 'download.requestFailed' }) : error;
          });
          deliver(blob, lastUrlName(url));
        }
        store.finish();
      }),
  };
}
