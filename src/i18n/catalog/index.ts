import type { Locale } from '../locale';
import { CATALOG_PARTS, type Catalog, type CatalogPart, type PagePart } from './pick';
import { preloaded } from './preloaded';

export { pagePartOf } from './pick';
export type { Catalog, PagePart } from './pick';

const catalogs: Partial<Record<Locale, Catalog>> = { ...preloaded };
/** Parts in hand: development and tests hold every message of both languages from the start. */
const loaded = new Set<string>(Object.keys(preloaded).flatMap((locale) => CATALOG_PARTS.map((part) => `${locale}:${part}`)));
const loading = new Map<string, Promise<void>>();
/** Page parts this page has asked for: a switch of language brings them too. */
const wanted = new Set<PagePart>();
let version = 0;
const listeners = new Set<() => void>();

/** The messages of a language loaded so far (main.tsx loads the first part before the first render). */
export const catalogOf = (locale: Locale): Catalog | undefined => catalogs[locale];

/** Whether a language has every part this page has asked for (a switch of language waits for it). */
export const catalogReady = (locale: Locale): boolean => loaded.has(`${locale}:first`) && [...wanted].every((part) => loaded.has(`${locale}:${part}`));

/** Changes when a part arrives, so that texts shown blank until then are rendered again. */
export const catalogVersion = (): number => version;
export function subscribeCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Each its own chunk in the production build (static import() calls, so the bundler sees them).
const PART_MODULES: Record<Locale, Record<CatalogPart, () => Promise<{ default: Catalog }>>> = {
  zh: { first: () => import('./zh'), later: () => import('./zh-later'), colour: () => import('./zh-colour') },
  en: { first: () => import('./en'), later: () => import('./en-later'), colour: () => import('./en-colour') },
};

/** One part of a language; resolves at once when loaded. */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = PART_MODULES[locale][part]().then(
      (module) => {
        catalogs[locale] = { ...catalogs[locale], ...module.default };
        loaded.add(key);
        loading.delete(key);
        version += 1;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** A language's messages: the first part, and the page parts this page has asked for. */
export function loadCatalog(locale: Locale): Promise<void> {
  return Promise.all([loadPart(locale, 'first'), ...[...wanted].map((part) => loadPart(locale, part))]).then(() => undefined);
}

/** A page part in a language: pages that use it load it with their code, before they render. */
export function loadPagePart(part: PagePart, locale: Locale): Promise<void> {
  wanted.add(part);
  return loadPart(locale, part);
}
