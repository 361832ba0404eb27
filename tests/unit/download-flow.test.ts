import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api';
import type { Capabilities } from '../../src/features/download/lib/capabilities';
import { chooseMode } from '../../src/features/download/lib/capabilities';
import { CanvasError, FileLoadError, PackServerError, PackTimeoutError, RefusedError, type Notice } from '../../src/features/download/lib/errors';
import { createDownloadFlow, type DownloadDeps } from '../../src/features/download/lib/flow';
import { DownloadStore } from '../../src/features/download/lib/store';
import { zipWorkerApi } from '../../src/workers/zip-api';
import type { DownloadItem } from '../../src/shared/download/types';

const NOW = 1_767_225_600_000;
const ALL: Capabilities = { blob: true, fetch: true, canvas: true, worker: true, iosStandalone: false };
const urlOf = (id: number) => `/download/item/${id}/jpg/${encodeURIComponent(`印花 ${id}-${id}.jpg`)}`;
const bytesOf = (url: string) => new TextEncoder().encode(`bytes of ${url}`);

function item(id: number): DownloadItem {
  return {
    id,
    type: 3,
    title: `印花 ${id}`,
    title_picture: `/media/c${id}`,
    vip_picture: urlOf(id),
    bg_picture: `/media/c${id}/thumb`,
    download_url: { jpg: urlOf(id) },
    subsidiary_list: [],
    isRight: { isRightD: true },
  };
}

interface Harness {
  deps: DownloadDeps;
  store: DownloadStore;
  notices: Notice[];
  saved: { name: string; blob: Blob }[];
  tracked: string[];
  logged: number[][];
  percents: number[];
}

function harness(overrides: Partial<DownloadDeps> = {}, caps: Partial<Capabilities> = {}): Harness {
  const store = new DownloadStore();
  const h: Harness = { deps: null as never, store, notices: [], saved: [], tracked: [], logged: [], percents: [] };
  let lastNotice: unknown = null;
  store.subscribe(() => {
    const view = store.get();
    if (view.notice && view.notice !== lastNotice) {
      lastNotice = view.notice;
      const { id: _id, tone: _tone, ...notice } = view.notice;
      h.notices.push(notice as Notice);
    }
    if (view.progress) h.percents.push(view.progress.percent);
  });
  h.deps = {
    capabilities: { ...ALL, ...caps },
    store,
    checkCount: async () => ({ is_download: 1, remaining: 100, limit: 300 }),
    listDownloads: async (ids) => ids.map(item),
    logBatch: async (ids) => void h.logged.push(ids),
    fetchFile: async (url) => new Blob([bytesOf(url)], { type: 'image/jpeg' }),
    canvasFile: async (url, type) => new Blob([`canvas ${type} ${url}`]),
    zip: (files, onProgress) => zipWorkerApi.zip(files, onProgress),
    serverZip: async () => new Blob(['server zip']),
    saveFile: (blob, name) => void h.saved.push({ blob, name }),
    openUrl: () => undefined,
    track: (text) => void h.tracked.push(text),
    now: () => NOW,
    ...overrides,
  };
  return h;
}

async function entriesOf(blob: Blob) {
  return unzipSync(new Uint8Array(await blob.arrayBuffer()));
}

afterEach(() => vi.useRealTimers());

describe('mode choice (spec §4: fetch, else canvas, else server)', () => {
  it('prefers fetch, then canvas, then the server; without Blob nothing can be saved', () => {
    expect(chooseMode(ALL, 3)).toBe('fetch');
    expect(chooseMode({ ...ALL, fetch: false }, 3)).toBe('canvas');
    expect(chooseMode({ ...ALL, fetch: false, canvas: false }, 3)).toBe('server');
    expect(chooseMode({ ...ALL, worker: false }, 3)).toBe('server');
    expect(chooseMode({ ...ALL, worker: false }, 1)).toBe('fetch');
    expect(chooseMode({ ...ALL, blob: false }, 1)).toBeNull();
  });
});

