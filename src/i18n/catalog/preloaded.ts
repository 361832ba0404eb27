/**
 * Catalogues available without loading: in development and tests both languages, straight from
 * the typed dictionary; the production build replaces this module by an empty object
 * (scripts/locale-catalogs.ts), so the browser loads only the language it shows.
 */
import type { Locale } from '../locale';
import en from './en';
import type { Catalog } from './pick';
import zh from './zh';

export const preloaded: Partial<Record<Locale, Catalog>> = { zh, en };
