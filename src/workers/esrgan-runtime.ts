import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { picaResizer, type EnlargeScale } from '../shared/image-tools/enlarge';
import { esrganResizer, type EsrganResizer } from '../shared/image-tools/esrgan';
import { ESRGAN_SLIM_FILES, TFJS_WASM_FILES } from '../shared/image-tools/esrgan-assets';

/**
 * The learned enlargement inside the image-tools worker, loaded only by its dynamic import (its own
 * chunk: TensorFlow.js and UpscalerJS never reach a page's JavaScript nor the classical path).
 * Backends in order: WebGL (OffscreenCanvas in the worker), then TensorFlow.js's WebAssembly
 * (our own .wasm files, no threads), then plain JavaScript.
 */
export type LearnedBackend = 'webgl' | 'wasm' | 'cpu';

let backend: Promise<LearnedBackend> | undefined;

async function pickBackend(): Promise<LearnedBackend> {
  setWasmPaths(TFJS_WASM_FILES);
  // No WebAssembly threads: their workers start from blob: URLs (CSP) and need cross-origin isolation.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  for (const name of ['webgl', 'wasm', 'cpu'] as const) {
    try {
      if (await tf.setBackend(name)) {
        await tf.ready();
        // A WebGL context that cannot run a shader fails here rather than on the first tile.
        tf.tidy(() => tf.add(tf.scalar(1), tf.scalar(1)).dataSync());
        return name;
      }
    } catch {
      // next backend
    }
  }
  throw new Error('no TensorFlow.js backend');
}

const fetchAsset = async (url: string): Promise<ArrayBuffer> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
};

const models = new Map<EnlargeScale, EsrganResizer>();
let patchListener: ((fraction: number) => void) | undefined;

/** The ESRGAN slim resizer for a scale, its model loaded and run once; `onPatch` hears progress within a tile. */
export async function learnedResizer(scale: EnlargeScale, onPatch?: (fraction: number) => void): Promise<{ resizer: EsrganResizer; backend: LearnedBackend }> {
  const name = await (backend ??= pickBackend());
  patchListener = onPatch;
  let resizer = models.get(scale);
  if (!resizer) {
    resizer = esrganResizer(tf, scale, ESRGAN_SLIM_FILES[scale], fetchAsset, {
      alphaResizer: picaResizer({ unsharp: false }),
      // WebGL: patches keep each texture small; the CPU backends take the whole tile.
      ...(name === 'webgl' ? { patchSize: 96, padding: 8 } : {}),
      onPatch: (fraction) => patchListener?.(fraction),
    });
    await resizer.warmup();
    models.set(scale, resizer);
  }
  return { resizer, backend: name };
}
