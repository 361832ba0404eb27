import * as Comlink from 'comlink';
// Our own asset (Vite emits it hashed under /assets/): nothing is fetched from anywhere else.
// The package's `exports` do not list its font files, hence the path into node_modules.
import fontUrl from '../../node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf?url';
import { renderPdf } from '../lib/pdf/render';
import type { PdfDocumentSpec, PdfImage } from '../lib/pdf/types';

/** What the PDF worker offers across Comlink. */
export interface PdfApi {
  /**
   * The document's PDF bytes (transferred, not copied). `pictures` adds images by URL (id → URL):
   * fetched here (through the service worker's caches) and turned into JPEG when they are not JPEG
   * or PNG already; one that fails is left out, and blocks drawing it draw nothing.
   * `onProgress` hears of the work done so far: pictures fetched, then blocks drawn.
   */
  render(spec: PdfDocumentSpec, pictures?: Record<string, string>, onProgress?: (done: number, total: number) => void): Promise<Uint8Array>;
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

/** JPEG and PNG as they are; WebP, AVIF and the rest drawn onto a canvas and encoded as JPEG. */
async function pictureBytes(url: string): Promise<PdfImage | null> {
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  const blob = await response.blob();
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
  async render(spec, pictures = {}, progress) {
    // Every whole per cent at most: a board has thousands of blocks, each a message otherwise.
    let reported = -1;
    const onProgress = progress && ((done: number, total: number) => {
      const percent = Math.floor((done * 100) / total);
      if (percent !== reported) void progress(done, total);
      reported = percent;
    });
    const entries = Object.entries(pictures);
    const total = entries.length + spec.blocks.length;
    let done = 0;
    const fetched = await Promise.all(
      entries.map(async ([id, url]) => {
        const image = await pictureBytes(url);
        onProgress?.(++done, total);
        return [id, image] as const;
      }),
    );
    const images = { ...spec.images, ...Object.fromEntries(fetched.filter((entry): entry is [string, PdfImage] => entry[1] !== null)) };
    const bytes = await renderPdf({ ...spec, images }, await fontBytes(), onProgress && ((drawn) => onProgress(entries.length + drawn, total)));
    return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
};
