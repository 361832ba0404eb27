import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countText, ItemGrid, Pager, pageStatusOf, PageStatusView, type ListArgs } from '../../../components/content';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { searchQuery, type SearchParams } from '../api/search-queries';

/** One page of search results (80 per page), their count and the page numbers. */
export function SearchResults({ params, hrefWith, words }: { params: SearchParams; hrefWith: (patch: ListArgs) => string; words: string }) {
  const localeApi = useLocale();
  const { t, locale } = localeApi;
  const results = useQuery({ ...searchQuery(params, locale), placeholderData: keepPreviousData });
  const data = results.data;
  return (
    <div className={staticClass(results.isPlaceholderData ? 'list-items-stale' : 'list-items')}>
      <PageStatusView
        status={pageStatusOf(results)}
        error={results.error}
        onRetry={() => results.refetch()}
        empty={{ title: t('content.searchEmpty', { words }), hint: t('content.searchEmptyHint') }}
      >
        {data && (
          <>
            <div className={staticClass('search-count-row')}>
              <p className={staticClass('muted-text-sm')} data-testid="search-count">
                {countText(localeApi, data, data.search_count)}
              </p>
            </div>
            <ItemGrid items={data.list} />
            <Pager page={Number(params.p ?? 1)} pageCount={Math.ceil(data.count / data.page_size)} hrefFor={(page) => hrefWith({ p: String(page) })} />
          </>
        )}
      </PageStatusView>
    </div>
  );
}
