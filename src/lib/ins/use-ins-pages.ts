import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoadPhase } from '../../components/content';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-locale';
import type { InsPage, InsParamsIn, InsResults } from '../../shared/contract/ins-proxy';
import { callIns, insQueryKey } from './api';

type PagedName = 'upers' | 'blogs' | 'pics' | 'uperFollowed' | 'notifications';

/** The pages of one proxy list (40 per page, spec §9): each page is its own proxy read, so the service worker keeps each one. */
export const insPagesQuery = <N extends PagedName>(name: N, params: Omit<InsParamsIn<N>, 'p'>, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: ['ins-pages', ...insQueryKey(name, params as InsParamsIn<N>, [], locale)],
    queryFn: ({ pageParam, signal }) => callIns(name, { ...params, p: pageParam } as InsParamsIn<N>, [], { signal, locale }) as Promise<InsPage<unknown>>,
    initialPageParam: 1,
    getNextPageParam: (last: InsPage<unknown>, pages: InsPage<unknown>[]) => (pages.length * last.page_size < last.count ? pages.length + 1 : undefined),
  });

/** Infinite pages of one proxy list, with the list loading phases of spec §4 for InfiniteFooter. */
export function useInsPages<N extends PagedName>(name: N, params: Omit<InsParamsIn<N>, 'p'>, enabled = true) {
  const { locale } = useLocale();
  const query = useInfiniteQuery({ ...insPagesQuery(name, params, locale), enabled });
  const list = (query.data?.pages.flatMap((page) => page.list) ?? []) as InsResults[N] extends InsPage<infer T> ? T[] : never;
  const count = query.data?.pages[0]?.count ?? 0;
  const phase: LoadPhase = query.isFetchingNextPage ? 'requestNext' : !query.data || count === 0 ? 'noData' : query.hasNextPage ? 'init' : 'end';
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const next = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  return { query, list, count, phase, next };
}

/** Spec §5: the list call drops any argument whose value is the string 0 (and empty ones). */
export function dropZeros<T extends Record<string, string | null | undefined>>(values: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== '0')) as Partial<Record<keyof T, string>>;
}
