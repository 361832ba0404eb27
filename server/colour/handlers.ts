import type { Registry } from '../api/registry';
import { registerAnalysisHandlers } from './analysis-handlers';
import { registerLibraryHandlers } from './library-handlers';
import { registerPaletteHandlers } from './palette-handlers';

/** Every colour call of the contract (src/shared/contract/calls/colour.ts). */
export function registerColourHandlers(registry: Registry) {
  registerLibraryHandlers(registry);
  registerAnalysisHandlers(registry);
  registerPaletteHandlers(registry);
}
