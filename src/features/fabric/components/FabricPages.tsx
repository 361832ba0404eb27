import { Box, Button, Circle, Flex, Grid, HStack, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FacetChecklist, Pager, PageStatusView, pageStatusOf } from '../../../components/content';
import { gridSizes, ResponsiveImage } from '../../../components/responsive-image/ResponsiveImage';
import { useLocale } from '../../../i18n/use-locale';
import { useLocalFabrics } from '../../../lib/offline/hooks/use-fabric';
import { usePageTitle } from '../../../lib/use-page-title';
import type { FabricFacets } from '../../../shared/contract/calls/fabric';
import { FABRIC_PAGE_SIZE } from '../../../shared/fabric';
import { coloursFrom, fabricFilterFrom, fabricHomeQuery, findFabricQuery, idFrom, merchantDetailQuery, merchantListQuery, pageFrom } from '../api/queries';
import { FabricFrame, FabricGrid, GRID_BESIDE_FILTERS, MerchantTile, SectionHeading } from './parts';

const withParam = (search: URLSearchParams, key: string, value: string | null) => {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'p') next.delete('p');
  const text = next.toString();
  return text ? `?${text}` : '?';
};

/** /dxFabric/home: categories, new fabrics, featured merchants. */
export function FabricHomePage() {
  const { t, locale } = useLocale();
  const query = useQuery(fabricHomeQuery(locale));
  usePageTitle(t('fabric.title'));
  const data = query.data;
  return (
    <FabricFrame testId="fabric-home">
      <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('fabric.stats', { fabrics: data.counts.fabrics, shops: data.counts.merchants })}
            </Text>
            <SectionHeading>{t('fabric.categories')}</SectionHeading>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
              {data.categories.map((category) => (
                <Link key={category.key} asChild display="block" borderRadius="l3" overflow="hidden" borderWidth="1px" borderColor="border.muted" _hover={{ textDecoration: 'none' }} data-testid="fabric-category">
                  <RouterLink to={`/dxFabric/findFabric?category=${category.key}`}>
                    {category.cover && (
                      // The weave itself, zoomed into the middle of a swatch picture: at this shape its
                      // frame and label showed only as slivers along the edges.
                      <Box aspectRatio="4/3" overflow="hidden">
                        <ResponsiveImage src={`/media/${category.cover}`} alt="" w="full" h="full" objectFit="cover" transform="scale(1.45)" sizes={gridSizes({ base: 2, md: 3, lg: 6 })} />
                      </Box>
                    )}
                    <Box p="2">
                      <Text fontWeight="semibold" fontSize="sm">
                        {t(`fabric.category.${category.key}`)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('fabric.fabricCount', { count: category.count })}
                      </Text>
                    </Box>
                  </RouterLink>
                </Link>
              ))}
            </SimpleGrid>
            <SectionHeading more={<Link asChild fontSize="sm" color="loom.fg"><RouterLink to="/dxFabric/findFabric">{t('fabric.find')} →</RouterLink></Link>}>
              {t('fabric.newFabrics')}
            </SectionHeading>
            <FabricGrid fabrics={data.newFabrics.slice(0, 8)} />
            <SectionHeading more={<Link asChild fontSize="sm" color="loom.fg"><RouterLink to="/dxFabric/humenShop">{t('fabric.allShops')} →</RouterLink></Link>}>
              {t('fabric.featuredShops')}
            </SectionHeading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              {data.merchants.map((merchant) => (
                <MerchantTile key={merchant.id} merchant={merchant} />
              ))}
            </SimpleGrid>
          </>
        )}
      </PageStatusView>
    </FabricFrame>
  );
}

type FacetKey = keyof FabricFacets;
const FACET_ORDER: FacetKey[] = ['fibre', 'weight', 'construction', 'weave', 'width', 'price_band', 'certification', 'category'];

