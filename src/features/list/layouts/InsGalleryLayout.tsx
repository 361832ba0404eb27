import { Box, Button, Container, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InfiniteFooter, PageStatusView, pageStatusOf } from '../../../components/content';
import { InsMasonry, UperCard, uperCardHeight } from '../../../components/ins';
import { useLocale } from '../../../i18n/use-locale';
import { insQuery } from '../../../lib/ins/api';
import { dropZeros, useInsPages } from '../../../lib/ins/use-ins-pages';
import { TAG_FILTER_KEYS, TAG_KINDS, UPER_SORTS, type UperSort } from '../../../shared/contract/ins-plain';
import type { InsOption, InsParamsIn } from '../../../shared/contract/ins-proxy';
import type { ListLayoutProps } from './list-layout';
import { InsAnalysis } from '../components/InsAnalysis';

/** Query fields of the gallery besides the list's own (spec §3 blogger filter keys and sorts). */
const FILTER_KEYS = ['itype', 'area_id', 'sort', 'fans', 'fans_up', 'sex', 'key_words', ...Object.values(TAG_FILTER_KEYS)] as const;

function Chips({ label, options, value, onChange, testId }: { label: string; options: InsOption[]; value: string; onChange: (value: string) => void; testId: string }) {
  const { t } = useLocale();
  return (
    <Flex gap="3" align="baseline" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" flexShrink={0} w="16">
        {label}
      </Text>
      {/* One scrolling row on a phone: wrapped, the options arriving pushed the bloggers below down by several rows. */}
      <Flex gap="1.5" flex="1" minW="0" wrap={{ base: 'nowrap', md: 'wrap' }} overflowX={{ base: 'auto', md: 'visible' }} scrollbarWidth="none">
        {[{ id: '', name: t('ins.all') } as InsOption, ...options.filter((o) => String(o.id) !== '0')].map((option) => {
          const active = String(option.id) === value;
          return (
            <Button key={option.id} size="xs" flexShrink={0} borderRadius="full" variant={active ? 'solid' : 'ghost'} aria-pressed={active} onClick={() => onChange(String(option.id))}>
              {option.name}
              {option.count !== undefined && option.id !== '' && (
                <Text as="span" color={active ? 'inherit' : 'fg.subtle'}>
                  {option.count}
                </Text>
              )}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
}

/**
 * /list/ins_gallery: bloggers filtered by type (itypeParams), area (areaParams) and the keys of
 * uper/listParams (style, garment, pattern, fabric, craft tags, followers, growth, gender), in
 * the chosen sort, as an infinite masonry of blogger cards.
 */
export function InsGalleryLayout({ title }: ListLayoutProps) {
  const { t, locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? ''])) as Record<(typeof FILTER_KEYS)[number], string>;
  const [keyword, setKeyword] = useState(values.key_words);
  const [analysis, setAnalysis] = useState(false);
  const listParams = useQuery(insQuery('uperListParams', {}, [], locale));
  const areas = useQuery(insQuery('uperAreaParams', {}, [], locale));
  const types = useQuery(insQuery('uperItypeParams', {}, [], locale));
  const sort = (UPER_SORTS as readonly string[]).includes(values.sort) ? (values.sort as UperSort) : 'synthesis';
  const params = { ...dropZeros(values), sort } as Omit<InsParamsIn<'upers'>, 'p'>;
  const pages = useInsPages('upers', params);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const filtered = FILTER_KEYS.some((key) => key !== 'sort' && values[key]);
  const status = pageStatusOf({ ...pages.query, data: pages.query.data ? (pages.count ? pages.list : null) : undefined });

  return (
    <Container maxW="1360px" py={{ base: '6', md: '8' }}>
      <Stack gap="1" mb="5">
        <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }}>
          {title || t('ins.galleryTitle')}
        </Heading>
        <Text color="fg.muted">{t('ins.gallerySubtitle')}</Text>
      </Stack>
      <Stack gap="2" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="4" mb="5" bg="bg.panel" data-testid="ins-filters">
        <Chips label={t('ins.type')} options={types.data?.list ?? []} value={values.itype} onChange={(v) => set('itype', v)} testId="filter-itype" />
        <Chips label={t('ins.area')} options={areas.data?.list ?? []} value={values.area_id} onChange={(v) => set('area_id', v)} testId="filter-area" />
        {TAG_KINDS.slice(0, 2).map((kind) => (
          <Chips
            key={kind}
            label={t(`ins.${kind}`)}
            options={listParams.data?.tags[kind] ?? []}
            value={values[TAG_FILTER_KEYS[kind]]}
            onChange={(v) => set(TAG_FILTER_KEYS[kind], v)}
            testId={`filter-${kind}`}
          />
        ))}
        <Flex gap="3" wrap="wrap" align="center" pt="2">
          {(
            [
              ['fans', t('ins.fans'), listParams.data?.fans],
              ['fans_up', t('ins.fansUp'), listParams.data?.fans_up],
              ['sex', t('ins.sex'), listParams.data?.sex],
              ...TAG_KINDS.slice(2).map((kind) => [TAG_FILTER_KEYS[kind], t(`ins.${kind}`), listParams.data?.tags[kind]] as const),
            ] as const
          ).map(([key, label, options]) => (
            <NativeSelect.Root key={key} size="sm" w="auto" minW="32">
              <NativeSelect.Field aria-label={label} value={values[key as (typeof FILTER_KEYS)[number]]} onChange={(e) => set(key, e.currentTarget.value)}>
                <option value="">{label}</option>
                {(options ?? []).filter((o) => String(o.id) !== '0').map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ))}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              set('key_words', keyword.trim());
            }}
          >
            <Input size="sm" w="48" placeholder={t('ins.searchPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} aria-label={t('ins.searchPlaceholder')} />
          </form>
          {filtered && (
            <Button size="sm" variant="plain" onClick={() => setSearch(new URLSearchParams(sort !== 'synthesis' ? { sort } : {}), { replace: true })}>
              {t('ins.clearFilters')}
            </Button>
          )}
        </Flex>
      </Stack>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="uper-count">
          {pages.query.data ? t('ins.uperCount', { count: pages.count }) : ''}
        </Text>
        <HStack gap="1" role="group" aria-label={t('ins.sort')}>
          <Button size="xs" variant={analysis ? 'solid' : 'outline'} aria-pressed={analysis} onClick={() => setAnalysis(!analysis)} data-testid="ins-analysis-toggle">
            {t('ins.analysisShow')}
          </Button>
          {(listParams.data?.sorts ?? UPER_SORTS.map((id) => ({ id, name: id }))).map((option) => (
            <Button key={option.id} size="xs" variant={sort === option.id ? 'subtle' : 'ghost'} aria-pressed={sort === option.id} onClick={() => set('sort', option.id === 'synthesis' ? '' : String(option.id))}>
              {option.name}
            </Button>
          ))}
        </HStack>
      </Flex>
      {analysis && <InsAnalysis />}
      <PageStatusView status={status} error={pages.query.error} onRetry={() => void pages.query.refetch()}>
        <Box>
          <InsMasonry
            testId="uper-masonry"
            items={pages.list}
            keyOf={(uper) => uper.id}
            heightOf={uperCardHeight}
            render={(uper, index) => <UperCard uper={uper} priority={index < 4} />}
          />
          <InfiniteFooter phase={pages.phase} onRequestNext={pages.next} />
        </Box>
      </PageStatusView>
    </Container>
  );
}
