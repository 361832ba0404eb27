import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import {
  ChosenFilters,
  FilterPanel,
  filtersOf,
  InfiniteFooter,
  ItemGrid,
  Pager,
  pageStatusOf,
  PageStatusView,
  type GridDensity,
  type ListArgs,
  type ListArgsChange,
  type LoadPhase,
} from '../../../components/content';
import { staticClass } from '../../../components/static-styles';
import { BatchDownloadBar, batchItemIds, DownloadSelectionProvider } from '../../../components/download';
import { apiQueryKey, callApi } from '../../../lib/api';
import { useLocale } from '../../../i18n/use-locale';
import { DEFAULT_TIME_WINDOW, encodeAttrs, type AttrFilter } from '../../../shared/catalogue/attrs';
import type { ListItem, ListResult, SortType } from '../../../shared/catalogue/types';
import { attrListQuery, listQuery, type ListParams } from '../api/list-queries';
import { RankedList } from './RankedList';

export interface ListResultsProps {
  params: ListParams;
  args: ListArgs;
  update: (change: ListArgsChange, options?: { replace?: boolean }) => void;
  hrefWith: (patch: ListArgs) => string;
  /** How the items are laid out; the ranked layout scrolls (infinite loading). */
  layout?: GridDensity | 'ranked';
  showFilters?: boolean;
  /** Offer the 1/7/15/30-day time windows. */
  showTimeWindow?: boolean;
  onResult?: (result: ListResult | null | undefined) => void;
  /** Shown between the filters and the items (a dashboard the filters also drive). */
  aboveItems?: ReactNode;
}

/** Filters, chosen filters, the items and paging of one list. */
export function ListResults({ params, args, update, hrefWith, layout = 'standard', showFilters = true, showTimeWindow = false, onResult, aboveItems }: ListResultsProps) {
  const { locale, t } = useLocale();
  const scrolls = layout === 'ranked';
  const attrsQuery = useQuery({ ...attrListQuery(params, locale), enabled: showFilters });
  const requested = filtersOf(params.attrs);

  const setSort = (sort: SortType) => update({ sort_type: sort });

  const paged = useQuery({ ...listQuery(params, locale), enabled: !scrolls, placeholderData: keepPreviousData });
  const infinite = useInfiniteList(params, scrolls);
  const first = scrolls ? infinite.first : paged.data;
  useEffect(() => onResult?.(first), [first, onResult]);

  // Filters the server added by itself (the sports channel's default) count as chosen: they show
  // and can be changed like the URL's own. A result kept from the previous page says nothing.
  const fresh = first && (scrolls || !paged.isPlaceholderData);
  const defaults = fresh ? filtersOf(first.applied.attrs).filter((f) => f.kind === 'attr' && !requested.some((r) => r.kind === 'attr' && r.attributeId === f.attributeId)) : [];
  const withDefaults = (filters: AttrFilter[]) => [...filters, ...defaults.filter((d) => !filters.some((f) => f.kind === 'attr' && d.kind === 'attr' && f.attributeId === d.attributeId))];
  const appliedFilters = withDefaults(requested);
  const setFilters = (change: (filters: AttrFilter[]) => AttrFilter[]) =>
    update((current) => ({ attrs: encodeAttrs(change(withDefaults(filtersOf(current.attrs)))) }));
  const timeInForce = appliedFilters.find((f): f is Extract<AttrFilter, { kind: 'time' }> => f.kind === 'time')?.window;
  const groups = attrsQuery.data?.groups ?? [];
  const status = pageStatusOf(scrolls ? { isPending: infinite.isPending, fetchStatus: infinite.fetchStatus, error: infinite.error, data: first } : paged);
  // Batch download (spec §4) over the cards shown; the ranked layout has no cards to tick.
  const shown = scrolls ? infinite.items : first?.list;
  const batchIds = useMemo(() => (layout === 'ranked' ? [] : batchItemIds(shown ?? [])), [layout, shown]);

  return (
    <DownloadSelectionProvider itemIds={batchIds}>
      <div className={staticClass('stack-5')}>
        {showFilters && (groups.length > 0 || showTimeWindow) && (
          <FilterPanel
            groups={groups}
            priceRanges={attrsQuery.data?.price_ranges ?? {}}
            filters={appliedFilters}
            onChange={setFilters}
            timeWindow={showTimeWindow ? (timeInForce ?? DEFAULT_TIME_WINDOW) : undefined}
            sort={first?.applied.sort_type ?? (params.sort_type as SortType | undefined) ?? 'new'}
            onSort={setSort}
          />
        )}
        <ChosenFilters filters={showTimeWindow ? appliedFilters.filter((f) => f.kind !== 'time') : appliedFilters} groups={groups} onChange={setFilters} />
        {aboveItems}
        {batchIds.length > 0 && (
          <div className={staticClass('list-batch-row')}>
            <BatchDownloadBar />
          </div>
        )}
        <div className={staticClass(paged.isPlaceholderData ? 'list-items-stale' : 'list-items')} aria-busy={paged.isFetching}>
          <PageStatusView
            status={status}
            error={scrolls ? infinite.error : paged.error}
            onRetry={() => (scrolls ? infinite.refetch() : paged.refetch())}
            // "Try other filters" only where filters are in force.
            empty={appliedFilters.length > 0 ? undefined : { title: t('content.listEmpty') }}
          >
            {scrolls ? (
              <>
                <RankedList items={infinite.items} dataSource={args.dataSource} />
                <InfiniteFooter phase={infinite.phase} onRequestNext={infinite.requestNext} />
              </>
            ) : (
              first && (
                <>
                  <ItemGrid items={first.list} density={layout} dataSource={args.dataSource} />
                  <Pager
                    page={Number(params.p ?? 1)}
                    pageCount={Math.ceil(first.count / first.page_size)}
                    hrefFor={(page) => hrefWith({ ...args, p: String(page) })}
                  />
                </>
              )
            )}
          </PageStatusView>
        </div>
      </div>
    </DownloadSelectionProvider>
  );
}

