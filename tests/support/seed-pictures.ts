import sharp from 'sharp';
import { poolImage, type PoolKind } from '../../server/seed/images/compositions';
import { Rng } from '../../server/seed/prng';
import type { Raster } from '../../src/shared/image-tools/raster';

/**
 * Pictures for the image-tool tests and bench: the seed's own garment, street, swatch and pattern
 * pictures (SVG drawings with woven textures, figures and prints, rasterised as the seed does; the
 * repository holds no real photographs), deterministic for a given label.
 */
export const PICTURE_KINDS: readonly PoolKind[] = ['garment', 'street', 'swatch', 'pattern'];

export async function seedPicture(kind: PoolKind, label: string = kind, width?: number): Promise<Raster> {
  const spec = poolImage(kind, Rng.of(13, label), { season: '2026春夏' });
  const image = sharp(Buffer.from(spec.svg)).ensureAlpha();
  const { data, info } = await (width ? image.resize({ width }) : image).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) as Uint8ClampedArray<ArrayBuffer>, width: info.width, height: info.height };
}

/** The same picture as a JPEG file, as a designer's camera or download would give it. */
export async function seedPictureJpeg(kind: PoolKind, label: string = kind, width?: number): Promise<Buffer> {
  const { data, width: w, height: h } = await seedPicture(kind, label, width);
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.length), { raw: { width: w, height: h, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 90 })
    .toBuffer();
}
