import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchForRoute, queryClient, queryOptionsFor } from '../../../lib/api';
import { userInfoQuery } from '../../../lib/session';
import type { Locale } from '../../../i18n/locale';
import { RECOMMEND_MAX, RECOMMEND_PAGE_SIZE, recommendChannelOf } from '../../../shared/recommend';

export const LAST_PAGE = Math.ceil(RECOMMEND_MAX / RECOMMEND_PAGE_SIZE);

/** The page of /list/intelligent_recommend/channel/:channel?p=. */
export function pageFrom(search: URLSearchParams): number {
  const p = Number(search.get('p'));
  return Number.isInteger(p) && p > 1 ? Math.min(p, LAST_PAGE) : 1;
}

/**
 * The member's recommendations. Always fetched again when the page opens: a favourite, follow or
 * palette made a moment ago (also offline, once synced) must show in the next answer.
 */
export const recommendQuery = (channel: number, page: number, locale?: Locale) => ({
  ...queryOptionsFor('oct/Recommend/getList', { channel, p: page > 1 ? page : undefined }, locale),
  staleTime: 0,
});

export const recommendHref = (channel: number, page: number) => `/list/intelligent_recommend/channel/${channel}${page > 1 ? `?p=${page}` : ''}`;

/** Loads who is signed in, then (members only) the page's recommendations. */
export async function recommendLoader({ params, request }: LoaderFunctionArgs) {
  await prefetchForRoute(userInfoQuery());
  if (queryClient.getQueryData(userInfoQuery().queryKey)?.isLogin !== 1) return null;
  return prefetchForRoute(recommendQuery(recommendChannelOf(params.channel), pageFrom(new URL(request.url).searchParams)));
}
