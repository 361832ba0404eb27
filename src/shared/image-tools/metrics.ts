import type { Raster } from './raster';

const luma = (data: ArrayLike<number>, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

/** Peak signal-to-noise ratio over the RGB channels, in dB (Infinity for identical pictures). */
export function psnr(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('psnr: sizes differ');
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const d = a.data[i + c]! - b.data[i + c]!;
      sum += d * d;
    }
  }
  const mse = sum / ((a.data.length / 4) * 3);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/**
 * Structural similarity of the luma, mean over 8 × 8 windows with stride 4 (Wang et al. 2004
 * constants). 1 for identical pictures.
 */
export function ssim(a: Raster, b: Raster, window = 8, stride = 4): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('ssim: sizes differ');
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const n = window * window;
  let total = 0;
  let count = 0;
  for (let y = 0; y + window <= a.height; y += stride) {
    for (let x = 0; x + window <= a.width; x += stride) {
      let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0; // prettier-ignore
      for (let dy = 0; dy < window; dy++) {
        for (let dx = 0; dx < window; dx++) {
          const i = ((y + dy) * a.width + x + dx) * 4;
          const va = luma(a.data, i);
          const vb = luma(b.data, i);
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  }
  return count ? total / count : 1;
}
