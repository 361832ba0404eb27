import * as tf from '@tensorflow/tfjs';
import type { PersonPrior } from '../shared/image-tools/person-prior';
import type { Raster } from '../shared/image-tools/raster';
import { loadSelfieModel, type SelfieModel } from '../shared/image-tools/selfie';
import { SELFIE_FILES } from '../shared/image-tools/selfie-assets';
import { fetchAsset, learnedBackend, type LearnedBackend } from './learned-backend';

/**
 * The person model of background removal inside the image-tools worker, loaded only by its dynamic
 * import on a cut-out (TensorFlow.js is shared with the learned enlargement's chunk; neither reaches
 * a page's JavaScript). The model stays loaded while the worker lives.
 */
let model: Promise<SelfieModel> | undefined;

/** The model, loaded (and run once by loadSelfieModel) on the first call; a failed load is tried again next time. */
export function loadPersonModel(): Promise<SelfieModel> {
  model ??= learnedBackend()
    .then(() => loadSelfieModel(tf, SELFIE_FILES, fetchAsset))
    .catch((error: unknown) => {
      model = undefined; // offline before the first use: try again next time
      throw error;
    });
  return model;
}

/** The person probability map of a picture, and the backend it ran on. */
export async function personPrior(raster: Raster): Promise<{ prior: PersonPrior; backend: LearnedBackend }> {
  const loaded = await loadPersonModel();
  return { prior: await loaded.segment(raster), backend: await learnedBackend() };
}
