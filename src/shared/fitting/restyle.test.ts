import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToRgb, rgbToLab } from '../colour';
import { createRaster, type Raster } from '../image-tools/raster';
import { patternFill, recolour } from './restyle';

/**
 * A garment cut-out: transparent border, flat cloth, a darker fold band and a dark outline
 * (the shape of the pre-cut demo garments).
 */
function garment(cloth = [196, 188, 176], fold = [150, 142, 131]): Raster {
  const raster = createRaster(60, 80);
  for (let y = 0; y < 80; y++)
    for (let x = 0; x < 60; x++) {
      if (x < 5 || x >= 55 || y < 5 || y >= 75) continue;
      const outline = x < 7 || x >= 53 || y < 7 || y >= 73;
      const inFold = x >= 28 && x < 32;
      const rgb = outline ? [40, 38, 36] : inFold ? fold : cloth;
      const i = (y * 60 + x) * 4;
      raster.data.set([...rgb, 255], i);
    }
  return raster;
}
const labAt = (raster: Raster, x: number, y: number) => {
  const i = (y * raster.width + x) * 4;
  return rgbToLab({ r: raster.data[i]!, g: raster.data[i + 1]!, b: raster.data[i + 2]! });
};

describe('recolour', () => {
  const targets = ['#C8102E', '#0F4C81', '#F5DF4D', '#2E2E2E', '#FFFFFF', '#6B8E23'];
  it.each(targets)('puts the flat cloth on %s (ΔE00 < 2)', (hex) => {
    const target = rgbToLab(hexToRgb(hex)!);
    const out = recolour(garment(), target);
    for (const [x, y] of [[15, 20], [45, 60], [20, 70]] as const) expect(deltaE2000(labAt(out, x, y), target)).toBeLessThan(2);
  });

  it('keeps the shading: the fold stays as much darker than the cloth as before', () => {
    const source = garment();
    const before = labAt(source, 15, 20).L - labAt(source, 30, 20).L;
    const out = recolour(source, rgbToLab(hexToRgb('#0F4C81')!));
    const after = labAt(out, 15, 20).L - labAt(out, 30, 20).L;
    expect(before).toBeGreaterThan(10);
    // (within rounding and the sRGB gamut: a dark saturated blue clips a little in its shadows)
    expect(Math.abs(after - before)).toBeLessThan(2.5);
    // The outline stays dark.
    expect(labAt(out, 5, 40).L).toBeLessThan(labAt(out, 30, 20).L);
  });

  it('leaves the transparent background and the alpha alone', () => {
    const source = garment();
    const out = recolour(source, rgbToLab(hexToRgb('#C8102E')!));
    expect([...out.data.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    for (let i = 3; i < out.data.length; i += 4) expect(out.data[i]).toBe(source.data[i]);
  });
});

describe('patternFill', () => {
  // A 2×2-pixel checker of two colours, 8 pixels a square.
  const checker = (): Raster => {
    const raster = createRaster(16, 16);
    for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) raster.data.set([...((x < 8) !== (y < 8) ? [200, 30, 50] : [240, 230, 200]), 255], (y * 16 + x) * 4);
    return raster;
  };
  it('repeats the pattern at the chosen scale inside the garment only, shading kept', () => {
    const out = patternFill(garment(), checker(), { scale: 2, angle: 0 });
    const red = rgbToLab({ r: 200, g: 30, b: 50 });
    const cream = rgbToLab({ r: 240, g: 230, b: 200 });
    // At scale 2 a square is 16 garment pixels: (8, 8) is cream, (20, 8) red, (20, 20) cream.
    expect(deltaE2000(labAt(out, 8, 8), cream)).toBeLessThan(2);
    expect(deltaE2000(labAt(out, 20, 8), red)).toBeLessThan(2);
    expect(deltaE2000(labAt(out, 20, 20), cream)).toBeLessThan(2);
    // The fold (x 28–31) is darker than the same pattern colour on flat cloth.
    expect(labAt(out, 29, 40).L).toBeLessThan(labAt(out, 26, 40).L - 10);
    expect(out.data[3]).toBe(0);
  });

  it('turns the pattern by the chosen angle', () => {
    const straight = patternFill(garment(), checker(), { scale: 2, angle: 0 });
    const turned = patternFill(garment(), checker(), { scale: 2, angle: 45 });
    expect(deltaE2000(labAt(straight, 20, 24), labAt(turned, 20, 24))).toBeGreaterThan(5);
  });
});
