import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadPictureFrom } from '../../../components/responsive-image/srcset';
import { prefetchBelowFold, prefetchForRoute, queryOptionsFor } from '../../../lib/api';
import { navListQuery } from '../../../lib/catalogue';
import { channelFromSearch, MAIN_CHANNELS } from '../../../lib/channels';
import type { Locale } from '../../../i18n/locale';

/** Items per "load more" page: the list call's page size (spec §9: 40). */
export const LATEST_PAGE_SIZE = 40;
/** How many pages `?p=` may ask for at once (each is a request). */
export const MAX_LATEST_PAGES = 20;

export const latestItemsQuery = (channel: number, page: number, locale?: Locale) =>
  queryOptionsFor('oct/ListDataKw/getList', { channel, p: page }, locale);

/** How wide the hero collage's lead tile is drawn (`sizes`): the loader preloads the copy it will take. */
export const HERO_LEAD_SIZES = '(min-width: 768px) 28vw, 56vw';

/** Most viewed items of the channel, for the hero collage. */
export const hotItemsQuery = (channel: number, locale?: Locale) =>
  queryOptionsFor('oct/ListDataKw/getList', { channel, p: 1, sort_type: 'hot' }, locale);

/** A channel's newest covers and item count for its block: its first latest page, so the current channel costs nothing extra. */
export const channelPreviewQuery = (channel: number, locale?: Locale) => latestItemsQuery(channel, 1, locale);

export const bannersQuery = (channel: number, locale?: Locale) => queryOptionsFor('oct/General/indexBanner', { channel }, locale);
/** The channel's base columns with their newest items (the column showcase). */
export const columnBlocksQuery = (channel: number, locale?: Locale) => queryOptionsFor('oct/General/indexPage', { channel, per_column: 6 }, locale);
export const trendReportsQuery = (channel: number, locale?: Locale) => queryOptionsFor('oct/General/trendPrediction229', { channel, limit: 4 }, locale);
export const runwayQuery = (channel: number, locale?: Locale) => queryOptionsFor('oct/General/indexPageFashion', { channel, limit: 3 }, locale);
export const dailyCountsQuery = (channel: number) => queryOptionsFor('oct/General/countPerDay', { channel, days: 7 });

/** `?p=` as the number of latest pages shown (load more appends pages). */
export function pagesFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('p'));
  return Number.isInteger(value) && value > 1 ? Math.min(value, MAX_LATEST_PAGES) : 1;
}

/**
 * Loads the first screen's queries before the page renders (the latest pages too: a return to a
 * deep position needs them laid out). The other channels' blocks, the column showcase, trend
 * forecasts and runway are below the first screen: not waited for, asked once the first screen's
 * data is in, so they do not share a slow line with it (issue #11).
 */
export function homeLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const channel = channelFromSearch(search);
  const pages = pagesFromSearch(search);
  const loaded = prefetchForRoute(
    navListQuery(channel),
    hotItemsQuery(channel),
    bannersQuery(channel),
    dailyCountsQuery(channel),
    ...Array.from({ length: pages }, (_, index) => latestItemsQuery(channel, index + 1)),
  );
  // The hero's lead tile is the page's largest paint: its picture is asked as soon as its item is known.
  preloadPictureFrom(hotItemsQuery(channel), (hot) => hot?.list[0]?.cover_thumb, HERO_LEAD_SIZES);
  prefetchBelowFold(
    loaded,
    ...MAIN_CHANNELS.filter((id) => id !== channel).map((id) => channelPreviewQuery(id)),
    columnBlocksQuery(channel),
    trendReportsQuery(channel),
    runwayQuery(channel),
  );
  return loaded;
}
