import { Box, Button, Container, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageStatusView, Pager, pageStatusOf } from '../../components/content';
import { NoAccessNotice } from '../../components/no-access';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api';
import { fillPath } from '../../lib/path';
import { usePageTitle } from '../../lib/use-page-title';
import { STATUS } from '../../shared/contract/envelope';
import { trendDetailQuery } from './api/colour-api';
import { ColourItemGrid } from './components/ColourItemGrid';
import { PaletteBar } from './components/PaletteBar';

const PATTERN = '/colorTrend/detail/channel/:channel/p/:p/pall/:pall';
const whole = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined);

/** /colorTrend/detail/channel/:channel/p/:p?/pall/:pall? (login): the pictures of one trend palette, page by page. */
export function TrendDetailPage() {
  const { t, locale } = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const channel = whole(params.channel) ?? 20850;
  const page = whole(params.p) || 1;
  const pall = whole(params.pall);
  const season = search.get('season') ?? undefined;
  const detail = useQuery(trendDetailQuery(channel, page, pall, locale));
  usePageTitle(t('colour.trendDetailTitle'));
  const needsLogin = detail.error instanceof ApiError && (detail.error.status === STATUS.notLoggedIn || detail.error.status === STATUS.displaced);
  const data = detail.data;
  const href = (patch: { p?: number; pall?: number }) => fillPath(PATTERN, { channel, p: page, pall, season, ...patch });

  return (
    <Box data-testid="trend-detail">
      <Container maxW="1360px" py={{ base: '6', md: '10' }}>
        <Flex justify="space-between" align="end" gap="4" wrap="wrap" mb="6">
          <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="semibold">
            {t('colour.trendDetailTitle')}
            {data?.season ? ` · ${data.season_name ?? data.season}` : ''}
          </Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={fillPath('/colorTrend/center', { channel, season })}>{t('colour.trendTitle')}</RouterLink>
          </Button>
        </Flex>
        {needsLogin ? (
          <NoAccessNotice kind="login" />
        ) : (
          <PageStatusView status={pageStatusOf(detail)} error={detail.error} onRetry={() => void detail.refetch()}>
            {data && (
              <Stack gap="6">
                <HStack gap="3" overflowX="auto" pb="1" data-testid="trend-detail-palettes">
                  {data.palettes.map((palette, index) => (
                    <Box
                      key={`${palette.title}-${index}`}
                      asChild
                      w="44"
                      flexShrink={0}
                      p="2"
                      borderRadius="l3"
                      borderWidth="2px"
                      borderColor={index === pall ? 'loom.solid' : 'border.muted'}
                      bg="bg.surface"
                    >
                      <RouterLink to={href({ pall: index, p: 1 })} aria-current={index === pall ? 'true' : undefined}>
                        <PaletteBar colours={palette.colours} height="8" />
                        <Box mt="1.5" fontSize="xs" lineClamp={1}>
                          {palette.title}
                        </Box>
                      </RouterLink>
                    </Box>
                  ))}
                </HStack>
                <ColourItemGrid items={data.list} />
                <Pager page={page} pageCount={Math.ceil(data.count / data.page_size)} hrefFor={(p) => href({ p })} />
              </Stack>
            )}
          </PageStatusView>
        )}
      </Container>
    </Box>
  );
}

export { TrendDetailPage as Component };
