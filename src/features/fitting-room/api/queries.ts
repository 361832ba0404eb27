import { queryOptionsFor } from '../../../lib/api';
import { PATTERN_CHANNEL } from '../../../shared/catalogue/list-rules';
import type { Locale } from '../../../i18n';

/** The pre-cut garments of the demo catalogue. */
export const garmentsQuery = (locale: Locale) => queryOptionsFor('index/FittingRoom/garments', {}, locale);
/** The colour library: a family's colours, or a search by name, code or #hex. */
export const libraryQuery = (locale: Locale) => queryOptionsFor('index/Color/getPantoneColorNew', { page_size: 24 }, locale);
export const colourSearchQuery = (keyword: string, locale: Locale) => queryOptionsFor('index/Color/getPantoneColor', { keyword, limit: 24 }, locale);
/** The pattern library's column blocks (as the pattern home shows them). */
export const patternsQuery = (locale: Locale) => queryOptionsFor('oct/General/patternColumnData', { channel: PATTERN_CHANNEL, limit: 6 }, locale);
