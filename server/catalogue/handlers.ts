import type { Registry } from '../api/registry';
import { registerAnalysisHandlers } from './analysis-handlers';
import { registerBrandAnalysisHandlers, registerBrandHandlers } from './brands';
import { cachingRegistrar } from './cache';
import { registerDetailHandlers } from './detail-handlers';
import { registerHomeHandlers } from './home-handlers';
import { registerListHandlers } from './list-handlers';
import { registerSearchHandlers } from './search-handlers';
import { registerSearchMapHandlers } from './search-map-handlers';

/** Content answers are kept this long (per call, role, language, params); 0 turns the cache off. */
export const CONTENT_CACHE_MS = 30_000;

/** Every content-library call: lists, search, details, home and the brand library. */
export function registerCatalogueHandlers(registry: Registry, { cacheMs = CONTENT_CACHE_MS }: { cacheMs?: number } = {}) {
  const registrar = cachingRegistrar(registry, cacheMs);
  registerListHandlers(registrar);
  registerSearchHandlers(registrar);
  registerDetailHandlers(registrar);
  registerHomeHandlers(registrar);
  registerBrandHandlers(registrar);
  registerAnalysisHandlers(registrar);
  registerBrandAnalysisHandlers(registrar);
  registerSearchMapHandlers(registrar);
}
