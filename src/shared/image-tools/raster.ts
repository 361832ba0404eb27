/** Straight (not premultiplied) RGBA pixels, row by row, as ImageData holds them. */
export interface Raster {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export function createRaster(width: number, height: number): Raster {
  return { data: new Uint8ClampedArray(width * height * 4), width, height };
}

/** A copy of the rectangle (x, y, width, height) of a raster. */
export function cropRaster(source: Raster, x: number, y: number, width: number, height: number): Raster {
  const out = createRaster(width, height);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * source.width + x) * 4;
    out.data.set(source.data.subarray(from, from + width * 4), row * width * 4);
  }
  return out;
}

/** Whether any pixel is not fully opaque. */
export function hasTransparency(raster: Raster): boolean {
  for (let i = 3; i < raster.data.length; i += 4) if (raster.data[i]! < 255) return true;
  return false;
}
