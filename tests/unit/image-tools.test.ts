import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enlargeRaster, picaResizer } from '../../src/shared/image-tools/enlarge';
import { checkInputSize, largestScale, MAX_OUTPUT_PIXELS, problemOf } from '../../src/shared/image-tools/limits';
import { psnr, ssim } from '../../src/shared/image-tools/metrics';
import { cropRaster } from '../../src/shared/image-tools/raster';
import { sniffImage } from '../../src/shared/image-tools/sniff';
import { traceToSvg } from '../../src/shared/image-tools/vector';
import { seedPicture } from '../support/seed-pictures';

const raw = (r: { data: Uint8ClampedArray; width: number; height: number }) =>
  sharp(Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length), { raw: { width: r.width, height: r.height, channels: 4 } });

describe('HD enlargement (pica lanczos3 + unsharp, in tiles)', () => {
  it('doubles and quadruples a garment picture, tiles without seams, close to the original', async () => {
    const original = await seedPicture('garment', 'enlarge', 320);
    const small = await seedPicture('garment', 'enlarge', 160);
    const resize = picaResizer();
    const twice = await enlargeRaster(small, 2, resize, { tile: 48 });
    expect([twice.width, twice.height]).toEqual([small.width * 2, small.height * 2]);
    // Tiled and whole-picture enlargement agree: the overlap hides every seam.
    const whole = await enlargeRaster(small, 2, resize, { tile: 4096 });
    expect(psnr(twice, whole)).toBeGreaterThan(50);
    // Against the original the enlargement is a faithful picture, better than nearest-neighbour.
    const cropped = cropRaster(original, 0, 0, twice.width, twice.height);
    const nearest = await raw(small).resize(twice.width, twice.height, { kernel: 'nearest' }).raw().toBuffer();
    const nearestRaster = { data: new Uint8ClampedArray(nearest), width: twice.width, height: twice.height };
    expect(psnr(twice, cropped)).toBeGreaterThan(psnr(nearestRaster as typeof twice, cropped));
    expect(ssim(twice, cropped)).toBeGreaterThan(0.8);

    const progress: number[] = [];
    const four = await enlargeRaster(small, 4, resize, { tile: 64, onTile: (done, total) => progress.push(done / total) });
    expect([four.width, four.height]).toEqual([small.width * 4, small.height * 4]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(1);
  });

  it('keeps transparency of a transparent PNG', async () => {
    const picture = await seedPicture('swatch', 'alpha', 64);
    for (let i = 0; i < picture.data.length; i += 4) if ((i / 4) % picture.width < 32) picture.data[i + 3] = 0;
    const out = await enlargeRaster(picture, 2, picaResizer());
    expect(out.data[3]).toBe(0); // top-left corner stays transparent
    expect(out.data[(out.width - 1) * 4 + 3]).toBe(255); // top-right stays opaque
  });

  it('a cancel thrown from the progress callback stops the work', async () => {
    const picture = await seedPicture('street', 'cancel', 200);
    await expect(
      enlargeRaster(picture, 2, picaResizer(), {
        tile: 50,
        onTile: (done) => {
          if (done === 2) throw new Error('cancelled');
        },
      }),
    ).rejects.toThrow('cancelled');
  });
});

describe('AI vector graphics (imagetracerjs)', () => {
  it('traces a print into a valid SVG of the picture size with the asked colour count', async () => {
    const picture = await seedPicture('pattern', 'vector', 240);
    const layers: number[] = [];
    const result = traceToSvg(picture, { preset: 'print', colours: 8, smoothing: 2 }, picture.width * 4, picture.height * 4, (done) => layers.push(done));
    expect(layers).toHaveLength(8);
    expect(result.paths).toBeGreaterThan(8);
    expect(result.colours).toBeLessThanOrEqual(8);
    // sharp (librsvg) parses it and rasterises it at the size the SVG claims.
    const meta = await sharp(Buffer.from(result.svg)).metadata();
    expect(meta.format).toBe('svg');
    expect([meta.width, meta.height]).toEqual([picture.width * 4, picture.height * 4]);
    // The rasterised SVG looks like the picture.
    const back = await sharp(Buffer.from(result.svg)).resize(picture.width, picture.height).ensureAlpha().raw().toBuffer();
    expect(psnr({ data: new Uint8ClampedArray(back), width: picture.width, height: picture.height } as typeof picture, picture)).toBeGreaterThan(15);
  });

  it('more smoothing gives fewer, longer paths (logo preset)', async () => {
    const picture = await seedPicture('garment', 'smooth', 200);
    const sharpResult = traceToSvg(picture, { preset: 'logo', colours: 6, smoothing: 0 });
    const smooth = traceToSvg(picture, { preset: 'logo', colours: 6, smoothing: 10 });
    expect(smooth.svg.length).toBeLessThan(sharpResult.svg.length);
  });
});

describe('bad input', () => {
  it('reads the format and size from headers and refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 33, height: 21, channels: 3, background: '#c33' } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3c3' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 100, height: 50, channels: 3, background: '#33c' } }).webp().toBuffer();
    const lossless = await sharp({ create: { width: 70, height: 90, channels: 4, background: '#33c8' } }).webp({ lossless: true }).toBuffer();
    expect(sniffImage(png)).toEqual({ format: 'png', width: 33, height: 21 });
    expect(sniffImage(jpeg)).toEqual({ format: 'jpeg', width: 640, height: 480 });
    expect(sniffImage(webp)).toMatchObject({ format: 'webp', width: 100, height: 50 });
    expect(sniffImage(lossless)).toMatchObject({ format: 'webp', width: 70, height: 90 });
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7 not a picture'))).toBeNull();
    expect(sniffImage(new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')]))).toEqual({ format: 'heic' });
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });

  it('names the problem of a one-pixel, a huge picture and an enlargement past the canvas limit', () => {
    const problem = (fn: () => void) => {
      try {
        fn();
        return null;
      } catch (error) {
        return problemOf(error);
      }
    };
    expect(problem(() => checkInputSize(1, 1))).toBe('tooSmall');
    expect(problem(() => checkInputSize(10_000, 6_000))).toBe('tooLarge');
    expect(problem(() => checkInputSize(6_000, 4_000))).toBeNull();
    expect(largestScale(1000, 1000, [2, 4])).toBe(4);
    expect(largestScale(2000, 1500, [2, 4])).toBe(2);
    expect(largestScale(6000, 4000, [2, 4])).toBe(0);
    expect(4096 * 4096).toBe(MAX_OUTPUT_PIXELS);
  });
});
