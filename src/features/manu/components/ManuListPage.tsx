import { Box, Button, Flex, Grid, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FacetChecklist, FilterChip, Pager, PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { MANU_PAGE_SIZE, MANU_SORTS, processOfChannel } from '../../../shared/manu';
import { factoriesQuery, listOf, manuFilterFrom, manuListHref, QUERY_FACETS, type QueryFacet } from '../api/queries';
import { FactoryGrid, ManuFrame } from './parts';

const FACETS = Object.keys(QUERY_FACETS) as QueryFacet[];

/** /list/manu/channel/:channel/p/:p?: the factories of a process (the channel) with filters, counts, sorts and pages. */
export function ManuListPage() {
  const { t, locale } = useLocale();
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = manuFilterFrom(params.channel, params.p, search);
  const channel = processOfChannel(params.channel);
  const query = useQuery(factoriesQuery(filter, locale));
  usePageTitle(t('manu.title'));
  const page = filter.p ?? 1;
  /** The list's address with one query field changed (back to page 1). */
  const withQuery = (key: string, value: string | null, onChannel = channel) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    return manuListHref(onChannel, 1, `?${next}`);
  };
  const toggle = (facet: QueryFacet, value: string) => {
    const current = listOf(search, facet);
    return withQuery(facet, (current.includes(value) ? current.filter((v) => v !== value) : [...current, value]).join(','));
  };
  const label = (facet: QueryFacet, value: string): string =>
    facet === 'region' ? t(`manu.region.${value as 'zhejiang'}`) : facet === 'moq' ? t(`manu.moq.${value as 'small'}`) : value;
  const data = query.data;
  const anySelected = FACETS.some((facet) => listOf(search, facet).length > 0);
  const sort = filter.sort ?? 'recommended';
  const chip = (key: string, active: boolean, text: string, to: string) => (
    <FilterChip key={key} testId={`channel-${key}`} active={active} to={to}>
      {text}
    </FilterChip>
  );
  return (
    <ManuFrame testId="manu-list">
      <HStack as="nav" gap="2" wrap="wrap" mb="6" aria-label={t('manu.facet.process')}>
        {chip('all', channel === null, t('manu.all'), withQuery('p', null, null))}
        {data?.facets.process.map((option) =>
          chip(option.value, channel === option.value, `${t(`manu.process.${option.value as 'knitting'}`)} · ${option.count}`, withQuery('p', null, processOfChannel(option.value))),
        )}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '220px 1fr' }} gap="6">
        <Stack as="aside" gap="5" aria-label={t('manu.title')}>
          {data &&
            FACETS.map((facet) => (
              <FacetChecklist
                key={facet}
                testId={`facet-${facet}`}
                legend={t(`manu.facet.${facet}`)}
                options={data.facets[facet]}
                selected={listOf(search, facet)}
                label={(value) => label(facet, value)}
                onToggle={(value) => navigate(toggle(facet, value))}
              />
            ))}
        </Stack>
        <Box minW="0">
          <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
            <HStack gap="3">
              <Text fontSize="sm" color="fg.muted" data-testid="manu-count">
                {data ? t('manu.results', { count: data.count }) : ''}
              </Text>
              {anySelected && (
                <Button size="xs" variant="ghost" asChild>
                  <RouterLink to={manuListHref(channel, 1, search.get('sort') ? `?sort=${search.get('sort')}` : '')}>{t('manu.clear')}</RouterLink>
                </Button>
              )}
            </HStack>
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field value={sort} onChange={(e) => navigate(withQuery('sort', e.target.value === 'recommended' ? null : e.target.value))} aria-label={t('content.sortLabel')}>
                {MANU_SORTS.map((key) => (
                  <option key={key} value={key}>
                    {t(`manu.sort.${key}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <PageStatusView status={data?.count === 0 ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
            {data && (
              <Stack gap="6">
                <FactoryGrid factories={data.list} />
                <Pager page={page} pageCount={Math.ceil(data.count / MANU_PAGE_SIZE)} hrefFor={(p) => manuListHref(channel, p, `?${search}`)} />
              </Stack>
            )}
          </PageStatusView>
        </Box>
      </Grid>
    </ManuFrame>
  );
}