/**
 * Pages appended as the reader scrolls, starting at the URL's page; the URL follows the last page
 * loaded (replace, so Back leaves the list rather than stepping through pages).
 */
function useInfiniteList(params: ListParams, enabled: boolean) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const start = Number(params.p ?? 1);
  const base = { ...params, p: undefined };
  // The route loader fetched the URL's page as a plain list query: it is the first page here, so
  // the list shows with the page instead of asking again (behind the page's other calls).
  const loaded = listQuery(params, locale).queryKey;
  const query = useInfiniteQuery({
    queryKey: [...apiQueryKey('oct/ListDataKw/getList', base, locale), 'pages', start],
    queryFn: ({ pageParam, signal }) => callApi('oct/ListDataKw/getList', { ...base, p: pageParam }, { signal, locale }),
    initialData: () => {
      const page = queryClient.getQueryData(loaded);
      return page === undefined ? undefined : { pages: [page], pageParams: [start] };
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(loaded)?.dataUpdatedAt,
    initialPageParam: start,
    getNextPageParam: (last: ListResult | null, _all, lastPage: number) => (last && lastPage * last.page_size < last.count ? lastPage + 1 : undefined),
    enabled,
  });
  const pages = useMemo(() => query.data?.pages ?? [], [query.data]);
  const items = useMemo(() => pages.flatMap((page): ListItem[] => page?.list ?? []), [pages]);
  const first = query.data ? (pages[0] ?? null) : undefined;
  const phase: LoadPhase = first === null ? 'noData' : query.isFetchingNextPage ? 'requestNext' : query.hasNextPage ? 'init' : 'end';
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const requestNext = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  useEffect(() => {
    const last = start + pages.length - 1;
    if (pages.length > 1) {
      const url = new URL(window.location.href);
      url.searchParams.set('p', String(last));
      window.history.replaceState(window.history.state, '', url);
    }
  }, [pages.length, start]);
  return { items, first, phase, requestNext, isPending: query.isPending && enabled, fetchStatus: query.fetchStatus, error: query.error, refetch: query.refetch };
}
