import { Box, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FilterChip, KeywordBox, Pager, PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { D3D_CHANNELS, QUERY_FILTERS, style3dFilterFrom, style3dListHref, style3dListQuery, type QueryFilter } from '../api/queries';
import { D3dFrame, GarmentGrid } from './parts';

const FILTERS = Object.keys(QUERY_FILTERS) as QueryFilter[];

/** /list/style3d/p/:p? and /list/d3d/channel/:channel/p/:p?: the garments with channel, category, style and fabric filters, keywords, sorts and pages. */
export function Style3dListPage() {
  const { t, locale } = useLocale();
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = style3dFilterFrom(params.channel, params.p, search);
  const channel = filter.channel ?? null;
  const query = useQuery(style3dListQuery(filter, locale));
  usePageTitle(t('d3d.title'));
  const page = filter.p ?? 1;
  /** The list's address with one query field changed (back to page 1). */
  const withQuery = (key: string, value: string | null | undefined, onChannel = channel) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    return style3dListHref(onChannel, 1, `?${next}`);
  };
  const chip = (testId: string, active: boolean, text: string, to: string) => (
    <FilterChip key={testId} testId={testId} active={active} to={to}>
      {text}
    </FilterChip>
  );
  const data = query.data;
  const anyFilter = FILTERS.some((key) => search.get(key)) || Boolean(filter.key_words);
  return (
    <D3dFrame testId="d3d-list">
      <HStack as="nav" gap="2" wrap="wrap" mb="4" aria-label={t('d3d.title')}>
        {chip('channel-all', channel === null, t('d3d.all'), withQuery('p', null, null))}
        {D3D_CHANNELS.map((id) => chip(`channel-${id}`, channel === id, t(`d3d.channel.${id}`), withQuery('p', null, id)))}
      </HStack>
      <Stack gap="2.5" mb="5" data-testid="d3d-filters">
        {FILTERS.map((key) => (
          <HStack key={key} gap="2" wrap="wrap" align="center">
            <Text fontSize="sm" fontWeight="semibold" minW="12">
              {t(`d3d.facet.${key}`)}
            </Text>
            {chip(`${key}-any`, !search.get(key), t('d3d.any'), withQuery(key, null))}
            {QUERY_FILTERS[key].map((value) => chip(`${key}-${value}`, search.get(key) === value, t(`d3d.${key}.${value}` as 'd3d.fabric.silk'), withQuery(key, value)))}
          </HStack>
        ))}
      </Stack>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <HStack gap="3" flex="1" minW="240px" maxW="md">
          <Box flex="1">
            <KeywordBox value={filter.key_words ?? ''} placeholder={t('d3d.keyword')} label={t('d3d.keyword')} onSubmit={(text) => navigate(withQuery('key_words', text.trim()))} />
          </Box>
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="d3d-count">
            {data ? t('d3d.results', { count: data.count }) : ''}
          </Text>
          {anyFilter && (
            <Button size="xs" variant="ghost" asChild>
              <RouterLink to={style3dListHref(channel, 1)}>{t('d3d.clear')}</RouterLink>
            </Button>
          )}
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field value={filter.sort_type ?? 'new'} onChange={(e) => navigate(withQuery('sort_type', e.target.value === 'new' ? null : e.target.value))} aria-label={t('content.sortLabel')}>
              <option value="new">{t('d3d.sort.new')}</option>
              <option value="hot">{t('d3d.sort.hot')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Flex>
      <PageStatusView status={data?.count === 0 ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
        {data && (
          <Stack gap="6">
            <GarmentGrid garments={data.list} />
            <Pager page={page} pageCount={Math.ceil(data.count / data.page_size)} hrefFor={(p) => style3dListHref(channel, p, `?${search}`)} />
          </Stack>
        )}
      </PageStatusView>
    </D3dFrame>
  );
}
