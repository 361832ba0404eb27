import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { enlargeRaster } from '../../src/shared/image-tools/enlarge';
import { esrganResizer, type ModelFiles } from '../../src/shared/image-tools/esrgan';
import { ESRGAN_SLIM_BYTES, LEARNED_ASSET, TFJS_WASM_BYTES } from '../../src/shared/image-tools/learned-cache';
import { psnr } from '../../src/shared/image-tools/metrics';
import { cropRaster, type Raster } from '../../src/shared/image-tools/raster';
import { seedPicture } from '../support/seed-pictures';

// The learned path in Node: the same UpscalerJS + ESRGAN slim code as the worker, on TensorFlow.js's
// WebAssembly backend (its .wasm read from node_modules), the model read from the npm package.
const modelDir = (scale: number) => fileURLToPath(new URL(`../../node_modules/@upscalerjs/esrgan-slim/models/x${scale}/`, import.meta.url));
const files = (scale: number): ModelFiles => ({ modelJson: `${modelDir(scale)}model.json`, shards: { 'group1-shard1of1.bin': `${modelDir(scale)}group1-shard1of1.bin` } });
const read = async (path: string) => {
  const buffer = await readFile(path);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer;
};
const raw = (r: Raster) => sharp(Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length), { raw: { width: r.width, height: r.height, channels: 4 } });
const fromBuffer = (data: Buffer, width: number, height: number): Raster => ({ data: new Uint8ClampedArray(data) as Uint8ClampedArray<ArrayBuffer>, width, height });

beforeAll(async () => {
  await tf.setBackend('wasm');
  await tf.ready();
});

describe('HD enlargement, learned path (UpscalerJS + ESRGAN slim)', () => {
  it('doubles a garment picture in tiles and beats nearest-neighbour against the original', async () => {
    const full = await seedPicture('garment', 'esrgan', 200);
    const original = cropRaster(full, 36, 40, 128, 96);
    const small = fromBuffer(await raw(original).resize(64, 48, { kernel: 'lanczos3' }).raw().toBuffer(), 64, 48);
    const esrgan = esrganResizer(tf, 2, files(2), read);
    const progress: number[] = [];
    const twice = await enlargeRaster(small, 2, esrgan.resize, { tile: 32, overlap: 8, onTile: (done, total) => progress.push(done / total) });
    expect([twice.width, twice.height]).toEqual([128, 96]);
    expect(progress.at(-1)).toBe(1);
    const nearest = fromBuffer(await raw(small).resize(128, 96, { kernel: 'nearest' }).raw().toBuffer(), 128, 96);
    const learned = psnr(twice, original);
    // 29.9 dB against 28.9 dB here: a broken model, misaligned tiles or a wrong input range fall far below.
    expect(learned).toBeGreaterThan(psnr(nearest, original) + 0.5);
    // Tiles with overlap agree with the whole picture enlarged at once: no seams.
    const whole = await enlargeRaster(small, 2, esrgan.resize, { tile: 4096 });
    expect(psnr(twice, whole)).toBeGreaterThan(40);
    await esrgan.dispose();
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const esrgan = esrganResizer(tf, 2, files(2), read, { signal: controller.signal });
    const small = await seedPicture('swatch', 'abort', 32);
    await expect(esrgan.resize(small, 2)).rejects.toThrow();
    await esrgan.dispose();
  });

  it('states the download size of the models it bundles', async () => {
    for (const scale of [2, 4] as const) {
      const sizes = await Promise.all([stat(`${modelDir(scale)}model.json`), stat(`${modelDir(scale)}group1-shard1of1.bin`)]);
      expect(sizes[0].size + sizes[1].size).toBe(ESRGAN_SLIM_BYTES[scale]);
    }
    const wasm = await stat(fileURLToPath(new URL('../../node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm', import.meta.url)));
    expect(wasm.size).toBe(TFJS_WASM_BYTES);
  });

  it('the service worker keeps exactly the learned files after their first use', () => {
    // Names as a build emitted them (vite build, 2026-11-26).
    // And the person model's (2026-11-27): TensorFlow.js now in the chunk both learned paths share.
    const person = ['learned-backend-B36yjr0T.js', 'segmentation-runtime-D9Rf_SQV.js', 'selfie-BVT6h7Qo.json', 'selfie-BZoFkwVP.bin'];
    for (const path of ['esrgan-runtime-DbrDhNbQ.js', 'model-BD1lH48X.json', 'group1-shard1of1-Cv3nOCvo.bin', 'tfjs-backend-wasm-simd-BrM3BlWr.wasm', 'tfjs-backend-wasm-BIA8cDLW.wasm', ...person]) {
      expect(LEARNED_ASSET.test(`/assets/${path}`), path).toBe(true);
    }
    for (const path of ['image-tools.worker-CM3oO2L0.js', 'index-BqhUDvfr.js', 'EnlargePage-DCeiKfGT.js', 'model-BD1lH48X.json.br', 'selfie-BVT6h7Qo.json.br', 'CutoutPage-Bx1.js']) {
      expect(LEARNED_ASSET.test(`/assets/${path}`), path).toBe(false);
    }
  });
});
