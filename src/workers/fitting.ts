import { lazyWorker } from './lazy-worker';
import type { FittingApi, GarmentPaint } from './fitting-api';
export type { GarmentPaint } from './fitting-api';

const worker = lazyWorker<FittingApi>(
  'fitting',
  () => new Worker(new URL('./fitting.worker.ts', import.meta.url), { type: 'module', name: 'fitting' }),
  15_000, // idle: a designer tries several colours in a row
);

/** The garment cut-out repainted with a library colour or a pattern, shading kept (src/shared/fitting/restyle.ts). */
export function restyleGarment(garment: Blob, paint: GarmentPaint): Promise<Blob> {
  return worker.run((api) => api.restyle(garment, paint));
}
