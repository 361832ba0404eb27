import { Badge, Box, Container, Flex, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../components/content';
import { SpecTable } from '../../components/spec-table/SpecTable';
import { ArrowLeftIcon } from '../../components/icons';
import { useLocale } from '../../i18n/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { encodeAttrs } from '../../shared/catalogue/attrs';
import { YARN_ATTRS } from '../../shared/yarn/model';
import { yarnIdFrom, yarnInfoQuery } from './api/yarn-queries';
import { YarnCard, YarnCones } from './components/YarnCard';

/** /detail/yarnInfo?id=…: a yarn's specifications, colours and supplier, and the supplier's other yarns. */
export function YarnInfoPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const id = yarnIdFrom(search);
  const query = useQuery({ ...yarnInfoQuery(id ?? 0, locale), enabled: id !== null });
  const data = query.data;
  usePageTitle(data?.yarn.name ?? t('content.layoutYarnTitle'));
  if (id === null) return <PageStatusView status={-1} />;
  const supplierList = data ? `/list/yarn_company?attrs=${encodeURIComponent(encodeAttrs([{ kind: 'attr', attributeId: YARN_ATTRS.company, values: [String(data.company.id)] }]))}` : '';

  return (
    <Container maxW="1200px" px={{ base: '4', md: '8' }} py="6">
      <Link asChild fontSize="sm" color="fg.muted" mb="4">
        <RouterLink to="/list/yarn_company">
          <ArrowLeftIcon boxSize="3.5" /> {t('content.yarnBack')}
        </RouterLink>
      </Link>
      <PageStatusView status={pageStatusOf(query)} error={query.error} onRetry={() => query.refetch()} skeleton="article">
        {data && (
          <Stack gap="10" data-testid="yarn-detail">
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(300px, 2fr)' }} gap={{ base: '6', lg: '10' }}>
              <Stack gap="6">
                <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} data-testid="yarn-title">
                  {data.yarn.name}
                </Heading>
                <Box bg="bg.muted" borderRadius="l3" p="6">
                  <YarnCones colours={data.yarn.colours} size={12} />
                </Box>
                <SpecTable
                  testId="yarn-specs"
                  rows={[
                    [t('content.yarnCount'), data.yarn.count_label],
                    [t('content.yarnDensity'), `${data.yarn.dtex} dtex`],
                    [t('content.yarnComposition'), data.yarn.composition],
                    [t('content.yarnTwist'), t('content.yarnTwistValue', { twist: data.yarn.twist, tpm: data.yarn.twist_tpm })],
                    [t('content.yarnSpinning'), data.yarn.spinning],
                    [t('content.yarnUsage'), data.yarn.usage],
                    [t('content.yarnMoq'), t('content.yarnMoqValue', { kg: data.yarn.moq_kg })],
                    [t('content.yarnColours'), data.yarn.colours.map((c) => c.name).join('、')],
                  ]}
                />
              </Stack>
              <Stack gap="4" borderWidth="1px" borderRadius="l3" p="5" alignSelf="start" data-testid="yarn-supplier">
                <Text fontSize="sm" color="fg.subtle">
                  {t('content.yarnSupplier')}
                </Text>
                <Heading as="h2" size="lg">
                  {data.company.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {data.company.region} · {t('content.yarnFounded', { year: data.company.founded })}
                </Text>
                <Text fontSize="sm" lineHeight="1.8">
                  {data.company.intro}
                </Text>
                <Flex gap="1.5" wrap="wrap">
                  {data.company.certifications.map((cert) => (
                    <Badge key={cert} variant="outline">
                      {cert}
                    </Badge>
                  ))}
                </Flex>
                <HStack>
                  <Link asChild color="loom.fg" fontWeight="medium" fontSize="sm">
                    <RouterLink to={supplierList}>{t('content.yarnSupplierYarns', { count: data.company.yarn_count })}</RouterLink>
                  </Link>
                </HStack>
              </Stack>
            </Grid>
            {data.more.length > 0 && (
              <Stack gap="4">
                <Heading as="h2" size="md">
                  {t('content.yarnMore')}
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                  {data.more.map((yarn) => (
                    <YarnCard key={yarn.id} yarn={yarn} />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </Stack>
        )}
      </PageStatusView>
    </Container>
  );
}

export { YarnInfoPage as Component };
