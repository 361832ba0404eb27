import { enlargeRaster, picaResizer, type EnlargeScale, type TileResizer } from '../shared/image-tools/enlarge';
import { checkInputSize, imageError, MAX_OUTPUT_PIXELS, TRACE_MAX_SIDE } from '../shared/image-tools/limits';
import type { Raster } from '../shared/image-tools/raster';
import { sniffImage } from '../shared/image-tools/sniff';
import { traceToSvg, type VectorOptions } from '../shared/image-tools/vector';

/** Named stages of a job, shown under the progress bar. */
export type ImageStage = 'decode' | 'enlarge' | 'quantise' | 'trace' | 'encode';
/** Progress of a job: the stage and how far into it (0–1). */
export type ProgressListener = (stage: ImageStage, fraction: number) => void;

export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface EnlargeResult {
  blob: Blob;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  ms: number;
}

export interface VectorJobResult {
  svg: string;
  paths: number;
  colours: number;
  width: number;
  height: number;
  ms: number;
}

/** What the image-tools worker offers across Comlink (reached only through image-tools.ts). */
export interface ImageToolsApi {
  /** Enlarges a picture 2× or 4× (pica lanczos3 + unsharp mask, in tiles) and encodes it as PNG. */
  enlarge(picture: Blob, scale: EnlargeScale, onProgress: ProgressListener): Promise<EnlargeResult>;
  /** Traces a picture into an SVG (imagetracerjs), at most TRACE_MAX_SIDE on its longest side. */
  vectorise(picture: Blob, options: VectorOptions, onProgress: ProgressListener): Promise<VectorJobResult>;
  /** Re-encodes a raster picture as PNG, JPEG (on white, quality 0.85 per spec §9) or WebP. */
  convert(picture: Blob, type: RasterType): Promise<Blob>;
}

function canvas2d(width: number, height: number): OffscreenCanvasRenderingContext2D {
  if (typeof OffscreenCanvas === 'undefined') throw imageError('canvas');
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!context) throw imageError('canvas');
  return context;
}

/** Checks the header (format, size) and decodes; a foreign, corrupt or out-of-range file names its problem. */
async function decodeBitmap(picture: Blob): Promise<ImageBitmap> {
  const sniffed = sniffImage(new Uint8Array(await picture.slice(0, 65_536).arrayBuffer()));
  if (!sniffed) throw imageError('notImage');
  if (sniffed.width && sniffed.height) checkInputSize(sniffed.width, sniffed.height);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(picture);
  } catch {
    // Chromium and Firefox cannot decode an iPad's HEIC photo; Safari can.
    throw imageError(sniffed.format === 'heic' ? 'heic' : 'decode');
  }
  try {
    checkInputSize(bitmap.width, bitmap.height);
  } catch (error) {
    bitmap.close();
    throw error;
  }
  return bitmap;
}

/** The pixels of a bitmap, reduced so its longest side is at most maxSide. */
function pixelsOf(bitmap: ImageBitmap, maxSide = Infinity): Raster {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas2d(width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return { data, width, height };
}

async function encode(raster: Raster, type: RasterType): Promise<Blob> {
  const context = canvas2d(raster.width, raster.height);
  context.putImageData(new ImageData(raster.data, raster.width, raster.height), 0, 0);
  if (type === 'image/jpeg') {
    // JPEG has no alpha: transparent parts go white, not black.
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, raster.width, raster.height);
  }
  try {
    return await context.canvas.convertToBlob({ type, quality: 0.85 });
  } catch {
    throw imageError('canvas');
  }
}

let resizer: TileResizer | undefined;

export const imageToolsApi: ImageToolsApi = {
  async enlarge(picture, scale, onProgress) {
    const started = performance.now();
    await onProgress('decode', 0);
    const bitmap = await decodeBitmap(picture);
    const { width, height } = bitmap;
    if (width * height * scale * scale > MAX_OUTPUT_PIXELS) {
      bitmap.close();
      throw imageError('outputTooLarge');
    }
    const source = pixelsOf(bitmap);
    bitmap.close();
    resizer ??= picaResizer();
    const enlarged = await enlargeRaster(source, scale, resizer, { onTile: (done, total) => void onProgress('enlarge', done / total) });
    await onProgress('encode', 0);
    const blob = await encode(enlarged, 'image/png');
    return { blob, width: enlarged.width, height: enlarged.height, sourceWidth: width, sourceHeight: height, ms: performance.now() - started };
  },

  async vectorise(picture, options, onProgress) {
    const started = performance.now();
    await onProgress('decode', 0);
    const bitmap = await decodeBitmap(picture);
    const { width, height } = bitmap;
    const raster = pixelsOf(bitmap, TRACE_MAX_SIDE);
    bitmap.close();
    await onProgress('quantise', 0);
    const result = traceToSvg(raster, options, width, height, (done, total) => void onProgress('trace', done / total));
    await onProgress('encode', 1);
    return { ...result, width, height, ms: performance.now() - started };
  },

  async convert(picture, type) {
    const bitmap = await decodeBitmap(picture);
    const raster = pixelsOf(bitmap);
    bitmap.close();
    return encode(raster, type);
  },
};
