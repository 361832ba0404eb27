import { Box, Container, Grid, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ItemGrid } from '../../../components/content';
import { SectionHeading } from '../../../components/section-heading';
import { useLocale } from '../../../i18n/use-locale';
import { detailHref } from '../../../shared/catalogue/links';
import { runwayQuery, trendReportsQuery } from '../api/home-queries';

/** 趋势预测 (oct/General/trendPrediction229) beside 秀场速递 (oct/General/indexPageFashion). */
export function TrendAndRunway({ channel }: { channel: number }) {
  const { t, locale, formatDate } = useLocale();
  const reports = useQuery(trendReportsQuery(channel, locale));
  const runway = useQuery(runwayQuery(channel, locale));
  if (!reports.data && !runway.data) return null;
  return (
    <Container maxW="1360px" px={{ base: '4', md: '8' }} pt={{ base: '12', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '12', lg: '10' }}>
        {reports.data && (
          <Box as="section" aria-labelledby="home-trend-title" data-testid="home-trends">
            <SectionHeading id="home-trend-title" title={t('content.homeTrendTitle')} />
            <Stack gap="4">
              {reports.data.list.map((item) => (
                <LinkBox key={item.id} display="flex" gap="4" alignItems="center" p="3" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" _hover={{ boxShadow: 'card' }}>
                  <Image src={item.cover_thumb} alt="" w="24" h="18" objectFit="cover" borderRadius="l2" flexShrink={0} loading="lazy" />
                  <Box minW="0">
                    <LinkOverlay asChild>
                      <RouterLink to={detailHref(item)}>
                        <Text fontWeight="medium" lineClamp={2} lineHeight="1.5">
                          {item.title}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                    <Text fontSize="xs" color="fg.subtle" mt="1">
                      {formatDate(item.publish_time)}
                      {item.locked ? ` · ${t('common.vipOnly')}` : ''}
                    </Text>
                  </Box>
                </LinkBox>
              ))}
            </Stack>
          </Box>
        )}
        {runway.data && (
          <Box as="section" aria-labelledby="home-runway-title" data-testid="home-runway">
            <SectionHeading id="home-runway-title" title={t('content.homeRunwayTitle')} />
            <ItemGrid items={runway.data.list} density="wide" />
          </Box>
        )}
      </Grid>
    </Container>
  );
}
