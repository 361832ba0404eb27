import type { Locale } from '../locale';
import { LATER_AREAS, type Catalog, type CatalogPart } from './pick';
import { preloaded } from './preloaded';

export type { Catalog } from './pick';

const catalogs: Partial<Record<Locale, Catalog>> = { ...preloaded };
/** Parts in hand: development and tests hold every message of both languages from the start. */
const loaded = new Set<string>(Object.keys(preloaded).flatMap((locale) => [`${locale}:first`, `${locale}:later`]));
const loading = new Map<string, Promise<void>>();
/** Set once a page asked for the later areas: a switch of language then brings them too. */
let laterWanted = false;
let version = 0;
const listeners = new Set<() => void>();

/** The messages of a language loaded so far (main.tsx loads the first part before the first render). */
export const catalogOf = (locale: Locale): Catalog | undefined => catalogs[locale];

/** Whether a language has every part this page has asked for (a switch of language waits for it). */
export const catalogReady = (locale: Locale): boolean => loaded.has(`${locale}:first`) && (!laterWanted || loaded.has(`${locale}:later`));

export const isLaterArea = (area: string): boolean => LATER_AREAS.has(area);

/** Changes when a part arrives, so that texts shown blank until then are rendered again. */
export const catalogVersion = (): number => version;
export function subscribeCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const importPart = (locale: Locale, part: CatalogPart) =>
  locale === 'en' ? (part === 'later' ? import('./en-later') : import('./en')) : part === 'later' ? import('./zh-later') : import('./zh');

/** One part of a language (its own chunk in the production build); resolves at once when loaded. */
function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = importPart(locale, part).then(
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

/** A language's messages: the first part, and the later areas too once a page has asked for them. */
export function loadCatalog(locale: Locale): Promise<void> {
  return Promise.all([loadPart(locale, 'first'), laterWanted ? loadPart(locale, 'later') : undefined]).then(() => undefined);
}

/** The later areas in a language: pages that use them load them with their code, before they render. */
export function loadLaterAreas(locale: Locale): Promise<void> {
  laterWanted = true;
  return loadPart(locale, 'later');
}
