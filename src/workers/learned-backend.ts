import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { TFJS_WASM_FILES } from '../shared/image-tools/esrgan-assets';
import { isSoftwareRenderer } from '../shared/image-tools/software-webgl';

/**
 * TensorFlow.js's backend for the image-tools worker's learned paths (ESRGAN enlargement, the
 * person model of background removal), chosen once per worker: WebGL (OffscreenCanvas in the
 * worker) on a real GPU, then TensorFlow.js's WebAssembly (our own .wasm files, no threads), then
 * plain JavaScript. WebGL drawn by the CPU (isSoftwareRenderer) is skipped: WebAssembly is faster there.
 */
export type LearnedBackend = 'webgl' | 'wasm' | 'cpu';

let backend: Promise<LearnedBackend> | undefined;

async function pickBackend(): Promise<LearnedBackend> {
  setWasmPaths(TFJS_WASM_FILES);
  // No WebAssembly threads: their workers start from blob: URLs (CSP) and need cross-origin isolation.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  for (const name of softwareWebGL() ? (['wasm', 'cpu'] as const) : (['webgl', 'wasm', 'cpu'] as const)) {
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

/**
 * Whether this worker's WebGL would be drawn by the CPU. Browsers that hide the renderer (no debug
 * extension, a generic RENDERER) count as hardware: WebGL is then tried as before.
 */
function softwareWebGL(): boolean {
  try {
    // A canvas that got no webgl2 context has none at all, so it can still ask for webgl.
    const canvas = new OffscreenCanvas(1, 1);
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return isSoftwareRenderer(renderer);
  } catch {
    return false;
  }
}

/** The backend, picked on the first call. */
export const learnedBackend = (): Promise<LearnedBackend> => (backend ??= pickBackend());

/** Reads one of our own emitted assets. */
export async function fetchAsset(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}
