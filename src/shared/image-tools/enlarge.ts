import pica from 'pica';
import { createRaster, cropRaster, type Raster } from './raster';

export type EnlargeScale = 2 | 4;

/** Enlarges one tile by `scale`; the classical path is pica, a learned model can take its place. */
export type TileResizer = (tile: Raster, scale: EnlargeScale) => Promise<Uint8Array | Uint8ClampedArray>;

/**
 * Unsharp mask after lanczos3, chosen with `npm run bench -- image` (docs/benchmarks.md): a light
 * mask on a small radius restores edge contrast without ringing on fabric weaves.
 */
export const UNSHARP = { unsharpAmount: 60, unsharpRadius: 0.7, unsharpThreshold: 2 } as const;

/**
 * The classical path: pica's lanczos3 with an unsharp mask. The browser uses pica's JS code: its
 * inline WebAssembly would need 'wasm-unsafe-eval' in the site's script-src (the bench measures both).
 */
export function picaResizer(options: { unsharp?: boolean; wasm?: boolean } = {}): TileResizer {
  const resizer = pica({ features: options.wasm ? ['js', 'wasm'] : ['js'] });
  const unsharp = options.unsharp === false ? {} : UNSHARP;
  return (tile, scale) =>
    resizer.resizeBuffer({
      src: tile.data,
      width: tile.width,
      height: tile.height,
      toWidth: tile.width * scale,
      toHeight: tile.height * scale,
      filter: 'lanczos3',
      ...unsharp,
    });
}

export interface TileOptions {
  /** Side of a tile's core in source pixels. */
  tile?: number;
  /** Source pixels of context around each core, cut away after enlarging (≥ the filter's reach). */
  overlap?: number;
  /** Called after each tile; throwing from it (a cancel) stops the work. */
  onTile?: (done: number, total: number) => void;
}

/** The tiles' cores covering a width × height picture, row by row. */
export function tileGrid(width: number, height: number, tile: number): { x: number; y: number; w: number; h: number }[] {
  const tiles = [];
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) tiles.push({ x, y, w: Math.min(tile, width - x), h: Math.min(tile, height - y) });
  }
  return tiles;
}

/**
 * Enlarges a picture tile by tile: each core is enlarged with `overlap` pixels of context on every
 * side and only the core is kept, so seams vanish while memory stays bounded by the tile (a model
 * that works on small patches needs the same), and progress can be reported per tile.
 */
export async function enlargeRaster(source: Raster, scale: EnlargeScale, resize: TileResizer, options: TileOptions = {}): Promise<Raster> {
  const { tile = 384, overlap = 8, onTile } = options;
  const out = createRaster(source.width * scale, source.height * scale);
  const tiles = tileGrid(source.width, source.height, tile);
  for (const [index, core] of tiles.entries()) {
    const x0 = Math.max(0, core.x - overlap);
    const y0 = Math.max(0, core.y - overlap);
    const x1 = Math.min(source.width, core.x + core.w + overlap);
    const y1 = Math.min(source.height, core.y + core.h + overlap);
    const padded = cropRaster(source, x0, y0, x1 - x0, y1 - y0);
    const enlarged = await resize(padded, scale);
    const paddedWidth = padded.width * scale;
    const rowBytes = core.w * scale * 4;
    for (let row = 0; row < core.h * scale; row++) {
      const from = ((row + (core.y - y0) * scale) * paddedWidth + (core.x - x0) * scale) * 4;
      const to = ((core.y * scale + row) * out.width + core.x * scale) * 4;
      out.data.set(enlarged.subarray(from, from + rowBytes), to);
    }
    onTile?.(index + 1, tiles.length);
  }
  return out;
}
