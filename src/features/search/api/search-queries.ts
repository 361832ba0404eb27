import type { LoaderFunctionArgs } from 'react-router-dom';
import { GRID_SIZES } from '../../../components/content/grid-sizes';
import { preloadPictureFrom } from '../../../components/responsive-image/srcset';
import { prefetchForRoute, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import { listArgsFrom, type ListArgs } from '../../../components/content';
import { DEFAULT_SEARCH_CHANNEL, SEARCH_COLUMN } from '../../../shared/catalogue/list-rules';

export type SearchParams = CallParams<'oct/ListDataKw/getList'>;

/**
 * Search params of spec §2: channel (default 20850), p, key_words, merge_type=1, attrs
 * (columnattr_sid_{column} scopes to one column), type, on the search pseudo-column -142222.
 */
export function searchParamsFrom(args: ListArgs, extra: Partial<SearchParams> = {}): SearchParams {
  return {
    channel: Number(args.channel ?? DEFAULT_SEARCH_CHANNEL),
    column: SEARCH_COLUMN,
    p: Number(args.p ?? 1),
    key_words: args.key_words,
    merge_type: 1,
    attrs: args.attrs,
    type: args.type ? Number(args.type) : undefined,
    sort_type: args.sort_type as SearchParams['sort_type'],
    route: 'search',
    ...extra,
  };
}

export const searchQuery = (params: SearchParams, locale?: Locale) => queryOptionsFor('oct/ListDataKw/getList', params, locale);
export const keywordInfoQuery = (keyWords: string, channel: number, locale?: Locale) =>
  queryOptionsFor('oct/ListDataKw/kwInfo', { key_words: keyWords, channel }, locale);
export const hotKeywordsQuery = (channel: number) => queryOptionsFor('index/Sundries/getSearchKeyword', { channel, limit: 12 });
/** Items whose pictures are most like a described picture (descriptor rounded: a stable, short key). */
export const pictureSearchQuery = (channel: number, descriptor: readonly number[], locale?: Locale) =>
  queryOptionsFor('oct/ListDataKw/searchByPicture', { channel, descriptor: descriptor.map((value) => Math.round(value * 1e5) / 1e5) }, locale);

export function searchLoader({ request }: LoaderFunctionArgs) {
  const args = listArgsFrom(new URL(request.url).searchParams);
  const params = searchParamsFrom(args);
  const channel = Number(params.channel);
  if (!args.key_words) return prefetchForRoute(hotKeywordsQuery(channel));
  const loaded = prefetchForRoute(searchQuery(params), keywordInfoQuery(args.key_words, channel), hotKeywordsQuery(channel));
  // The first result's picture is the page's largest paint (SearchResults' standard grid).
  preloadPictureFrom(searchQuery(params), (results) => results?.list[0]?.cover_thumb, GRID_SIZES.standard);
  return loaded;
}
