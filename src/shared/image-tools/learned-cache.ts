import type { EnlargeScale } from './enlarge';

/**
 * What the learned enlargement downloads on its first use, kept by the service worker in
 * LEARNED_CACHE (sw.ts) for offline use. Plain constants, so the page can show the size before the
 * first run without loading any of it.
 */
export const LEARNED_CACHE = 'trendloom-learned-v1';

/**
 * The learned path's files as Vite emits them (hashed, under /assets/): the image-tools worker's
 * chunk with TensorFlow.js and UpscalerJS (left out of the precache, vite.config.ts), the models'
 * JSON and weight shards, and TensorFlow.js's WebAssembly.
 */
export const LEARNED_ASSET = /^\/assets\/(esrgan-runtime-[\w-]+\.js|model-[\w-]+\.json|group1-shard\d+of\d+-[\w-]+\.bin|tfjs-backend-wasm[\w-]*\.wasm)$/;

/** Bytes of the ESRGAN slim models' files (model.json + weights), checked against node_modules by a unit test. */
export const ESRGAN_SLIM_BYTES: Record<EnlargeScale, number> = { 2: 12_336 + 888_300, 4: 12_336 + 933_804 };
/** TensorFlow.js's SIMD WebAssembly (fetched only when WebGL is missing). */
export const TFJS_WASM_BYTES = 424_594;
/**
 * The learned path's JavaScript chunk (UpscalerJS + TensorFlow.js), as the server sends it
 * (brotli), measured on a build: an estimate that a size change of tfjs would need updating.
 */
export const LEARNED_CODE_BYTES = 250_000;

/** Download size of the learned path's first use at a scale (the WebAssembly counted: it may be needed). */
export const learnedDownloadBytes = (scale: EnlargeScale) => ESRGAN_SLIM_BYTES[scale] + TFJS_WASM_BYTES + LEARNED_CODE_BYTES;

/** Download size of keeping the learned path offline ahead of its first use: both scales' models, the WebAssembly and the code. */
export const learnedOfflineBytes = () => ESRGAN_SLIM_BYTES[2] + ESRGAN_SLIM_BYTES[4] + TFJS_WASM_BYTES + LEARNED_CODE_BYTES;
