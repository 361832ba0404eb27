import { CUTOUT_REFINE_SIDE, cutoutSubject, resizeAlpha, type CutoutMethod, type CutoutStroke } from '../shared/image-tools/cutout';
import { enlargeRaster, picaResizer, tileGrid, type EnlargeScale, type TileResizer } from '../shared/image-tools/enlarge';
import { ESRGAN_TILES } from '../shared/image-tools/esrgan-tiles';
import type { PersonPrior } from '../shared/image-tools/person-prior';
import { checkInputSize, imageError, MAX_OUTPUT_PIXELS, TRACE_MAX_SIDE } from '../shared/image-tools/limits';
import type { Raster } from '../shared/image-tools/raster';
import { sniffImage } from '../shared/image-tools/sniff';
import { traceToSvg, type VectorOptions } from '../shared/image-tools/vector';

/** Named stages of a job, shown under the progress bar. */
export type ImageStage = 'decode' | 'model' | 'enlarge' | 'quantise' | 'trace' | 'segment' | 'refine' | 'encode';

/** 'ai': ESRGAN slim through UpscalerJS (learned); 'classic': pica lanczos3 + unsharp mask. */
export type EnlargeMethod = 'ai' | 'classic';
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
  method: EnlargeMethod;
  /** The TensorFlow.js backend the learned path ran on. */
  backend?: 'webgl' | 'wasm' | 'cpu';
}

export interface VectorJobResult {
  svg: string;
  paths: number;
  colours: number;
  width: number;
  height: number;
  ms: number;
}

export interface CutoutJobResult {
  /** The picture with the background transparent (PNG). */
  cutout: Blob;
  /** The mask for downstream AI tools: white subject on black (PNG, opaque). */
  mask: Blob;
  width: number;
  height: number;
  /** Share of the picture kept as subject (0–1). */
  subjectShare: number;
  ms: number;
  /** 'person': the person model found someone in front of no plain or patterned backdrop and seeded the cut; 'classic': the border-seeded cut alone. */
  method: CutoutMethod;
  /** The TensorFlow.js backend the person model ran on (when it ran). */
  backend?: 'webgl' | 'wasm' | 'cpu';
  /** The person model was asked for but could not load (offline before its first use): the classical cut ran. */
  modelUnavailable?: boolean;
}

/** 'auto': the person model's prior when it finds someone and the border is no backdrop the classical cut explains, else classical; 'classic': the classical cut only. */
export type CutoutMode = 'auto' | 'classic';

/** What the image-tools worker offers across Comlink (reached only through image-tools.ts). */
export interface ImageToolsApi {
  /** Enlarges a picture 2× or 4× (learned ESRGAN or pica lanczos3 + unsharp mask, in tiles) and encodes it as PNG. */
  enlarge(picture: Blob, scale: EnlargeScale, onProgress: ProgressListener, method?: EnlargeMethod): Promise<EnlargeResult>;
  /** Traces a picture into an SVG (imagetracerjs), at most TRACE_MAX_SIDE on its longest side. */
  vectorise(picture: Blob, options: VectorOptions, onProgress: ProgressListener): Promise<VectorJobResult>;
  /**
   * Removes the background (GrabCut-style, brush strokes as hard constraints) at the picture's full
   * size; in 'auto' mode seeded by the person model when it finds a person in front of no plain or patterned backdrop.
   */
  cutout(picture: Blob, strokes: CutoutStroke[], onProgress: ProgressListener, mode?: CutoutMode): Promise<CutoutJobResult>;
  /** Re-encodes a raster picture as PNG, JPEG (on white, quality 0.85 per spec §9) or WebP. */
  convert(picture: Blob, type: RasterType): Promise<Blob>;
  /** Loads the learned path's code without running it, so the service worker keeps it for offline use. */
  loadLearnedCode(): Promise<void>;
  /** Loads the person model and its code (and runs it once), so the service worker keeps them for offline use. */
  loadPersonModel(): Promise<void>;
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
  async loadLearnedCode() {
    await import('./esrgan-runtime');
  },