describe('batch download', () => {
  it('zips several pictures into images/, named {timestamp}{count}张图片.zip, then logs the batch', async () => {
    const h = harness();
    await createDownloadFlow(h.deps).downloadBatch([1, 2, 3]);
    expect(h.notices).toEqual([{ key: 'download.started' }]);
    expect(h.saved.map((s) => s.name)).toEqual([`${NOW}3张图片.zip`]);
    const entries = await entriesOf(h.saved[0]!.blob);
    expect(Object.keys(entries).sort()).toEqual([1, 2, 3].map((id) => `images/印花 ${id}-${id}.jpg`));
    expect(entries['images/印花 2-2.jpg']).toEqual(bytesOf(urlOf(2)));
    expect(h.logged).toEqual([[1, 2, 3]]);
    expect(h.tracked).toEqual(['UserCenter/batchPicDownloadLog?ids=1,2,3&type=pic']);
    expect(h.store.get().progress?.percent).toBe(100);
    expect(Math.max(...h.percents.slice(0, -1))).toBeLessThanOrEqual(98);
  });

  it('says 请选择需要下载的数据！~ for an empty selection and asks the server nothing', async () => {
    const checkCount = vi.fn();
    const h = harness({ checkCount });
    await createDownloadFlow(h.deps).downloadBatch([]);
    expect(h.notices).toEqual([{ key: 'download.nothingSelected' }]);
    expect(checkCount).not.toHaveBeenCalled();
  });

  it('says the browser cannot download without Blob support', async () => {
    const h = harness({}, { blob: false });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(h.notices).toEqual([{ key: 'download.noBlobSupport' }]);
  });

  it.each([
    [new ApiError(401, '请先登录'), { text: '请先登录' }],
    [new ApiError(9527, 'VIP会员可用!'), { text: 'VIP会员可用!' }],
    [new ApiError(9527, '您无权下载该图集！~'), { text: '您无权下载该图集！~' }],
    [new ApiError(-1, '您的网络异常请重试！'), { key: 'download.dataLoadFailed' }],
    [new ApiError(500, '后台系统异常！请稍后再试~'), { key: 'download.dataLoadFailed' }],
  ])('refuses before downloading when getDownloadCount fails: %s', async (error, notice) => {
    const fetchFile = vi.fn();
    const h = harness({ checkCount: async () => Promise.reject(error), fetchFile });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(h.notices).toEqual([notice]);
    expect(fetchFile).not.toHaveBeenCalled();
    expect(h.store.get().busy).toBe(false);
  });

  it('says 下载失败！is_download: {value} when the server says no', async () => {
    const h = harness({ checkCount: async () => ({ is_download: 0, remaining: 1, limit: 300 }) });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(h.notices).toEqual([{ key: 'download.notAllowed', value: 0 }]);
    expect(h.saved).toEqual([]);
  });

  it('packs the rest when some pictures fail, and reports how many failed', async () => {
    const h = harness({
      fetchFile: async (url) => {
        if (url === urlOf(2)) throw new FileLoadError('HTTP 500');
        return new Blob([bytesOf(url)]);
      },
    });
    await createDownloadFlow(h.deps).downloadBatch([1, 2, 3]);
    expect(h.saved.map((s) => s.name)).toEqual([`${NOW}2张图片.zip`]);
    expect(Object.keys(await entriesOf(h.saved[0]!.blob)).sort()).toEqual(['images/印花 1-1.jpg', 'images/印花 3-3.jpg']);
    expect(h.store.get().failed).toEqual({ count: 1, packed: 2 });
    // One modal dialog at a time: the failure dialog takes the progress dialog's place.
    expect(h.store.get().progress).toBeNull();
  });

  it('counts items without a picture URL as failed too', async () => {
    const h = harness({ listDownloads: async (ids) => ids.filter((id) => id !== 3).map(item) });
    await createDownloadFlow(h.deps).downloadBatch([1, 2, 3]);
    expect(h.store.get().failed).toEqual({ count: 1, packed: 2 });
  });

  it('falls back to the canvas when every fetch fails (JPEG names re-encode as JPEG)', async () => {
    const canvasFile = vi.fn(async (url: string, type: string) => new Blob([`canvas ${type} ${url}`]));
    const h = harness({ fetchFile: async () => Promise.reject(new FileLoadError('offline')), canvasFile });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(canvasFile.mock.calls).toEqual([
      [urlOf(1), 'jpg'],
      [urlOf(2), 'jpg'],
    ]);
    const entries = await entriesOf(h.saved[0]!.blob);
    expect(new TextDecoder().decode(entries['images/印花 1-1.jpg'])).toBe(`canvas jpg ${urlOf(1)}`);
    expect(h.store.get().failed).toBeNull();
  });

  it('says 图片加载失败，请重试 when fetch and canvas both fail, and the canvas text when the canvas cannot encode', async () => {
    const noImage = harness({ fetchFile: async () => Promise.reject(new FileLoadError('x')), canvasFile: async () => Promise.reject(new FileLoadError('x')) });
    await createDownloadFlow(noImage.deps).downloadBatch([1, 2]);
    expect(noImage.notices.at(-1)).toEqual({ key: 'download.imageLoadFailed' });
    expect(noImage.saved).toEqual([]);

    const noCanvas = harness({ fetchFile: async () => Promise.reject(new FileLoadError('x')), canvasFile: async () => Promise.reject(new CanvasError('x')) });
    await createDownloadFlow(noCanvas.deps).downloadBatch([1, 2]);
    expect(noCanvas.notices.at(-1)).toEqual({ key: 'download.canvasFailed' });
  });

  it('stops the whole batch when a file is refused for the session or the rights', async () => {
    const h = harness({ fetchFile: async () => Promise.reject(new RefusedError(9527, 'VIP会员可用!')) });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(h.notices.at(-1)).toEqual({ text: 'VIP会员可用!' });
    expect(h.saved).toEqual([]);
  });

  it('says the browser may be too old when the zip worker fails', async () => {
    const h = harness({ zip: async () => Promise.reject(new Error('worker crashed')) });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(h.notices.at(-1)).toEqual({ key: 'download.browserTooOld' });
    expect(h.store.get().progress).toBeNull();
  });

  it('downloads one picture directly under its URL name, falling back to the canvas', async () => {
    const h = harness();
    await createDownloadFlow(h.deps).downloadBatch([7]);
    expect(h.saved.map((s) => s.name)).toEqual(['印花 7-7.jpg']);
    expect(h.tracked).toEqual(['UserCenter/getDownloadCount?id=7&type=jpg']);
    expect(h.logged).toEqual([]);

    const fallback = harness({ fetchFile: async () => Promise.reject(new FileLoadError('x')) });
    await createDownloadFlow(fallback.deps).downloadBatch([7]);
    expect(await fallback.saved[0]!.blob.text()).toBe(`canvas jpg ${urlOf(7)}`);
  });

  it('goes to the server zip without a worker, with the spec timeout, and names its messages', async () => {
    const serverZip = vi.fn<DownloadDeps['serverZip']>(async () => new Blob(['zip from server']));
    const h = harness({ serverZip }, { worker: false });
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    await createDownloadFlow(h.deps).downloadBatch(ids);
    expect(serverZip.mock.calls[0]![0]).toEqual(ids);
    expect(serverZip.mock.calls[0]![1]).toBe(40_000);
    expect(h.saved.map((s) => s.name)).toEqual([`${NOW}20张图片.zip`]);

    for (const [error, notice] of [
      [new PackTimeoutError(), { key: 'download.packTimeout' }],
      [new PackServerError('HTTP 502'), { key: 'download.packServerFailed' }],
      [new RefusedError(9527, '您无权下载该图集！~'), { text: '您无权下载该图集！~' }],
    ] as const) {
      const failing = harness({ serverZip: async () => Promise.reject(error) }, { worker: false });
      await createDownloadFlow(failing.deps).downloadBatch([1, 2]);
      expect(failing.notices.at(-1)).toEqual(notice);
    }
  });

  it('on an iPad home-screen app builds the file first and waits for the Save/Share tap', async () => {
    const h = harness({}, { iosStandalone: true });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    expect(h.saved).toEqual([]);
    expect(h.store.get().save?.name).toBe(`${NOW}2张图片.zip`);
    expect(Object.keys(await entriesOf(h.store.get().save!.blob))).toHaveLength(2);
  });

  it('keeps going when the progress dialog is hidden, and refuses a second request meanwhile (正在操作，请勿频繁点击)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness({
      fetchFile: async (url) => {
        await gate;
        return new Blob([bytesOf(url)]);
      },
    });
    const flow = createDownloadFlow(h.deps);
    const running = flow.downloadBatch([1, 2]);
    await vi.waitFor(() => expect(h.store.get().progress?.visible).toBe(true));
    h.store.hide();
    await flow.downloadBatch([3, 4]);
    expect(h.notices.at(-1)).toEqual({ key: 'download.busy' });
    release();
    await running;
    expect(h.saved.map((s) => s.name)).toEqual([`${NOW}2张图片.zip`]);
    expect(h.store.get().progress).toMatchObject({ visible: false, percent: 100 });
  });
});

