import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { TFJS_WASM_FILES } from '../shared/image-tools/esrgan-assets';

/**
 * TensorFlow.js's backend for the image-tools worker's learned paths (ESRGAN enlargement, the
 * person model of background removal), chosen once per worker: WebGL (OffscreenCanvas in the
 * worker), then TensorFlow.js's WebAssembly (our own .wasm files, no threads), then plain JavaScript.
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

/** The backend, picked on the first call. */
export const learnedBackend = (): Promise<LearnedBackend> => (backend ??= pickBackend());

/** Reads one of our own emitted assets. */
export async function fetchAsset(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}
