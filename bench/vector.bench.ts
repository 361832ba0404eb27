/**
 * `npm run bench -- vector` (issue #13 item 4): AI vector graphics, imagetracerjs with the three
 * presets, on the seed's logos, prints, patterns and garment pictures. For each: mean ΔE00 of the
 * rasterised SVG against the picture it was traced from (per pixel, both at the traced size), SVG
 * size, path count and time. vtracer is not in the table: the one npm build of it (vtracer-wasm
 * 0.1.0) is published as "Proprietary" without a licence that fits a closed commercial product,
 * and compiling vtracer to WebAssembly here needs a Rust toolchain and crates this machine cannot
 * download.
 */
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { logoImage, poolImage, type PoolKind } from '../server/seed/images/compositions';
import { Rng } from '../server/seed/prng';
import { deltaE2000, rgbToLab } from '../src/shared/colour';
import { traceToSvg, VECTOR_PRESETS, type VectorPreset } from '../src/shared/image-tools/vector';
import { writeDocsSection } from './docs-section';

const SIDE = 320;
const load = loadavg();

async function rasterOf(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).resize({ width: SIDE, height: SIDE, fit: 'inside' }).ensureAlpha().flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) as Uint8ClampedArray<ArrayBuffer>, width: info.width, height: info.height };
}

/** Mean ΔE00 over every 2nd pixel in each direction (a quarter of them: plenty for a mean). */
function meanDeltaE(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, height: number): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * 4;
      sum += deltaE2000(rgbToLab({ r: a[i]!, g: a[i + 1]!, b: a[i + 2]! }), rgbToLab({ r: b[i]!, g: b[i + 1]!, b: b[i + 2]! }));
      count++;
    }
  }
  return sum / count;
}

const PICTURES: { name: string; svg: string; preset: VectorPreset }[] = [
  ...[0, 1, 2].map((i) => ({ name: `logo ${i + 1}`, svg: logoImage(Rng.of(5, 'logo', i), ['织', 'TL', 'Lo'][i]!).svg, preset: 'logo' as const })),
  ...(['pattern', 'pattern', 'swatch'] as PoolKind[]).map((kind, i) => ({ name: `${kind} ${i + 1}`, svg: poolImage(kind, Rng.of(5, kind, i), { season: '2026春夏' }).svg, preset: 'pattern' as const })),
  ...(['garment', 'garment', 'moodboard'] as PoolKind[]).map((kind, i) => ({ name: `${kind} ${i + 1}`, svg: poolImage(kind, Rng.of(5, kind, i), { season: '2026春夏' }).svg, preset: 'print' as const })),
];

const rows: string[] = [];
for (const picture of PICTURES) {
  const raster = await rasterOf(picture.svg);
  for (const preset of new Set<VectorPreset>([picture.preset, 'print'])) {
    const { colours, smoothing } = VECTOR_PRESETS[preset];
    const started = performance.now();
    const traced = traceToSvg(raster, { preset, colours, smoothing });
    const ms = performance.now() - started;
    const back = await rasterOf(traced.svg);
    const deltaE = meanDeltaE(raster.data, back.data, raster.width, raster.height);
    rows.push(`| ${picture.name} | ${preset} (${colours} colours, smoothing ${smoothing}) | ${deltaE.toFixed(2)} | ${(traced.svg.length / 1024).toFixed(1)} KB | ${traced.paths} | ${ms.toFixed(0)} ms |`);
    console.log(rows.at(-1));
  }
}

const section = [
  '## AI vector graphics (issue #13 item 4) — `npm run bench -- vector`',
  '',
  `${new Date().toISOString().slice(0, 10)}: imagetracerjs 1.2.6 as the tool runs it (src/shared/image-tools/vector.ts), pictures ${SIDE} px on their longest side, ` +
    `each with its own preset and with "print" for comparison. ΔE00: mean over the picture of the rasterised SVG against the input. ${cpus().length} cores, load average at the start ${load.map((n) => n.toFixed(1)).join(' / ')}.`,
  '',
  '| picture | preset | mean ΔE00 | SVG size | paths | time |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  'vtracer is not measured: its only npm build (vtracer-wasm 0.1.0) is published as "Proprietary" with no licence text, so it cannot ship in a closed commercial product; building vtracer (MIT) to WebAssembly ourselves needs a Rust toolchain and crates that cannot be downloaded here.',
].join('\n');
await writeDocsSection('vector', section);
console.log(`\n${section}`);
