import type { dictionary } from '../dictionary';
import type { Locale } from '../locale';

/** One language's messages, by area and key: what the browser loads (issue #11: not both). */
export type Catalog = Record<string, Record<string, string>>;

/** One language's side of the typed dictionary. */
export const pickLocale = (source: typeof dictionary, locale: Locale): Catalog =>
  Object.fromEntries(Object.entries(source).map(([area, messages]) => [area, messages[locale] as Record<string, string>]));
