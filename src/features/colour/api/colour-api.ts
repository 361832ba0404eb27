import { callApi, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';

/**
 * The colour calls as query options (reads) and functions (writes). Pages pass the `locale`
 * from useLocale() so a language switch refetches with names in that language.
 */
export const colourSearchQuery = (keyword: string, locale: Locale) => ({
  ...queryOptionsFor('index/Color/getPantoneColor', { keyword }, locale),
  enabled: keyword.trim() !== '',
  retry: false,
});

export const libraryPageQuery = (params: CallParams<'index/Color/getPantoneColorNew'>, locale: Locale) =>
  queryOptionsFor('index/Color/getPantoneColorNew', params, locale);

export const nearestQuery = (colors: string[], locale: Locale, system?: string) => ({
  ...queryOptionsFor('index/Color/getNearestColor', { colors, limit: 1, ...(system ? { system } : {}) }, locale),
  enabled: colors.length > 0,
});

export const colourDetailQuery = (code: string, locale: Locale) => ({
  ...queryOptionsFor('index/Color/getColorSee', { code }, locale),
  enabled: code !== '',
});

export const combineQuery = (color: string, locale: Locale) => ({
  ...queryOptionsFor('index/Color/recommendCombineByHsv', { color }, locale),
  enabled: color.trim() !== '',
  retry: false,
});

export const itemsByColourQuery = (keyWords: string, channel: number | undefined, p: number, locale: Locale) => ({
  ...queryOptionsFor('index/Color/getAnalyzeByColor', { key_words: keyWords, p, ...(channel ? { channel } : {}) }, locale),
  enabled: keyWords.trim() !== '',
  retry: false,
});

export const pictureColoursQuery = (itemId: number, locale: Locale) => queryOptionsFor('index/Color/getPicColorFormEs', { id: itemId }, locale);

export const moodQuery = (channel: number, locale: Locale) => queryOptionsFor('index/Color/getColorMood', { channel }, locale);

export const insightQuery = (channel: number, days: number, locale: Locale) =>
  queryOptionsFor('oct/ListDataKw/subjectColorGamutAnalyze', { channel, days }, locale);

export const colourSeriesQuery = (channel: number, color: string, days: number, locale: Locale) => ({
  ...queryOptionsFor('oct/ListDataKw/getSubjectAnalyzeByColor', { channel, color, days }, locale),
  enabled: color !== '',
});

export const trendQuery = (channel: number, season: string | undefined, locale: Locale) =>
  queryOptionsFor('index/Color/getColorTrend', { channel, ...(season ? { season } : {}) }, locale);

export const trendDetailQuery = (channel: number, p: number, pall: number | undefined, locale: Locale) =>
  queryOptionsFor('index/Color/getColorTrendDetail', { channel, p, ...(pall === undefined ? {} : { pall }) }, locale);

/** Counts a searched code (the library's popular searches); failures do not matter to the reader. */
export function countCodeSearch(code: string): void {
  void callApi('index/Color/pantoneSearchNumAdd', { code }).catch(() => undefined);
}

/** Asks the server whether the caller may download a colour card or palette image (VIP and is_auth). */
export function colourCardRight(kind: 'card' | 'palette', name: string) {
  return callApi('index/Color/getColorCardRight', { kind, name });
}
