import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { KeywordBox, Pager, pageStatusOf, PageStatusView } from '../../../components/content';
import { SectionHeading } from '../../../components/section-heading';
import { useLocale } from '../../../i18n/use-locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { allBrandsQuery, brandAttrsQuery, brandFilterFrom, recommendedBrandsQuery } from '../api/brand-queries';
import { BrandCard } from './BrandCard';

const PER_PAGE = 60;

/** The brand library: recommended brands, search by name, initial letters, regions, A–Z grid. */
export function BrandLibrary() {
  const { t, locale } = useLocale();
  usePageTitle(t('content.brandLibrary'));
  const [search, setSearch] = useSearchParams();
  const filter = brandFilterFrom(search);
  const brands = useQuery({ ...allBrandsQuery(filter, locale), placeholderData: keepPreviousData });
  const attrs = useQuery(brandAttrsQuery(locale));
  // Recommended brands head the unfiltered library only (a disabled query keeps its data).
  const unfiltered = !filter.letter && !filter.area && !filter.key_words;
  const recommended = useQuery({ ...recommendedBrandsQuery(locale), enabled: unfiltered });
  const total = attrs.data?.areas.reduce((sum, area) => sum + area.count, 0);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    next.delete('p');
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  const chip = (active: boolean) =>
    ({
      size: 'xs',
      h: '8',
      minW: '8',
      px: '2.5',
      borderRadius: 'l2',
      variant: active ? 'solid' : 'ghost',
      bg: active ? 'fg' : undefined,
      color: active ? 'fg.inverted' : 'fg.muted',
      fontWeight: active ? 'semibold' : 'normal',
    }) as const;

  return (
    <>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
          <Stack gap="5">
            <Box>
              <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} data-testid="list-title">
                {t('content.brandLibrary')}
              </Heading>
              {total !== undefined && (
                <Text color="fg.muted" mt="2">
                  {t('content.brandLibrarySubtitle', { count: total })}
                </Text>
              )}
            </Box>
            <KeywordBox
              value={filter.key_words ?? ''}
              label={t('content.searchPlaceholderBrand')}
              placeholder={t('content.searchPlaceholderBrand')}
              // Brand search takes one keyword (spec §2): the first word counts.
              onSubmit={(text) => set({ key_words: text.split(/\s+/)[0] || undefined })}
              size="lg"
            />
          </Stack>
        </Container>
      </Box>
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
        <Stack gap="8">
          {unfiltered && recommended.data && (
            <Box as="section" data-testid="recommended-brands">
              <SectionHeading title={t('content.brandRecommended')} />
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                {recommended.data.list.map((brand) => (
                  <BrandCard key={brand.id} brand={brand} />
                ))}
              </SimpleGrid>
            </Box>
          )}
          {attrs.data && (
            <Stack gap="3" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', md: '5' }}>
              <Flex gap="3" align="flex-start">
                <Text w="16" flexShrink={0} pt="1.5" fontSize="sm" color="fg.subtle">
                  {t('content.brandLetter')}
                </Text>
                <Flex gap="1" wrap="wrap" data-testid="brand-letters">
                  <Button {...chip(!filter.letter)} onClick={() => set({ letter: undefined })}>
                    {t('content.letterAll')}
                  </Button>
                  {attrs.data.letters.map((letter) => (
                    <Button key={letter} {...chip(filter.letter === letter)} aria-pressed={filter.letter === letter} onClick={() => set({ letter })}>
                      {letter}
                    </Button>
                  ))}
                </Flex>
              </Flex>
              <Flex gap="3" align="flex-start" borderTopWidth="1px" borderColor="border.muted" pt="3">
                <Text w="16" flexShrink={0} pt="1.5" fontSize="sm" color="fg.subtle">
                  {t('content.brandArea')}
                </Text>
                <Flex gap="1" wrap="wrap" data-testid="brand-areas">
                  <Button {...chip(!filter.area)} onClick={() => set({ area: undefined })}>
                    {t('content.brandAllAreas')}
                  </Button>
                  {attrs.data.areas.map((area) => (
                    <Button key={area.id} {...chip(filter.area === area.id)} aria-pressed={filter.area === area.id} onClick={() => set({ area: String(area.id) })}>
                      {area.name}
                      <Text as="span" opacity={0.6} ml="1">
                        {area.count}
                      </Text>
                    </Button>
                  ))}
                </Flex>
              </Flex>
            </Stack>
          )}
          <Box opacity={brands.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" aria-busy={brands.isPlaceholderData}>
            <PageStatusView status={pageStatusOf(brands)} error={brands.error} onRetry={() => brands.refetch()}>
              {brands.data && (
                <>
                  <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" data-testid="brand-grid">
                    {brands.data.list.map((brand) => (
                      <BrandCard key={brand.id} brand={brand} />
                    ))}
                  </SimpleGrid>
                  <Pager
                    page={Number(filter.p ?? 1)}
                    pageCount={Math.ceil(brands.data.count / PER_PAGE)}
                    hrefFor={(page) => {
                      const next = new URLSearchParams(search);
                      next.set('p', String(page));
                      return `?${next}`;
                    }}
                  />
                </>
              )}
            </PageStatusView>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
