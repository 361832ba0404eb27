import type { EnlargeScale } from './enlarge';

/**
 * What the learned enlargement downloads on its first use, kept by the service worker in
 * LEARNED_CACHE (sw.ts) for offline use. Plain constants, so the page can show the size before the
 * first run without loading any of it.
 */
export const LEARNED_CACHE = 'trendloom-learned-v1';

/**
 * The learned paths' files as Vite emits them (hashed, under /assets/): the image-tools worker's
 * chunks (left out of the precache, vite.config.ts) — TensorFlow.js shared by both (named after
 * learned-backend.ts), UpscalerJS with ESRGAN's glue, the person model's glue — the models' JSON
 * and weights (ESRGAN's model-*.json and group1-shard*.bin, the person model's selfie-*.json/.bin),
 * and TensorFlow.js's WebAssembly.
 */
export const LEARNED_ASSET =
  /^\/assets\/((esrgan-runtime|segmentation-runtime|learned-backend)-[\w-]+\.js|model-[\w-]+\.json|selfie-[\w-]+\.(json|bin)|group1-shard\d+of\d+-[\w-]+\.bin|tfjs-backend-wasm[\w-]*\.wasm)$/;

/** Bytes of the ESRGAN slim models' files (model.json + weights), checked against node_modules by a unit test. */
export const ESRGAN_SLIM_BYTES: Record<EnlargeScale, number> = { 2: 12_336 + 888_300, 4: 12_336 + 933_804 };
/** TensorFlow.js's SIMD WebAssembly (fetched only when WebGL is missing). */
export const TFJS_WASM_BYTES = 424_594;
/**
 * The learned path's JavaScript chunk (UpscalerJS + TensorFlow.js), as the server sends it
 * (brotli), measured on a build: an estimate that a size change of tfjs would need updating.
 */
export const LEARNED_CODE_BYTES = 250_000;

/** Bytes of the person model of background removal (selfie.json + selfie.bin), checked against node_modules by a unit test. */
export const SELFIE_MODEL_BYTES = 83_670 + 212_886;

/**
 * Download size of the person model's first use: the model, the WebAssembly (it may be needed) and
 * TensorFlow.js's code (LEARNED_CODE_BYTES: the shared chunk dominates it; one learned path's first
 * use brings it for the other too).
 */
export const personModelBytes = () => SELFIE_MODEL_BYTES + TFJS_WASM_BYTES + LEARNED_CODE_BYTES;

/** Download size of the learned path's first use at a scale (the WebAssembly counted: it may be needed). */
export const learnedDownloadBytes = (scale: EnlargeScale) => ESRGAN_SLIM_BYTES[scale] + TFJS_WASM_BYTES + LEARNED_CODE_BYTES;

/** Download size of keeping the learned path offline ahead of its first use: both scales' models, the WebAssembly and the code. */
export const learnedOfflineBytes = () => ESRGAN_SLIM_BYTES[2] + ESRGAN_SLIM_BYTES[4] + TFJS_WASM_BYTES + LEARNED_CODE_BYTES;
