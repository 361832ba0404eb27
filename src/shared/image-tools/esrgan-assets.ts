// The learned enlargement's files as our own assets (issue #13 item 2): Vite emits them from the npm
// packages into dist/assets with hashed names, so nothing is fetched from a CDN and the service
// worker keeps them after the first use (sw.ts, LEARNED_CACHE). The packages' `exports` do not list
// these files, hence the paths into node_modules.
import slimX2Weights from '../../../node_modules/@upscalerjs/esrgan-slim/models/x2/group1-shard1of1.bin?url';
import slimX2Json from '../../../node_modules/@upscalerjs/esrgan-slim/models/x2/model.json?url';
import slimX4Weights from '../../../node_modules/@upscalerjs/esrgan-slim/models/x4/group1-shard1of1.bin?url';
import slimX4Json from '../../../node_modules/@upscalerjs/esrgan-slim/models/x4/model.json?url';
import wasmSimd from '../../../node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '../../../node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import wasmPlain from '../../../node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import type { EnlargeScale } from './enlarge';
import type { ModelFiles } from './esrgan';

export const ESRGAN_SLIM_FILES: Record<EnlargeScale, ModelFiles> = {
  2: { modelJson: slimX2Json, shards: { 'group1-shard1of1.bin': slimX2Weights } },
  4: { modelJson: slimX4Json, shards: { 'group1-shard1of1.bin': slimX4Weights } },
};

/**
 * TensorFlow.js's WebAssembly backend (the fallback when WebGL is missing). setWasmPaths wants all
 * three; the threaded one is never fetched (esrgan-runtime.ts turns threads off: they would start
 * workers from blob: URLs, which the site's CSP refuses to fetch).
 */
export const TFJS_WASM_FILES = {
  'tfjs-backend-wasm.wasm': wasmPlain,
  'tfjs-backend-wasm-simd.wasm': wasmSimd,
  'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
} as const;
