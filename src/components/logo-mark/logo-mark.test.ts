import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../server/repo-root';
import { markSvg } from './logo-mark';

const pixels = (image: Buffer | string, size: number) => sharp(image).resize(size, size).ensureAlpha().raw().toBuffer();

describe('the brand mark drawn inline', () => {
  it('is the picture of the icon files (scripts/generate-icons.ts wrote them from this drawing)', async () => {
    for (const [file, size] of [['favicon-32.png', 32], ['icon-512.png', 512]] as const) {
      const [icon, drawn] = await Promise.all([pixels(`${REPO_ROOT}/public/icons/${file}`, size), pixels(Buffer.from(markSvg()), size)]);
      expect(drawn.length).toBe(icon.length);
      let differing = 0;
      for (let index = 0; index < drawn.length; index++) if (Math.abs(drawn[index]! - icon[index]!) > 8) differing++;
      expect(differing, file).toBe(0);
    }
  });

  it('shows the weave, not an empty or one-colour square', async () => {
    const drawn = await pixels(Buffer.from(markSvg()), 64);
    const colours = new Set<string>();
    for (let index = 0; index < drawn.length; index += 4) colours.add(drawn.subarray(index, index + 3).join(','));
    // Ink ground, cream and cinnabar strips, and anti-aliased edges between them.
    expect(colours.size).toBeGreaterThan(3);
  });
});
