/**
 * Image-tools benchmark (issue #13): HD enlargement quality and speed. Each picture is reduced
 * by 2 (or 4) with sharp's lanczos3, enlarged back by every method, and compared with the
 * original: PSNR (RGB, dB) and SSIM (luma, 8×8 windows). Time is per output megapixel, median of 3
 * runs (one run for the learned rows, which take seconds per megapixel).
 * Pictures: real photographs that installed npm packages ship as test fixtures (the colour bench's
 * set, read by path) and the seed's own garment, swatch and street pictures (drawings with woven
 * textures — the repository holds no garment photographs).
 * Methods: pica lanczos3 with the tool's unsharp mask (the path the app runs, JS), the same without
 * the mask, pica with its inline WebAssembly, sharp's lanczos3 and sharp's bicubic (libvips, native).
 * The learned path: UpscalerJS with ESRGAN slim (the app's model; medium for comparison) on
 * TensorFlow.js's WebAssembly backend in Node (the browser runs WebGL first, then the same WASM), in
 * the app's tiles. (esrgan-thick, 29 MB of weights per scale, is too heavy for a PWA and not run.)
 * Run: npm run bench -- image   (or node --import tsx bench/image.bench.ts)
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { enlargeRaster, picaResizer, type EnlargeScale, type TileResizer } from '../src/shared/image-tools/enlarge';
import { esrganResizer, type EsrganResizer } from '../src/shared/image-tools/esrgan';
import { ESRGAN_TILES } from '../src/shared/image-tools/esrgan-tiles';
import { psnr, ssim } from '../src/shared/image-tools/metrics';
import type { Raster } from '../src/shared/image-tools/raster';
import { seedPicture } from '../tests/support/seed-pictures';

const REAL_PHOTOS = [
  'exif-parser/test/starfish.jpg',
  'autocannon/test/j5.jpeg',
  'gifwrap/test/fixtures/hairstreak.jpg',
  'gifwrap/test/fixtures/pelagrina.jpg',
  '@jimp/jpeg/test/images/cops.jpg',
  '@fastify/static/example/public/images/sample.jpg',
];

const toRaster = (data: Buffer, width: number, height: number): Raster => ({
  data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) as Uint8ClampedArray<ArrayBuffer>,
  width,
  height,
});
const sharpOf = (r: Raster) => sharp(Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length), { raw: { width: r.width, height: r.height, channels: 4 } });

async function fromFile(path: string): Promise<Raster> {
  // Cropped to a multiple of 4 so reduce-then-enlarge gives back the same size.
  const meta = await sharp(path).metadata();
  const width = meta.width! - (meta.width! % 4);
  const height = meta.height! - (meta.height! % 4);
  const { data } = await sharp(path).extract({ left: 0, top: 0, width, height }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return toRaster(data, width, height);
}

async function pictures(): Promise<{ name: string; kind: 'photo' | 'seed'; raster: Raster }[]> {
  const modules = fileURLToPath(new URL('../node_modules/', import.meta.url));
  const out: { name: string; kind: 'photo' | 'seed'; raster: Raster }[] = [];
  for (const path of REAL_PHOTOS) if (existsSync(modules + path)) out.push({ name: path.split('/').pop()!, kind: 'photo', raster: await fromFile(modules + path) });
  for (const kind of ['garment', 'swatch', 'street'] as const) {
    const raster = await seedPicture(kind, `bench-${kind}`, 800);
    const height = raster.height - (raster.height % 4);
    out.push({ name: `seed ${kind}`, kind: 'seed', raster: { ...raster, data: raster.data.slice(0, raster.width * height * 4), height } });
  }
  return out;
}

type Method = (small: Raster, scale: EnlargeScale) => Promise<Raster>;
const tiled = (resize: TileResizer): Method => (small, scale) => enlargeRaster(small, scale, resize);
const bySharp = (kernel: 'lanczos3' | 'cubic'): Method => async (small, scale) => {
  const data = await sharpOf(small).resize(small.width * scale, small.height * scale, { kernel }).raw().toBuffer();
  return toRaster(data, small.width * scale, small.height * scale);
};

await tf.setBackend('wasm');
await tf.ready();
const readModelFile = async (path: string) => {
  const buffer = await readFile(path);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer;
};
const esrgans = new Map<string, EsrganResizer>();
/** An @upscalerjs RDN model (slim ships in the app; medium, 3× the weights, for comparison) in the app's tiles. */
const esrgan = (model: 'esrgan-slim' | 'esrgan-medium'): Method => async (small, scale) => {
  let resizer = esrgans.get(`${model}/${scale}`);
  if (!resizer) {
    const dir = fileURLToPath(new URL(`../node_modules/@upscalerjs/${model}/models/x${scale}/`, import.meta.url));
    resizer = esrganResizer(tf, scale, { modelJson: `${dir}model.json`, shards: { 'group1-shard1of1.bin': `${dir}group1-shard1of1.bin` } }, readModelFile, { model });
    await resizer.warmup();
    esrgans.set(`${model}/${scale}`, resizer);
  }
  return enlargeRaster(small, scale, resizer.resize, ESRGAN_TILES);
};
/** Learned methods take seconds per megapixel: timed once, not three times. */
const SLOW = new Set(['ESRGAN slim (app, tfjs WASM)', 'ESRGAN medium (tfjs WASM)']);

