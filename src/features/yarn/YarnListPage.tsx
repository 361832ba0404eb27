import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ChosenFilters, FilterPanel, Pager, PageStatusView, pageStatusOf, useListArgs } from '../../components/content';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { decodeAttrs, encodeAttrs, type AttrFilter } from '../../shared/catalogue/attrs';
import type { AttrGroup, SortType } from '../../shared/catalogue/types';
import { facetKey } from '../../shared/yarn/model';
import { yarnListQuery } from './api/yarn-queries';
import { YarnCard } from './components/YarnCard';

const NO_PRICE_RANGES = {};

/** Facet values with their counts under the other filters, e.g. "棉 (34)". */
const withCounts = (groups: AttrGroup[], counts: Record<string, number>): AttrGroup[] =>
  groups.map((group) => ({ ...group, values: group.values.map((value) => ({ ...value, name: `${value.name} (${counts[facetKey(group.id, value.id)] ?? 0})` })) }));

function safeDecode(attrs: string | undefined): AttrFilter[] {
  try {
    return decodeAttrs(attrs);
  } catch {
    return [];
  }
}

/** /list/yarn_company: the yarn companies' yarns with the list pages' filters, sorts and pager. */
export function YarnListPage() {
  const { t, locale } = useLocale();
  const [args, update, hrefWith] = useListArgs();
  const query = useQuery(yarnListQuery(args, locale));
  usePageTitle(t('content.layoutYarnTitle'));
  const filters = safeDecode(args.attrs);
  const onChange = (change: (filters: AttrFilter[]) => AttrFilter[]) => update((current) => ({ attrs: encodeAttrs(change(safeDecode(current.attrs))) }));
  const sort: SortType = args.sort_type === 'hot' ? 'hot' : 'new';
  const data = query.data;
  const groups = data ? withCounts(data.groups, data.counts) : [];

  return (
    <Container maxW="1360px" px={{ base: '4', md: '8' }} py="6" data-testid="yarn-list">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" fontFamily="display" size="2xl">
            {t('content.layoutYarnTitle')}
          </Heading>
          <Text color="fg.muted">{t('content.yarnIntro')}</Text>
        </Stack>
        {data && <FilterPanel groups={groups} priceRanges={NO_PRICE_RANGES} filters={filters} onChange={onChange} sort={sort} onSort={(next) => update({ sort_type: next })} />}
        {data && <ChosenFilters filters={filters} groups={data.groups} onChange={onChange} />}
        <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => query.refetch()}>
          {data && (
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted" data-testid="yarn-total">
                {t('content.yarnTotal', { count: data.total })}
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
                {data.list.map((yarn) => (
                  <YarnCard key={yarn.id} yarn={yarn} />
                ))}
              </SimpleGrid>
              <Pager page={data.page} pageCount={Math.ceil(data.total / data.page_size)} hrefFor={(p) => hrefWith({ p: String(p) })} />
            </Stack>
          )}
        </PageStatusView>
      </Stack>
    </Container>
  );
}

export { YarnListPage as Component };