/** /dxFabric/findFabric: facets with counts, the results and the §2 notice. */
export function FindFabricPage() {
  const { t, locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const filter = fabricFilterFrom(search);
  const query = useQuery(findFabricQuery(filter, locale));
  usePageTitle(t('fabric.find'));
  const page = filter.p ?? 1;
  const selected = (facet: FacetKey) => (search.get(facet) ?? '').split(',').filter(Boolean);
  const toggle = (facet: FacetKey, value: string) => {
    const current = selected(facet);
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    setSearch(withParam(search, facet, next.join(',')));
  };
  const label = (facet: FacetKey, value: string): string => {
    switch (facet) {
      case 'fibre':
        return t(`fabric.fibre.${value as 'cotton'}`);
      case 'weight':
        return t(`fabric.weight.${value as 'light'}`);
      case 'construction':
        return t(`fabric.construction.${value as 'woven'}`);
      case 'weave':
        return t(`fabric.weave.${value as 'plain'}`);
      case 'width':
        return `${value} cm`;
      case 'price_band':
        return t(`fabric.band.${value as '1'}`);
      case 'category':
        return t(`fabric.category.${value as 'shirting'}`);
      case 'certification':
        return value;
    }
  };
  const data = query.data;
  const colours = coloursFrom(search);
  const anySelected = colours.length > 0 || FACET_ORDER.some((facet) => selected(facet).length > 0);
  const removeColour = (hex: string) =>
    setSearch(withParam(search, 'colour', colours.filter((other) => other !== hex).map((other) => other.slice(1)).join(',')));
  // With colours the closest colour comes first unless the reader picks another order.
  const sortValue = search.get('sort') ?? (colours.length ? 'colour' : 'new');
  const sortParam = (value: string) => (value === (colours.length ? 'colour' : 'new') ? null : value);
  return (
    <FabricFrame testId="find-fabric">
      <Grid templateColumns={{ base: '1fr', lg: '240px 1fr' }} gap="6">
        <Stack as="aside" gap="5" aria-label={t('fabric.find')}>
          {data &&
            FACET_ORDER.map((facet) => (
              <FacetChecklist
                key={facet}
                testId={`facet-${facet}`}
                legend={t(`fabric.facet.${facet}`)}
                options={data.facets[facet]}
                selected={selected(facet)}
                label={(value) => label(facet, value)}
                onToggle={(value) => toggle(facet, value)}
              />
            ))}
        </Stack>
        <Box minW="0">
          <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="fabric-count">
                {data ? t('fabric.results', { count: data.count }) : ''}
              </Text>
              {colours.length > 0 && (
                <HStack gap="1" data-testid="fabric-colour-filter">
                  <Text fontSize="sm" color="fg.muted">
                    {t('fabric.byColour')}
                  </Text>
                  {colours.map((hex) => (
                    <Button key={hex} size="xs" variant="outline" borderRadius="full" onClick={() => removeColour(hex)} aria-label={t('fabric.removeColour', { hex })}>
                      <Circle size="3" bg={hex} borderWidth="1px" borderColor="border.muted" />
                      {hex} ×
                    </Button>
                  ))}
                </HStack>
              )}
              {anySelected && (
                <Button size="xs" variant="ghost" onClick={() => setSearch(new URLSearchParams(search.get('sort') ? { sort: search.get('sort')! } : {}))}>
                  {t('fabric.clear')}
                </Button>
              )}
            </HStack>
            <NativeSelect.Root size="sm" w="auto">
              <NativeSelect.Field value={sortValue} onChange={(e) => setSearch(withParam(search, 'sort', sortParam(e.target.value)))} aria-label={t('content.sortLabel')}>
                {colours.length > 0 && <option value="colour">{t('fabric.sortColour')}</option>}
                <option value="new">{t('fabric.sortNew')}</option>
                <option value="weight_asc">{t('fabric.sortLight')}</option>
                <option value="weight_desc">{t('fabric.sortHeavy')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <PageStatusView status={data?.count === 0 ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
            {data && (
              <Stack gap="6">
                <FabricGrid fabrics={data.list} columns={GRID_BESIDE_FILTERS} />
                <Pager page={page} pageCount={Math.ceil(data.count / FABRIC_PAGE_SIZE)} hrefFor={(p) => withParam(search, 'p', String(p))} />
              </Stack>
            )}
          </PageStatusView>
        </Box>
      </Grid>
    </FabricFrame>
  );
}

/** My collection / footprint: the member's fabrics on this device (synced, plus changes waiting), readable offline. */
function LocalFabricsPage({ kind }: { kind: 'collection' | 'footprint' }) {
  const { t, locale } = useLocale();
  const { signedIn, list } = useLocalFabrics(kind);
  usePageTitle(t(kind === 'collection' ? 'fabric.collection' : 'fabric.footprint'));
  const status = !signedIn ? 'login' : list === undefined ? 'loading' : list.length === 0 ? 4000 : 200;
  return (
    <FabricFrame testId={`fabric-${kind}`}>
      {status === 'login' ? (
        <Text color="fg.muted" py="10" textAlign="center">
          {t('fabric.loginFirst')}
        </Text>
      ) : (
        <PageStatusView
          status={status}
          empty={kind === 'collection' ? { title: t('fabric.emptyCollection'), hint: t('fabric.emptyCollectionHint') } : { title: t('fabric.emptyFootprint'), hint: t('fabric.emptyFootprintHint') }}
        >
          {list && (
            <FabricGrid
              fabrics={list.map((row) => ({
                id: row.fabricId,
                name: locale === 'en' ? row.name_en : row.name_zh,
                cover: row.cover,
                merchant_name: locale === 'en' ? row.merchant_en : row.merchant_zh,
              }))}
            />
          )}
        </PageStatusView>
      )}
    </FabricFrame>
  );
}

export const FabricCollectionPage = () => <LocalFabricsPage kind="collection" />;
export const FabricFootprintPage = () => <LocalFabricsPage kind="footprint" />;

/** /dxFabric/humenShop: the certified merchants. */
export function ShopListPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const query = useQuery(merchantListQuery(page, locale));
  usePageTitle(t('fabric.shops'));
  return (
    <FabricFrame testId="fabric-shops">
      <PageStatusView status={query.data?.count === 0 ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
        {query.data && (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              {query.data.list.map((merchant) => (
                <MerchantTile key={merchant.id} merchant={merchant} />
              ))}
            </SimpleGrid>
            <Pager page={page} pageCount={Math.ceil(query.data.count / FABRIC_PAGE_SIZE)} hrefFor={(p) => withParam(search, 'p', String(p))} />
          </Stack>
        )}
      </PageStatusView>
    </FabricFrame>
  );
}

/** /dxFabric/shopDetail?id=: one merchant, its introduction and its fabrics. */
export function ShopDetailPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const id = idFrom(search);
  const page = pageFrom(search);
  const query = useQuery({ ...merchantDetailQuery(id ?? 0, page, locale), enabled: id !== null });
  const merchant = query.data?.merchant;
  usePageTitle(merchant?.name ?? t('fabric.shops'));
  return (
    <FabricFrame testId="fabric-shop">
      <PageStatusView status={id === null ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()}>
        {query.data && merchant && (
          <Stack gap="6">
            <Box maxW="md">
              <MerchantTile merchant={merchant} />
            </Box>
            <Text fontSize="sm" lineHeight="tall" maxW="3xl">
              {merchant.intro}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('fabric.founded', { year: merchant.founded })} · {merchant.categories.map((c) => t(`fabric.category.${c}`)).join(' / ')}
            </Text>
            <FabricGrid fabrics={query.data.fabrics.list} />
            <Pager page={page} pageCount={Math.ceil(query.data.fabrics.count / FABRIC_PAGE_SIZE)} hrefFor={(p) => withParam(search, 'p', String(p))} />
          </Stack>
        )}
      </PageStatusView>
    </FabricFrame>
  );
}