const METHODS: [string, Method][] = [
  ['ESRGAN slim (app, tfjs WASM)', esrgan('esrgan-slim')],
  ['ESRGAN medium (tfjs WASM)', esrgan('esrgan-medium')],
  ['pica lanczos3 + unsharp (app, JS)', tiled(picaResizer())],
  ['pica lanczos3, no unsharp (JS)', tiled(picaResizer({ unsharp: false }))],
  ['pica lanczos3 + unsharp (WASM)', tiled(picaResizer({ wasm: true }))],
  ['sharp lanczos3 (libvips)', bySharp('lanczos3')],
  ['sharp bicubic (libvips)', bySharp('cubic')],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const set = await pictures();
console.log(`Pictures: ${set.map((p) => `${p.name} ${p.raster.width}×${p.raster.height}`).join(', ')}\n`);
for (const scale of [2, 4] as const) {
  const rows: Record<string, { photo: { p: number[]; s: number[] }; seed: { p: number[]; s: number[] }; msPerMp: number[] }> = {};
  /** PSNR of each picture by method: the goal (learned ≥ pica + 1 dB at 2×) is judged per picture. */
  const perPicture: Record<string, Record<string, number>> = {};
  for (const picture of set) {
    const { raster } = picture;
    const small = toRaster(
      await sharpOf(raster).resize(raster.width / scale, raster.height / scale, { kernel: 'lanczos3' }).raw().toBuffer(),
      raster.width / scale,
      raster.height / scale,
    );
    for (const [name, method] of METHODS) {
      const row = (rows[name] ??= { photo: { p: [], s: [] }, seed: { p: [], s: [] }, msPerMp: [] });
      const times: number[] = [];
      let result: Raster | undefined;
      for (let run = 0; run < (SLOW.has(name) ? 1 : 3); run++) {
        const started = performance.now();
        result = await method(small, scale);
        times.push(performance.now() - started);
      }
      row[picture.kind].p.push(psnr(result!, raster));
      (perPicture[picture.name] ??= {})[name] = psnr(result!, raster);
      row[picture.kind].s.push(ssim(result!, raster));
      row.msPerMp.push(median(times) / ((raster.width * raster.height) / 1e6));
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`### ${scale}× (reduce by ${scale} with sharp lanczos3, enlarge back, compare with the original)\n`);
  console.log('| method | photos PSNR dB | photos SSIM | seed PSNR dB | seed SSIM | ms per output MP (median) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, row] of Object.entries(rows)) {
    console.log(
      `| ${name} | ${mean(row.photo.p).toFixed(2)} | ${mean(row.photo.s).toFixed(4)} | ${mean(row.seed.p).toFixed(2)} | ${mean(row.seed.s).toFixed(4)} | ${median(row.msPerMp).toFixed(0)} |`,
    );
  }
  console.log('');
  const app = 'pica lanczos3 + unsharp (app, JS)';
  console.log(`Per picture at ${scale}×: PSNR dB, and the learned rows minus pica (app)\n`);
  console.log('| picture | pica (app) | ESRGAN slim | Δ slim | ESRGAN medium | Δ medium |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, byMethod] of Object.entries(perPicture)) {
    const pica = byMethod[app]!;
    const slim = byMethod['ESRGAN slim (app, tfjs WASM)']!;
    const medium = byMethod['ESRGAN medium (tfjs WASM)']!;
    const delta = (value: number) => `${value - pica >= 0 ? '+' : ''}${(value - pica).toFixed(2)}`;
    console.log(`| ${name} | ${pica.toFixed(2)} | ${slim.toFixed(2)} | ${delta(slim)} | ${medium.toFixed(2)} | ${delta(medium)} |`);
  }
  console.log('');
}
