import { ANALYSIS_MAX_SIDE, extractPalette, type PaletteColour } from '../shared/colour/extract';

export interface AnalysisResult {
  palette: PaletteColour[];
  /** Size of the picture as decoded. */
  width: number;
  height: number;
  /** Time spent in the worker, decode included. */
  ms: number;
}

/** What the colour-analysis worker offers across Comlink. */
export interface ColourAnalysisApi {
  /** Decodes a picture, copies it at most ANALYSIS_MAX_SIDE on its longest side and extracts its palette. */
  analyse(picture: Blob, colours: number): Promise<AnalysisResult>;
}

export const colourAnalysisApi: ColourAnalysisApi = {
  async analyse(picture, colours) {
    const started = performance.now();
    const bitmap = await createImageBitmap(picture);
    try {
      const scale = Math.min(1, ANALYSIS_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('OffscreenCanvas 2D is not available');
      context.drawImage(bitmap, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      const palette = extractPalette({ data, width, height, channels: 4 }, { colours });
      return { palette, width: bitmap.width, height: bitmap.height, ms: performance.now() - started };
    } finally {
      bitmap.close();
    }
  },
};
