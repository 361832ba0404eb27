import * as Comlink from 'comlink';
// Our own asset (Vite emits it hashed under /assets/): nothing is fetched from anywhere else.
// The package's `exports` do not list its font files, hence the path into node_modules.
import fontUrl from '../../node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf?url';
import { zipSync, type Zippable } from 'fflate';
import { rasterPages, type RasterImage } from '../lib/pdf/raster';
import { renderPdf } from '../lib/pdf/render';
import type { PdfDocumentSpec, PdfImage } from '../lib/pdf/types';

/** What the PDF worker offers across Comlink. */
export interface PdfApi {
  /**
   * The document's PDF bytes (transferred, not copied). `pictures` adds images by URL (id → URL):
   * fetched here (through the service worker's caches) and turned into JPEG when they are not JPEG
   * or PNG already; one that fails is left out, and blocks drawing it draw nothing.
   * `onProgress` hears of the work done so far: pictures fetched, then blocks drawn; `onMissing`
   * of the ids of pictures that could not be had (refused, or offline and not on the device).
   * `fallbacks` maps an id of `pictures` to the URL to take when its own cannot be had (a print
   * copy offline and not on the device: its display copy); `onFallback` hears the ids that took it.
   */
  render(spec: PdfDocumentSpec, pictures?: Record<string, string>, onProgress?: (done: number, total: number) => void, onMissing?: (ids: string[]) => void, fallbacks?: Record<string, string>, onFallback?: (ids: string[]) => void): Promise<Uint8Array>;
  /**
   * The same document as one PNG per page at `dpi` (placed blocks only, lib/pdf/raster.ts), in a
   * zip (stored: PNG is compressed already) named `page-01.png`… `onProgress`: pictures, then pages.
   */
  renderPngZip(spec: PdfDocumentSpec, pictures: Record<string, string>, dpi: number, onProgress?: (done: number, total: number) => void, onMissing?: (ids: string[]) => void, fallbacks?: Record<string, string>, onFallback?: (ids: string[]) => void): Promise<Uint8Array>;
}


let font: Promise<Uint8Array> | null = null;

/** The font, fetched once per worker life (the service worker keeps it for offline use). */
function fontBytes(): Promise<Uint8Array> {
  font ??= fetch(fontUrl).then(async (response) => {
    if (!response.ok) throw new Error(`PDF font: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  font.catch(() => (font = null));
  return font;
}

const RASTER_FONT = 'TrendloomExport';
let rasterFont: Promise<void> | null = null;

/** The PDF's font as a FontFace of this worker, so PNG pages set text in the same glyphs. */
function loadRasterFont(): Promise<void> {
  rasterFont ??= fontBytes().then(async (bytes) => {
    const face = new FontFace(RASTER_FONT, bytes as Uint8Array<ArrayBuffer>);
    (self as unknown as WorkerGlobalScope).fonts.add(await face.load());
  });
  rasterFont.catch(() => (rasterFont = null));
  return rasterFont;
}

/** A picture through the service worker's caches; null when it cannot be had (refused, offline and not kept). */
async function pictureBlob(url: string): Promise<Blob | null> {
  const response = await fetch(url).catch(() => null);
  return response?.ok ? response.blob() : null;
}

/**
 * Every picture of `pictures` fetched and made ready by `prepare`, keyed by id; one that fails
 * takes its fallback URL if it has one (told to `onFallback`), else is left out and told to `onMissing`.
 */
async function fetchAll<T>(
  pictures: Record<string, string>,
  prepare: (blob: Blob) => Promise<T | null>,
  onEach: () => void,
  onMissing?: (ids: string[]) => void,
  fallbacks: Record<string, string> = {},
  onFallback?: (ids: string[]) => void,
): Promise<Record<string, T>> {
  const fetchOne = async (url: string) => {
    const blob = await pictureBlob(url);
    return blob && (await prepare(blob).catch(() => null));
  };
  const used: string[] = [];
  const entries = await Promise.all(
    Object.entries(pictures).map(async ([id, url]) => {
      let ready = await fetchOne(url);
      const second = fallbacks[id];
      if (!ready && second) {
        ready = await fetchOne(second);
        if (ready) used.push(id);
      }
      onEach();
      return [id, ready] as const;
    }),
  );
  if (used.length) void onFallback?.(used);
  const missing = entries.filter((entry) => entry[1] === null).map(([id]) => id);
  if (missing.length) void onMissing?.(missing);
  return Object.fromEntries(entries.filter((entry): entry is [string, Awaited<T>] => entry[1] !== null));
}

/** Every whole per cent at most: a board has thousands of blocks, each a message otherwise. */
function throttled(progress: ((done: number, total: number) => void) | undefined) {
  if (!progress) return undefined;
  let reported = -1;
  return (done: number, total: number) => {
    const percent = Math.floor((done * 100) / total);
    if (percent !== reported) void progress(done, total);
    reported = percent;
  };
}

/** JPEG and PNG as they are; WebP, AVIF and the rest drawn onto a canvas and encoded as JPEG. */
async function pdfImage(blob: Blob): Promise<PdfImage | null> {
  if (blob.type === 'image/jpeg' || blob.type === 'image/png') return { bytes: new Uint8Array(await blob.arrayBuffer()), format: blob.type === 'image/png' ? 'png' : 'jpeg' };
  const bitmap = await createImageBitmap(blob).catch(() => null);
  if (!bitmap) return null;
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  // JPEG has no transparency: white behind it, as on paper.
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return { bytes: new Uint8Array(await jpeg.arrayBuffer()), format: 'jpeg' };
}

export const pdfApi: PdfApi = {
  async render(spec, pictures = {}, progress, onMissing, fallbacks, onFallback) {
    const onProgress = throttled(progress);
    const count = Object.keys(pictures).length;
    const total = count + spec.blocks.length;
    let done = 0;
    const fetched = await fetchAll(pictures, pdfImage, () => onProgress?.(++done, total), onMissing, fallbacks, onFallback);
    const bytes = await renderPdf({ ...spec, images: { ...spec.images, ...fetched } }, await fontBytes(), onProgress && ((drawn) => onProgress(count + drawn, total)));
    return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
  async renderPngZip(spec, pictures, dpi, progress, onMissing, fallbacks, onFallback) {
    const onProgress = throttled(progress);
    const count = Object.keys(pictures).length;
    const pageCount = 1 + spec.blocks.filter((block) => block.kind === 'page').length;
    const total = count + pageCount;
    let done = 0;
    const [bitmaps] = await Promise.all([fetchAll<RasterImage>(pictures, (blob) => createImageBitmap(blob), () => onProgress?.(++done, total), onMissing, fallbacks, onFallback), loadRasterFont()]);
    const pngs = await rasterPages(spec, bitmaps, RASTER_FONT, dpi, (page) => onProgress?.(count + page, total));
    for (const bitmap of Object.values(bitmaps)) (bitmap as ImageBitmap).close();
    const digits = Math.max(2, String(pngs.length).length);
    const files: Zippable = {};
    for (const [i, png] of pngs.entries()) files[`page-${String(i + 1).padStart(digits, '0')}.png`] = [new Uint8Array(await png.arrayBuffer()), { level: 0 }];
    const zip = zipSync(files);
    return Comlink.transfer(zip, [zip.buffer as ArrayBuffer]);
  },
};
