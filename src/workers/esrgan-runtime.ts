import * as tf from '@tensorflow/tfjs';
import { picaResizer, type EnlargeScale } from '../shared/image-tools/enlarge';
import { esrganResizer, type EsrganResizer } from '../shared/image-tools/esrgan';
import { ESRGAN_SLIM_FILES } from '../shared/image-tools/esrgan-assets';
import { fetchAsset, learnedBackend, type LearnedBackend } from './learned-backend';

/**
 * The learned enlargement inside the image-tools worker, loaded only by its dynamic import (its own
 * chunk: TensorFlow.js and UpscalerJS never reach a page's JavaScript nor the classical path).
 * Backend: learned-backend.ts (WebGL, then WebAssembly, then JavaScript).
 */
export type { LearnedBackend } from './learned-backend';

const models = new Map<EnlargeScale, EsrganResizer>();
let patchListener: ((fraction: number) => void) | undefined;

/** The ESRGAN slim resizer for a scale, its model loaded and run once; `onPatch` hears progress within a tile. */
export async function learnedResizer(scale: EnlargeScale, onPatch?: (fraction: number) => void): Promise<{ resizer: EsrganResizer; backend: LearnedBackend }> {
  const name = await learnedBackend();
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
