import { imageError } from '../../../shared/image-tools/limits';
import type { RasterType } from '../../../workers/image-tools';

/** Longest side an SVG result is rasterised at for PNG, JPEG or WebP (iPad Safari's canvas limit). */
const MAX_SIDE = 4096;

/**
 * Draws an SVG result at its own size (at most MAX_SIDE) and encodes it. Workers cannot decode
 * SVG, so this runs on the page; the drawing is one GPU-backed drawImage.
 */
export async function rasteriseSvg(svgUrl: string, width: number, height: number, type: RasterType): Promise<Blob> {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const image = new Image();
  image.src = svgUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw imageError('canvas');
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(imageError('canvas'))), type, 0.85));
}
