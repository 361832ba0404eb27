import type { dictionary } from '../dictionary';
import type { Locale } from '../locale';

/** One language's messages, by area and key: what the browser loads (issue #11: not both). */
export type Catalog = Record<string, Record<string, string>>;

/** One language's side of the typed dictionary. */
export const pickLocale = (source: typeof dictionary, locale: Locale): Catalog =>
  Object.fromEntries(Object.entries(source).map(([area, messages]) => [area, messages[locale] as Record<string, string>]));

/**
 * Areas whose messages load with the pages that use them (the tools, the user centre, the VIP
 * pages), not with every page: about half of each language (issue #11). The other areas are the
 * first part, which every page loads before its first render.
 */
export const LATER_AREAS: ReadonlySet<string> = new Set(['usercenter', 'vip', 'fabric', 'humen', 'imageTools', 'manu', 'recommend', 'd3d', 'planning', 'diylayout', 'fittingRoom'] satisfies (keyof typeof dictionary)[]);

export type CatalogPart = 'first' | 'later';

/** One language's messages of one part. */
export const pickPart = (source: typeof dictionary, locale: Locale, part: CatalogPart): Catalog =>
  Object.fromEntries(Object.entries(pickLocale(source, locale)).filter(([area]) => LATER_AREAS.has(area) === (part === 'later')));
