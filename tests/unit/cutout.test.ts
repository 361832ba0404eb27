import { describe, expect, it } from 'vitest';
import { cutoutAlpha, maskIoU, resizeAlpha, type CutoutStroke } from '../../src/shared/image-tools/cutout';
import { createGrid, minCut } from '../../src/shared/image-tools/max-flow';
import { Rng } from '../../server/seed/prng';
import { cutoutComposite, mannequinSubject, type BackgroundKind, type MannequinFigure, type MannequinFraming, type SubjectShape } from '../support/cutout-composites';

const SHAPES: SubjectShape[] = ['tshirt', 'dress', 'figure'];

describe('minimum cut (Boykov–Kolmogorov)', () => {
  it('finds the cut of least cost on small grids, as an exhaustive search does', () => {
    const rng = new Rng(7);
    for (let trial = 0; trial < 20; trial++) {
      const grid = createGrid(3, 3);
      const n = 9;
      const caps = new Float64Array(grid.head.length);
      // Symmetric smoothness capacities, as the segmentation uses.
      for (let i = 0; i < n; i++)
        for (let arc = grid.start[i]!; arc < grid.start[i + 1]!; arc++) if (grid.head[arc]! > i) caps[arc] = caps[grid.sister[arc]!] = rng.range(0, 3);
      const terminal = Float64Array.from({ length: n }, () => rng.range(-4, 4));
      const cost = (side: ArrayLike<number>) => {
        let total = 0;
        for (let i = 0; i < n; i++) {
          if (side[i] === 1 && terminal[i]! < 0) total -= terminal[i]!;
          if (side[i] === 0 && terminal[i]! > 0) total += terminal[i]!;
          for (let arc = grid.start[i]!; arc < grid.start[i + 1]!; arc++) if (side[i] === 1 && side[grid.head[arc]!] === 0) total += caps[arc]!;
        }
        return total;
      };
      let best = Infinity;
      for (let bits = 0; bits < 1 << n; bits++) best = Math.min(best, cost(Array.from({ length: n }, (_, i) => (bits >> i) & 1)));
      expect(cost(minCut(grid, caps, terminal))).toBeCloseTo(best, 9);
    }
  });
});

