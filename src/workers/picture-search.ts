import { lazyWorker } from './lazy-worker';
import type { CropRect, PictureSearchApi } from './picture-search-api';

export type { CropRect } from './picture-search-api';

const worker = lazyWorker<PictureSearchApi>(
  'picture-search',
  () => new Worker(new URL('./picture-search.worker.ts', import.meta.url), { type: 'module', name: 'picture-search' }),
  20_000, // idle: a member often tries a few crops in a row
);

/** The search descriptor of a picture (or of its cropped part), computed in the picture-search worker. */
export function describePictureFile(picture: Blob, crop: CropRect | null = null): Promise<Float32Array> {
  return worker.run((api) => api.describe(picture, crop));
}