describe('iPad home-screen app', () => {
  it('offers the built zip for Save/Share in place of the progress dialog, never through <a download>', async () => {
    const h = harness({}, { iosStandalone: true });
    await createDownloadFlow(h.deps).downloadBatch([1, 2]);
    const view = h.store.get();
    expect(h.saved).toEqual([]);
    expect(view.save?.name).toBe(`${NOW}2张图片.zip`);
    // Two modal dialogs at once fight over focus and the Save dialog lost: only one is open.
    expect(view.progress).toBeNull();
    expect(view.busy).toBe(false);
  });
});

describe('single file in a chosen format', () => {
  it('checks the URL with getDownloadCount, then saves the file under its URL name', async () => {
    const checkCount = vi.fn(async () => ({ is_download: 1, remaining: 3, limit: 300 }));
    const h = harness({ checkCount, fetchFile: async () => new Blob(['%PDF']) });
    const url = `/download/item/5/pdf/${encodeURIComponent('印花 5-5.pdf')}`;
    await createDownloadFlow(h.deps).downloadFile({ itemId: 5, format: 'pdf', url });
    expect(checkCount).toHaveBeenCalledWith({ type: 'pdf', id: '5', download_url: url });
    expect(h.saved.map((s) => s.name)).toEqual(['印花 5-5.pdf']);
    expect(h.tracked).toEqual(['UserCenter/getDownloadCount?id=5&type=pdf']);
  });

  it('re-encodes a PNG through the canvas as PNG when fetch fails, and says 请求出错！ for other formats', async () => {
    const canvasFile = vi.fn(async () => new Blob(['png']));
    const h = harness({ fetchFile: async () => Promise.reject(new FileLoadError('x')), canvasFile });
    await createDownloadFlow(h.deps).downloadFile({ itemId: 5, format: 'png', url: '/download/item/5/png/a-5.png' });
    expect(canvasFile).toHaveBeenCalledWith('/download/item/5/png/a-5.png', 'png');
    expect(h.saved.map((s) => s.name)).toEqual(['a-5.png']);

    await createDownloadFlow(h.deps).downloadFile({ itemId: 5, format: 'tiff', url: '/download/item/5/tiff/a-5.tif' });
    expect(h.notices.at(-1)).toEqual({ key: 'download.requestFailed' });

    const noUrl = harness({ listDownloads: async () => [] });
    await createDownloadFlow(noUrl.deps).downloadBatch([5]);
    expect(noUrl.notices.at(-1)).toEqual({ key: 'download.downloadFailed' });
  });

  it('lets the browser fetch the attachment itself in server mode', async () => {
    const openUrl = vi.fn();
    const h = harness({ openUrl }, { fetch: false, canvas: false });
    await createDownloadFlow(h.deps).downloadFile({ itemId: 5, format: 'zip', url: '/download/item/5/zip/a-5.zip' });
    expect(openUrl).toHaveBeenCalledWith('/download/item/5/zip/a-5.zip');
  });
});
