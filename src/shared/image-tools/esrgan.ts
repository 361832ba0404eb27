import type * as TF from '@tensorflow/tfjs';
import Upscaler from 'upscaler';
import type { EnlargeScale, TileResizer } from './enlarge';
import { hasTransparency, type Raster } from './raster';

/**
 * The learned enlargement path (issue #13 item 2): UpscalerJS on TensorFlow.js with the ESRGAN
 * "slim" models of @upscalerjs/esrgan-slim (MIT; an RDN network, ≈ 0.9 MB of weights per scale).
 * The medium models (2.8 MB per scale) were measured in the bench too (docs/benchmarks.md: a few
 * tenths of a dB better, 2.7× slower); the thick ones (29 MB per scale) are too heavy for a PWA.
 *
 * Nothing is downloaded from a CDN: UpscalerJS would fetch the model from jsdelivr or unpkg unless
 * given a path, so each model gets a path in our own `trendloom-model://` scheme, which a
 * TensorFlow.js load router resolves with `read` (the browser fetches the files Vite emitted as
 * our own assets; Node reads node_modules).
 */

/** The model files of one scale, by name as model.json's weights manifest names them. */
export interface ModelFiles {
  modelJson: string;
  /** Shard name in the weights manifest → where to read it. */
  shards: Record<string, string>;
}

/** Reads one file (a URL in the browser, a path in Node). */
export type ReadFile = (location: string) => Promise<ArrayBuffer>;

const SCHEME = 'trendloom-model://';

/** Definition of the slim models as @upscalerjs/esrgan-slim gives it (RDN: input and output in 0–255). */
function slimDefinition(scale: EnlargeScale, path: string) {
  return {
    scale,
    path,
    modelType: 'layers' as const,
    inputRange: [0, 255] as [number, number],
    outputRange: [0, 255] as [number, number],
    meta: { architecture: 'rdn', size: 'slim', C: 1, D: 2, G: 4, G0: 64, T: 10, patchSize: 128, dataset: 'div2k' },
  };
}

const routed = new WeakSet<object>();
const registry = new Map<string, { files: ModelFiles; read: ReadFile }>();

/** Lets tf.loadLayersModel('trendloom-model://…') read our own copies of the model files (registered once per tf). */
function registerModel(tf: typeof TF, key: string, files: ModelFiles, read: ReadFile): string {
  registry.set(key, { files, read });
  if (!routed.has(tf.io)) {
    routed.add(tf.io);
    // A router answers null for URLs that are not its own (tfjs's typing omits that case).
    const none = null as unknown as TF.io.IOHandler;
    tf.io.registerLoadRouter((url) => {
      if (typeof url !== 'string' || !url.startsWith(SCHEME)) return none;
      const entry = registry.get(url.slice(SCHEME.length));
      if (!entry) return none;
      return {
        load: async () => {
          const json = JSON.parse(new TextDecoder().decode(await entry.read(entry.files.modelJson))) as TF.io.ModelJSON;
          return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
            const buffers: ArrayBuffer[] = [];
            for (const group of manifest) {
              for (const name of group.paths) {
                const location = entry.files.shards[name];
                if (!location) throw new Error(`model shard ${name} is not bundled`);
                buffers.push(await entry.read(location));
              }
            }
            return [manifest.flatMap((group) => group.weights), tf.io.concatenateArrayBuffers(buffers)];
          });
        },
      };
    });
  }
  return SCHEME + key;
}

export interface EsrganOptions {
  /** Called with the fraction (0–1) of the current tile's patches that are done. */
  onPatch?: (fraction: number) => void;
  /** Stops a running enlargement (UpscalerJS checks it between patches). */
  signal?: AbortSignal;
  /** Which of @upscalerjs's RDN models the files are (slim ships; the bench also runs medium). */
  model?: string;
  /** UpscalerJS's own patches within one tile (its padding is the overlap): bounds GPU memory. */
  patchSize?: number;
  padding?: number;
}

export interface EsrganResizer {
  resize: TileResizer;
  /** Loads the model and runs it once (so the first tile's time is not the load). */
  warmup: () => Promise<void>;
  dispose: () => Promise<void>;
}

/**
 * A TileResizer running ESRGAN slim through UpscalerJS. ESRGAN works on RGB: a tile with
 * transparency gets its alpha from `alphaResizer` (the classical path), otherwise it is opaque.
 */
export function esrganResizer(
  tf: typeof TF,
  scale: EnlargeScale,
  files: ModelFiles,
  read: ReadFile,
  options: EsrganOptions & { alphaResizer?: TileResizer; model?: string } = {},
): EsrganResizer {
  const path = registerModel(tf, `${options.model ?? 'esrgan-slim'}/x${scale}`, files, read);
  const upscaler = new Upscaler({ model: slimDefinition(scale, path) });
  const run = async (tile: Raster): Promise<Float32Array | Int32Array | Uint8Array> => {
    const rgb = tf.tidy(() => tf.tensor3d(new Uint8Array(tile.data.buffer, tile.data.byteOffset, tile.data.length), [tile.height, tile.width, 4], 'int32').slice([0, 0, 0], [tile.height, tile.width, 3]));
    try {
      const out = await upscaler.execute(rgb, {
        output: 'tensor',
        patchSize: options.patchSize,
        padding: options.padding,
        signal: options.signal,
        // UpscalerJS reports progress per patch, so only when it patches (it warns otherwise).
        progress: options.onPatch && options.patchSize ? (percent: number) => options.onPatch!(percent) : undefined,
      });
      try {
        return await out.data();
      } finally {
        out.dispose();
      }
    } finally {
      rgb.dispose();
    }
  };
  return {
    async resize(tile, tileScale) {
      if (tileScale !== scale) throw new Error(`this model enlarges ${scale}×, not ${tileScale}×`);
      const rgb = await run(tile);
      const out = new Uint8ClampedArray(tile.width * scale * tile.height * scale * 4);
      const alpha = options.alphaResizer && hasTransparency(tile) ? await options.alphaResizer(tile, scale) : undefined;
      for (let p = 0, q = 0; p < out.length; p += 4, q += 3) {
        out[p] = rgb[q]!;
        out[p + 1] = rgb[q + 1]!;
        out[p + 2] = rgb[q + 2]!;
        out[p + 3] = alpha ? alpha[p + 3]! : 255;
      }
      return out;
    },
    async warmup() {
      await run({ data: new Uint8ClampedArray(16 * 16 * 4).fill(128), width: 16, height: 16 });
    },
    dispose: () => upscaler.dispose(),
  };
}