  async loadPersonModel() {
    // Loading runs the model once already (kernels compiled); no second run on a dummy picture.
    const { loadPersonModel } = await import('./segmentation-runtime');
    await loadPersonModel();
  },

  async enlarge(picture, scale, onProgress, method = 'classic') {
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
    let enlarged: Raster;
    let backend: EnlargeResult['backend'];
    if (method === 'ai') {
      await onProgress('model', 0);
      // Its own chunk: TensorFlow.js, UpscalerJS and the model load on the first learned run only.
      const { learnedResizer } = await import('./esrgan-runtime');
      const tiles = tileGrid(source.width, source.height, ESRGAN_TILES.tile).length;
      let done = 0;
      const learned = await learnedResizer(scale, (fraction) => void onProgress('enlarge', (done + fraction) / tiles));
      backend = learned.backend;
      await onProgress('enlarge', 0);
      enlarged = await enlargeRaster(source, scale, learned.resizer.resize, {
        ...ESRGAN_TILES,
        onTile: (finished, total) => {
          done = finished;
          void onProgress('enlarge', finished / total);
        },
      });
    } else {
      resizer ??= picaResizer();
      enlarged = await enlargeRaster(source, scale, resizer, { onTile: (done, total) => void onProgress('enlarge', done / total) });
    }
    await onProgress('encode', 0);
    const blob = await encode(enlarged, 'image/png');
    return { blob, width: enlarged.width, height: enlarged.height, sourceWidth: width, sourceHeight: height, ms: performance.now() - started, method, backend };
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

  async cutout(picture, strokes, onProgress, mode = 'auto') {
    const started = performance.now();
    await onProgress('decode', 0);
    const bitmap = await decodeBitmap(picture);
    const { width, height } = bitmap;
    // The cut is made on a reduced copy; only the result is brought to the full size.
    const reduced = pixelsOf(bitmap, CUTOUT_REFINE_SIDE);
    let prior: PersonPrior | undefined;
    let backend: CutoutJobResult['backend'];
    let modelUnavailable = false;
    if (mode === 'auto') {
      await onProgress('model', 0);
      try {
        // Its own chunk: TensorFlow.js and the model load on the first cut-out only.
        const { personPrior } = await import('./segmentation-runtime');
        ({ prior, backend } = await personPrior(reduced));
      } catch {
        // Offline before the first use, or no TensorFlow.js backend: the classical cut still works.
        modelUnavailable = true;
      }
    }
    await onProgress('segment', 0);
    const options = { strokes, prior, onRound: (done: number, total: number) => void onProgress('segment', done / total) };
    const { alpha: reducedAlpha, method } = cutoutSubject(reduced, options);
    await onProgress('refine', 0);
    const full = reduced.width === width && reduced.height === height ? reduced : pixelsOf(bitmap);
    bitmap.close();
    const alpha = resizeAlpha(reducedAlpha, reduced.width, reduced.height, width, height);
    let subject = 0;
    for (let i = 0; i < alpha.length; i++) {
      const value = Math.min(alpha[i]!, full.data[i * 4 + 3]!);
      full.data[i * 4 + 3] = value;
      alpha[i] = value;
      subject += value;
    }
    await onProgress('encode', 0);
    const cutout = await encode(full, 'image/png');
    // The mask reuses the full-size pixels: white subject on black, opaque.
    for (let i = 0; i < alpha.length; i++) {
      full.data[i * 4] = full.data[i * 4 + 1] = full.data[i * 4 + 2] = alpha[i]!;
      full.data[i * 4 + 3] = 255;
    }
    await onProgress('encode', 0.5);
    const mask = await encode(full, 'image/png');
    return { cutout, mask, width, height, subjectShare: subject / 255 / alpha.length, ms: performance.now() - started, method, backend, modelUnavailable };
  },

  async convert(picture, type) {
    const bitmap = await decodeBitmap(picture);
    const raster = pixelsOf(bitmap);
    bitmap.close();
    return encode(raster, type);
  },
};
