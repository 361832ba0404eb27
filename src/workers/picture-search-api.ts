import { describePicture } from '../shared/image-search/descriptor';

/** The part of a picture to search with, as fractions of its width and height (0–1). */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The picture is drawn at most this big before it is described (the descriptor reduces it further). */
const DRAW_MAX_SIDE = 256;

/** What the picture-search worker offers across Comlink (reached only through picture-search.ts). */
export interface PictureSearchApi {
  /** Decodes a picture, keeps the cropped part (the whole picture without one) and describes it. */
  describe(picture: Blob, crop: CropRect | null): Promise<Float32Array>;
}

export const pictureSearchApi: PictureSearchApi = {
  async describe(picture, crop) {
    const bitmap = await createImageBitmap(picture);
    try {
      const area = crop ?? { x: 0, y: 0, width: 1, height: 1 };
      const sx = Math.floor(area.x * bitmap.width);
      const sy = Math.floor(area.y * bitmap.height);
      const sw = Math.max(1, Math.min(bitmap.width - sx, Math.round(area.width * bitmap.width)));
      const sh = Math.max(1, Math.min(bitmap.height - sy, Math.round(area.height * bitmap.height)));
      const scale = Math.min(1, DRAW_MAX_SIDE / Math.max(sw, sh));
      const width = Math.max(1, Math.round(sw * scale));
      const height = Math.max(1, Math.round(sh * scale));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('OffscreenCanvas 2D is not available');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
      return describePicture(context.getImageData(0, 0, width, height));
    } finally {
      bitmap.close();
    }
  },
};
