import { Box, Flex, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countText, ItemGrid, Pager, pageStatusOf, PageStatusView, type ListArgs } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { searchQuery, type SearchParams } from '../api/search-queries';

/** One page of search results (80 per page), their count and the page numbers. */
export function SearchResults({ params, hrefWith, words }: { params: SearchParams; hrefWith: (patch: ListArgs) => string; words: string }) {
  const localeApi = useLocale();
  const { t, locale } = localeApi;
  const results = useQuery({ ...searchQuery(params, locale), placeholderData: keepPreviousData });
  const data = results.data;
  return (
    <Box opacity={results.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s">
      <PageStatusView
        status={pageStatusOf(results)}
        error={results.error}
        onRetry={() => results.refetch()}
        empty={{ title: t('content.searchEmpty', { words }), hint: t('content.searchEmptyHint') }}
      >
        {data && (
          <>
            <Flex justify="space-between" align="center" mb="4">
              <Text fontSize="sm" color="fg.muted" data-testid="search-count">
                {countText(localeApi, data, data.search_count)}
              </Text>
            </Flex>
            <ItemGrid items={data.list} />
            <Pager page={Number(params.p ?? 1)} pageCount={Math.ceil(data.count / data.page_size)} hrefFor={(page) => hrefWith({ p: String(page) })} />
          </>
        )}
      </PageStatusView>
    </Box>
  );
}
