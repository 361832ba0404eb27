import { Box, Button, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { DEFAULT_TIME_WINDOW } from '../../../shared/catalogue/attrs';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';
import type { ColourFamily } from '../../../shared/colour/families';
import { insightQuery } from '../api/colour-api';
import { FamilyBars, StackedColumns, StackedBars } from './charts';
import { Swatch } from './Swatch';
import type { TabProps } from './tab-props';

const WINDOWS = [0, 1, 2, 3] as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" p={{ base: '4', md: '5' }} bg="bg.surface" borderRadius="l3" borderWidth="1px" borderColor="border.muted">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** ntype 8 (women's and kids' only): colour families across the time windows of spec §9, by day and by season. */
export default function InsightTab({ channel, search, hrefWith }: TabProps) {
  const { t, locale } = useLocale();
  const navigate = useNavigate();
  const daysText = search.get('days');
  const days = daysText !== null && /^[0-3]$/.test(daysText) ? Number(daysText) : DEFAULT_TIME_WINDOW;
  const insight = useQuery(insightQuery(channel, days, locale));
  const data = insight.data;
  const families = (data?.families.map((f) => f.key) ?? []) as ColourFamily[];
  return (
    <Stack gap="6" data-testid="colour-panel-insight">
      <Flex justify="space-between" align="end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" fontFamily="display">
            {t('colour.insightTitle')}
          </Heading>
          {data && (
            <Text color="fg.muted" fontSize="sm">
              {t('colour.insightRange', { from: data.window.from, to: data.window.to })} · {t('colour.insightItems', { count: data.total_items })}
            </Text>
          )}
        </Stack>
        <HStack gap="1" role="group" aria-label={t('colour.insightWindow')} data-testid="insight-window">
          {WINDOWS.map((index) => (
            <Button key={index} size="sm" variant={index === days ? 'solid' : 'outline'} aria-pressed={index === days} onClick={() => navigate(hrefWith({ days: index }), { replace: true })}>
              {t(`colour.window.${index}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
      <PageStatusView status={pageStatusOf(insight)} error={insight.error} onRetry={() => void insight.refetch()}>
        {data && (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="5">
            <Panel title={t('colour.insightFamilies')}>
              <FamilyBars families={data.families} changeLabel={(value) => t('colour.insightChange', { value })} />
            </Panel>
            <Panel title={t('colour.insightDaily')}>
              <StackedColumns series={data.daily.map((d) => ({ label: d.date, shares: d.shares }))} families={families} locale={locale} label={t('colour.insightDaily')} />
            </Panel>
            <Panel title={t('colour.insightSeasons')}>
              <StackedBars rows={data.seasons.map((s) => ({ label: s.name ?? s.season, shares: s.shares }))} families={families} />
            </Panel>
            <Panel title={t('colour.insightTop')}>
              <SimpleGrid columns={{ base: 3, md: 4, xl: 5 }} gap="2">
                {data.top.map((top) => (
                  <Box key={top.colour.code}>
                    <Swatch
                      hex={top.colour.color_rgbhex}
                      size="sm"
                      badge={`${top.share}%`}
                      lines={[top.colour.code, top.colour.name]}
                      onClick={() => navigate(`/list/searchColor?key_words=${encodeKeywords([top.colour.code])}&channel=${channel}`)}
                    />
                  </Box>
                ))}
              </SimpleGrid>
            </Panel>
          </Grid>
        )}
      </PageStatusView>
    </Stack>
  );
}
