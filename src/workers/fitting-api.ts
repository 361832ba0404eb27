import { hexToRgb, rgbToLab } from '../shared/colour';
import { patternFill, recolour, type PatternPlacement } from '../shared/fitting/restyle';
import type { Raster } from '../shared/image-tools/raster';

/** How a garment is restyled: one library colour, or a pattern picture at a scale and angle. */
export type GarmentPaint = { kind: 'colour'; hex: string } | ({ kind: 'pattern'; pattern: Blob } & PatternPlacement);

/** What the fitting-room worker offers across Comlink (reached only through fitting.ts). */
export interface FittingApi {
  /** The garment cut-out (PNG/WebP with alpha) repainted, shading kept, as a PNG. */
  restyle(garment: Blob, paint: GarmentPaint): Promise<Blob>;
}

async function decode(picture: Blob): Promise<Raster> {
  const bitmap = await createImageBitmap(picture);
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
  return { data, width, height };
}

export const fittingApi: FittingApi = {
  async restyle(garment, paint) {
    const source = await decode(garment);
    const out = paint.kind === 'colour' ? recolour(source, rgbToLab(hexToRgb(paint.hex))) : patternFill(source, await decode(paint.pattern), paint);
    const canvas = new OffscreenCanvas(out.width, out.height);
    canvas.getContext('2d')!.putImageData(new ImageData(out.data, out.width, out.height), 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  },
};