describe('background removal (GrabCut-style, on the device)', () => {
  it('cuts garments and a figure out of a plain studio background (IoU ≥ 0.95)', () => {
    for (const shape of SHAPES) {
      const { picture, alpha } = cutoutComposite(shape, 'plain', 'unit', 240, 300);
      expect(maskIoU(cutoutAlpha(picture), alpha), shape).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('cuts them out of a busy many-coloured wallpaper (mean IoU ≥ 0.85)', () => {
    const scores = SHAPES.map((shape) => {
      const { picture, alpha } = cutoutComposite(shape, 'busy', 'unit', 240, 300);
      return maskIoU(cutoutAlpha(picture), alpha);
    });
    expect(scores.reduce((a, b) => a + b) / scores.length).toBeGreaterThanOrEqual(0.85);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.7);
  });

  /** IoU of the classical cut of a fitting-room mannequin (light beige skin, a dress) over `background`. */
  const mannequinIoU = async (figure: MannequinFigure, framing: MannequinFraming, background: BackgroundKind) => {
    const drawn = await mannequinSubject(figure, framing, 240, 300);
    const { picture, alpha } = cutoutComposite(`${figure}-${framing}`, background, 'unit', 240, 300, drawn);
    return maskIoU(cutoutAlpha(picture), alpha);
  };

  it('cuts a light mannequin out of a light studio backdrop, whole and as a portrait running off the bottom edge (IoU ≥ 0.95)', async () => {
    // Skin ≈ 6 ΔE from the backdrop: GrabCut's band start peeled it away with the backdrop and filled
    // the gaps between the limbs (0.69 whole, 0.63 as a portrait before the backdrop surface).
    for (const framing of ['full', 'half'] as const) expect(await mannequinIoU('straight-walk', framing, 'plain'), framing).toBeGreaterThanOrEqual(0.95);
  });

  it('cuts a mannequin out of a busy wallpaper, whole and as a portrait running off the bottom edge (IoU ≥ 0.85)', async () => {
    // Whole: wallpaper between the limbs was kept (0.75 before the subject model was refitted on agreeing pixels only).
    // Portrait: the ring forced its arms' and dress's colours to the background, and it lost face and arms (0.31).
    for (const framing of ['full', 'half'] as const) expect(await mannequinIoU('curvy-stand', framing, 'busy'), framing).toBeGreaterThanOrEqual(0.85);
  });

  it('remove strokes on what was wrongly kept fix a cluttered background', () => {
    const { picture, alpha } = cutoutComposite('figure', 'cluttered', 'a', 240, 300);
    const first = cutoutAlpha(picture);
    const before = maskIoU(first, alpha);
    expect(before).toBeLessThan(0.8); // the hard case: disc colours the border never shows
    // A designer's scribbles: one short stroke across each of the larger wrongly kept areas.
    const strokes: CutoutStroke[] = [];
    const { width, height } = picture;
    const wrong = (x: number, y: number) => first[y * width + x]! >= 128 && alpha[y * width + x]! === 0;
    const taken = new Uint8Array(width * height);
    for (let y = 6; y < height - 6; y += 6)
      for (let x = 6; x < width - 6; x += 6) {
        // A stroke where a 13 × 13 square is all wrongly kept, at most one per 40-pixel neighbourhood.
        if (taken[y * width + x] || ![-6, 0, 6].every((dy) => [-6, 0, 6].every((dx) => wrong(x + dx, y + dy)))) continue;
        strokes.push({ kind: 'remove', points: [(x - 4) / width, y / height, (x + 4) / width, y / height], radius: 4 / height });
        for (let yy = Math.max(0, y - 40); yy < Math.min(height, y + 40); yy++) for (let xx = Math.max(0, x - 40); xx < Math.min(width, x + 40); xx++) taken[yy * width + xx] = 1;
      }
    expect(strokes.length).toBeGreaterThan(0);
    expect(strokes.length).toBeLessThanOrEqual(25);
    const after = maskIoU(cutoutAlpha(picture, { strokes }), alpha);
    expect(after).toBeGreaterThan(before + 0.2);
  });

  it('a keep stroke keeps what it covers; transparent pixels stay background', () => {
    const { picture } = cutoutComposite('tshirt', 'plain', 'keep', 120, 150);
    // A keep stroke on the background beside the garment: what it covers is subject.
    const keep: CutoutStroke = { kind: 'keep', points: [0.15, 0.6, 0.2, 0.6], radius: 0.04 };
    const alpha = cutoutAlpha(picture, { strokes: [keep] });
    expect(alpha[Math.round(0.6 * 150) * 120 + Math.round(0.175 * 120)]).toBeGreaterThanOrEqual(128);
    // Transparent pixels (left half) are background whatever their colour.
    for (let i = 0; i < 120 * 150; i++) if (i % 120 < 60) picture.data[i * 4 + 3] = 0;
    const half = cutoutAlpha(picture);
    for (let y = 0; y < 150; y += 10) expect(half[y * 120 + 30]).toBe(0);
    expect(half[75 * 120 + 70]).toBeGreaterThanOrEqual(128); // the garment's right half is kept
  });

  it('brings a mask up to the full picture size', () => {
    const small = Uint8Array.from([0, 255, 0, 255]);
    const large = resizeAlpha(small, 2, 2, 8, 8);
    expect(large.length).toBe(64);
    expect(large[0]).toBe(0);
    expect(large[7]).toBe(255);
    expect(large[56]).toBe(0);
    expect(large[4]).toBeGreaterThan(100); // between the two columns: a soft edge
  });
});
