import { Box, Button, Container, Flex, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ItemGrid, pageStatusOf, PageStatusView, waitingStatusOf } from '../../components/content';
import { SectionHeading } from '../../components/section-heading';
import { queryOptionsFor } from '../../lib/api';
import { DEFAULT_CHANNEL } from '../../lib/channels';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { encodeAttrs } from '../../shared/catalogue/attrs';

/**
 * /fashion_week: runway seasons and cities. Pick a season (and a city) to see the brands that
 * showed and the newest shows of that season.
 */
export function FashionWeekPage() {
  const { t, locale } = useLocale();
  usePageTitle(t('content.fashionWeekTitle'));
  const [search, setSearch] = useSearchParams();
  const channel = Number(search.get('channel') ?? DEFAULT_CHANNEL);
  // The runway column: the server's route table names it.
  const menu = useQuery(queryOptionsFor('oct/General/menuForSearch', {}, locale));
  const column = menu.data?.routes.find((route) => route.name === 'show')?.column ?? undefined;
  const filters = useQuery({ ...queryOptionsFor('oct/ListDataKw/getAttrListV50', { channel, column, route: 'show' }, locale), enabled: menu.isSuccess });
  const waiting = waitingStatusOf(menu, filters);
  const seasons = filters.data?.groups.find((g) => g.key === 'season');
  const areas = filters.data?.groups.find((g) => g.key === 'area');
  const season = search.get('season') ?? seasons?.values.at(-1)?.id;
  const area = search.get('area') ?? undefined;
  const brands = useQuery({
    ...queryOptionsFor('oct/ListData/getBrandBySeasonAndArea', { season: season ? Number(season) : undefined, area: area ? Number(area) : undefined, channel, limit: 24 }, locale),
    enabled: season !== undefined,
  });
  const shows = useQuery({
    ...queryOptionsFor(
      'oct/ListDataKw/getList',
      {
        channel,
        column,
        route: 'show',
        p: 1,
        attrs: season && seasons ? encodeAttrs([{ kind: 'attr', attributeId: seasons.id, values: [season] }, ...(area && areas ? [{ kind: 'attr' as const, attributeId: areas.id, values: [area] }] : [])]) : undefined,
      },
      locale,
    ),
    enabled: season !== undefined,
  });
  const set = (key: string, value?: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  const chip = (active: boolean) =>
    ({ size: 'sm', borderRadius: 'full', variant: active ? 'solid' : 'outline', bg: active ? 'fg' : undefined, color: active ? 'fg.inverted' : 'fg.muted', fontWeight: active ? 'semibold' : 'normal' }) as const;

  return (
    <>
      <Box bg="gray.950" color="white">
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
          <Text fontSize="sm" letterSpacing="widest" color="gold.300" mb="3">
            PARIS · MILAN · LONDON · NEW YORK · SHANGHAI
          </Text>
          <Heading as="h1" fontFamily="display" fontSize={{ base: '3xl', md: '5xl' }} data-testid="list-title">
            {t('content.fashionWeekTitle')}
          </Heading>
          <Text mt="3" color="whiteAlpha.800" maxW="2xl">
            {t('content.fashionWeekSubtitle')}
          </Text>
        </Container>
      </Box>
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py="8">
        {waiting ? (
          <PageStatusView status={waiting} />
        ) : (
          <Stack gap="10">
            <Stack gap="3" data-testid="fashion-week-filters">
              {seasons && (
                <Flex gap="2" wrap="wrap" align="center">
                  <Text w="14" fontSize="sm" color="fg.subtle">
                    {t('content.fashionWeekSeason')}
                  </Text>
                  {seasons.values.map((value) => (
                    <Button key={value.id} {...chip(value.id === season)} onClick={() => set('season', value.id)} aria-pressed={value.id === season}>
                      {value.name}
                    </Button>
                  ))}
                </Flex>
              )}
              {areas && (
                <Flex gap="2" wrap="wrap" align="center">
                  <Text w="14" fontSize="sm" color="fg.subtle">
                    {t('content.brandArea')}
                  </Text>
                  <Button {...chip(!area)} onClick={() => set('area')}>
                    {t('content.brandAllAreas')}
                  </Button>
                  {areas.values.map((value) => (
                    <Button key={value.id} {...chip(value.id === area)} onClick={() => set('area', value.id)} aria-pressed={value.id === area}>
                      {value.name}
                    </Button>
                  ))}
                </Flex>
              )}
            </Stack>
            <Box as="section">
              <SectionHeading title={t('content.fashionWeekBrands')} />
              <PageStatusView status={pageStatusOf(brands)} error={brands.error}>
                <SimpleGrid columns={{ base: 2, sm: 3, md: 4, xl: 6 }} gap="3" data-testid="fashion-week-brands">
                  {brands.data?.list.map((brand) => (
                    <Link
                      key={brand.id}
                      asChild
                      display="flex"
                      alignItems="center"
                      gap="3"
                      p="3"
                      borderWidth="1px"
                      borderColor="border.muted"
                      borderRadius="l2"
                      bg="bg.surface"
                      _hover={{ textDecoration: 'none', borderColor: 'border.emphasized' }}
                    >
                      <RouterLink to={`/list/brand?brand=${brand.id}`}>
                        {brand.logo && <Image src={brand.logo} alt="" w="9" h="9" borderRadius="full" objectFit="cover" />}
                        {/* Whole names on up to two lines: many brands share a first word (Atelier, Maison). */}
                        <Box minW="0">
                          <Text fontSize="sm" fontWeight="medium" lineClamp={2} data-testid="fashion-week-brand-name">
                            {brand.name_en}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                            {brand.name_zh}
                          </Text>
                        </Box>
                      </RouterLink>
                    </Link>
                  ))}
                </SimpleGrid>
              </PageStatusView>
            </Box>
            <Box as="section">
              <SectionHeading title={t('content.fashionWeekShows')} />
              <PageStatusView status={pageStatusOf(shows)} error={shows.error}>
                {shows.data && <ItemGrid items={shows.data.list.slice(0, 15)} />}
              </PageStatusView>
            </Box>
          </Stack>
        )}
      </Container>
    </>
  );
}

export { FashionWeekPage as Component };
