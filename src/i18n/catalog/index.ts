import type { Locale } from '../locale';
import type { Catalog } from './pick';
import { preloaded } from './preloaded';

export type { Catalog } from './pick';

const catalogs: Partial<Record<Locale, Catalog>> = { ...preloaded };
const loading = new Map<Locale, Promise<void>>();

/** The messages of a language, once loaded (main.tsx loads the shown one before the first render). */
export const catalogOf = (locale: Locale): Catalog | undefined => catalogs[locale];

/** Loads a language's messages (its own chunk in the production build); resolves at once when loaded. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (catalogs[locale]) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = (locale === 'en' ? import('./en') : import('./zh')).then(
      (module) => {
        catalogs[locale] = module.default;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
