/**
 * Tiles of the learned path: 192-pixel cores with 10 pixels of context on each side (the network's
 * reach; the unit test checks tiled and whole results agree), so memory stays bounded by the tile
 * on a 24-megapixel photo. Its own module: the worker's classical code imports it without UpscalerJS.
 */
export const ESRGAN_TILES = { tile: 192, overlap: 10 } as const;
