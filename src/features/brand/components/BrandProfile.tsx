import { Box, Container, Flex, Grid, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ItemGrid, Pager, pageStatusOf, PageStatusView } from '../../../components/content';
import { SectionHeading } from '../../../components/section-heading';
import { FollowButton } from '../../../lib/offline/components/ToggleButtons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import { brandDetailQuery, brandItemsQuery, companyQuery, similarBrandsQuery } from '../api/brand-queries';
import { BrandCard } from './BrandCard';

/** One brand: identity, company facts, content by column, its items (paged) and similar brands. */
export function BrandProfile({ id }: { id: number }) {
  const { t, locale, formatCount } = useLocale();
  const [search, setSearch] = useSearchParams();
  const column = Number(search.get('column')) || undefined;
  const page = Number(search.get('p')) || 1;
  const detail = useQuery(brandDetailQuery(id, locale));
  const company = useQuery(companyQuery(id, locale));
  const items = useQuery({ ...brandItemsQuery(id, column, page, locale), placeholderData: keepPreviousData });
  const similar = useQuery(similarBrandsQuery(id, locale));
  const brand = detail.data;
  usePageTitle(brand?.name_en ?? t('content.brandLibrary'));

  const withColumn = (next?: number) => {
    const query = new URLSearchParams(search);
    query.delete('p');
    if (next) query.set('column', String(next));
    else query.delete('column');
    setSearch(query);
  };

  return (
    <PageStatusView status={pageStatusOf(detail)} error={detail.error} skeleton="article" empty={{ title: t('content.brandNotFound') }}>
      {brand && (
        <>
          <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
            <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
              <Flex fontSize="xs" color="fg.subtle" gap="2" mb="4">
                <Link asChild color="fg.muted">
                  <RouterLink to="/list/brand">{t('content.brandLibrary')}</RouterLink>
                </Link>
                <span aria-hidden>/</span>
                <span>{brand.name_en}</span>
              </Flex>
              <Grid templateColumns={{ base: '1fr', md: 'auto 1fr' }} gap="8" alignItems="center">
                <Flex w="28" h="28" borderRadius="full" bg="bg.surface" align="center" justify="center" overflow="hidden" fontFamily="display" fontSize="4xl" boxShadow="sm">
                  {brand.logo ? <Image src={brand.logo} alt="" w="full" h="full" objectFit="cover" /> : brand.name_en.slice(0, 1)}
                </Flex>
                <Stack gap="2">
                  <Flex align="center" gap="4" wrap="wrap">
                    <Heading as="h1" fontFamily="display" fontSize={{ base: '3xl', md: '4xl' }} data-testid="brand-name">
                      {brand.name_en}
                    </Heading>
                    <FollowButton who={{ target: 'brand', targetId: brand.id, name: brand.name, image: brand.logo }} />
                  </Flex>
                  <Text color="fg.muted" fontSize="lg">
                    {brand.name_zh}
                    {brand.area ? ` · ${brand.area}` : ''}
                    {brand.founded ? ` · ${t('content.brandFounded', { year: brand.founded })}` : ''}
                  </Text>
                  {brand.intro && (
                    <Text maxW="3xl" color="fg.muted" lineHeight="1.8">
                      {brand.intro}
                    </Text>
                  )}
                  {company.data?.company && (
                    <Text fontSize="sm" color="fg.subtle">
                      {t('content.brandCompany')}：{company.data.company}
                    </Text>
                  )}
                </Stack>
              </Grid>
            </Container>
          </Box>
          <Container maxW="1360px" px={{ base: '4', md: '8' }} py="8">
            <SectionHeading title={t('content.brandLatest')}>
              <Flex gap="1.5" wrap="wrap" justify="flex-end" data-testid="brand-columns">
                {brand.columns.map((c) => (
                  <Box
                    as="button"
                    key={c.id}
                    onClick={() => withColumn(column === c.id ? undefined : c.id)}
                    px="3"
                    py="1"
                    borderRadius="full"
                    fontSize="sm"
                    bg={column === c.id ? 'fg' : 'bg.muted'}
                    color={column === c.id ? 'fg.inverted' : 'fg.muted'}
                    aria-pressed={column === c.id}
                  >
                    {c.name} {formatCount(c.count)}
                  </Box>
                ))}
              </Flex>
            </SectionHeading>
            <PageStatusView status={pageStatusOf(items)} error={items.error}>
              {items.data && (
                <>
                  <ItemGrid items={items.data.list} />
                  <Pager
                    page={page}
                    pageCount={Math.ceil(items.data.count / items.data.page_size)}
                    hrefFor={(p) => {
                      const query = new URLSearchParams(search);
                      query.set('p', String(p));
                      return `?${query}`;
                    }}
                  />
                </>
              )}
            </PageStatusView>
            {similar.data && (
              <Box as="section" mt="12">
                <SectionHeading title={t('content.brandSimilar')} />
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                  {similar.data.list.map((b) => (
                    <BrandCard key={b.id} brand={b} />
                  ))}
                </SimpleGrid>
              </Box>
            )}
          </Container>
        </>
      )}
    </PageStatusView>
  );
}
