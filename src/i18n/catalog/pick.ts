import type { dictionary } from '../dictionary';
import type { Locale } from '../locale';

/** One language's messages, by area and key: what the browser loads (issue #11: not both). */
export type Catalog = Record<string, Record<string, string>>;

/** One language's side of the typed dictionary. */
export const pickLocale = (source: typeof dictionary, locale: Locale): Catalog =>
  Object.fromEntries(Object.entries(source).map(([area, messages]) => [area, messages[locale] as Record<string, string>]));

/**
 * Areas whose messages load with the pages that use them, not with every page (issue #11), each
 * group its own chunk per language: `later` the tools, the user centre and the VIP pages (about half
 * of each language); `colour` the colour pages' (a tenth of the rest, used nowhere else). Every other
 * area is the first part, which every page loads before its first render.
 */
export const PART_AREAS = {
  later: new Set(['usercenter', 'vip', 'fabric', 'humen', 'imageTools', 'manu', 'recommend', 'd3d', 'planning', 'diylayout', 'fittingRoom'] satisfies (keyof typeof dictionary)[]),
  colour: new Set(['colour'] satisfies (keyof typeof dictionary)[]),
} satisfies Record<string, ReadonlySet<string>>;

/** A part that pages load with their code. */
export type PagePart = keyof typeof PART_AREAS;
export type CatalogPart = 'first' | PagePart;
export const PAGE_PARTS = Object.keys(PART_AREAS) as PagePart[];
/** Every part of a language: the first, then the page parts. */
export const CATALOG_PARTS: readonly CatalogPart[] = ['first', ...PAGE_PARTS];

/** The page part an area belongs to; undefined for the first part's areas. */
export const pagePartOf = (area: string): PagePart | undefined => PAGE_PARTS.find((part) => (PART_AREAS[part] as ReadonlySet<string>).has(area));

/** One language's messages of one part. */
export const pickPart = (source: typeof dictionary, locale: Locale, part: CatalogPart): Catalog =>
  Object.fromEntries(Object.entries(pickLocale(source, locale)).filter(([area]) => (pagePartOf(area) ?? 'first') === part));
