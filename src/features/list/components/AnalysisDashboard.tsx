import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Chart } from '../../../components/chart';
import { waitingStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { NeedsNetwork } from '../../../lib/offline/components/NeedsNetwork';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { AnalysisSkeleton } from './AnalysisSkeleton';
import {
  analysisOverviewQuery,
  attrChartQuery,
  attrDistributionQuery,
  brandRankQuery,
  hotWordsQuery,
  relatedTagsQuery,
  type AnalysisScope,
} from '../api/analysis-queries';

/** MM-DD of a YYYY-MM-DD date: the axis of a 30-day series stays readable. */
const shortDate = (date: string) => date.slice(5);

function Panel({ title, actions, children, testId, span }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string; span?: number }) {
  return (
    <Box
      data-testid={testId}
      bg="bg.surface"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: '4', md: '5' }}
      gridColumn={span ? { lg: `span ${span}` } : undefined}
      minW="0"
    >
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="3">
        <Heading as="h3" fontSize="md" fontWeight="semibold">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

function Kpi({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box data-testid={testId} bg="bg.surface" borderRadius="l3" borderWidth="1px" borderColor="border.muted" px={{ base: '4', md: '5' }} py="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontFamily="display" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="loom.fg">
        {value}
      </Text>
    </Box>
  );
}

/** Charts of the catalogue behind a data-analysis list: what came out, when, with which attributes and brands. */
export function AnalysisDashboard({ scope }: { scope: AnalysisScope }) {
  const { t, locale, formatCount } = useLocale();
  const online = useOnline();
  const overview = useQuery(analysisOverviewQuery(scope, locale));
  const attrs = useQuery(attrDistributionQuery(scope, locale));
  const brands = useQuery(brandRankQuery(scope, locale));
  const words = useQuery(hotWordsQuery(scope, locale));
  const [chosen, setChosen] = useState<number | null>(null);
  const attributes = attrs.data?.list ?? [];
  const attribute = attributes.find((a) => a.id === chosen) ?? attributes.find((a) => a.key === 'style') ?? attributes[0];
  const trend = useQuery({ ...attrChartQuery(scope, attribute?.id ?? 0, locale), enabled: attribute !== undefined });
  const topValue = attribute?.values[0];
  const related = useQuery({ ...relatedTagsQuery(scope, topValue?.id ?? 0, locale), enabled: topValue !== undefined });

  const waiting = waitingStatusOf(overview);
  if (waiting) return waiting === 'loading' ? <AnalysisSkeleton /> : <NeedsNetwork online={false} />;
  if (overview.error) return online ? null : <NeedsNetwork online={online} />;
  const data = overview.data;
  if (!data) {
    return (
      <Text color="fg.muted" data-testid="analysis-empty">
        {t('analysis.noData')}
      </Text>
    );
  }
  const dates = data.window.dates;
  const maxWord = Math.max(1, ...(words.data?.list.map((w) => w.count) ?? []));

  return (
    <Stack as="section" gap="4" data-testid="analysis-dashboard" aria-labelledby="analysis-title">
      <Flex align="baseline" justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" id="analysis-title" fontFamily="display" fontSize={{ base: 'lg', md: 'xl' }}>
          {t('analysis.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="analysis-window">
          {t('analysis.window', { from: dates[0] ?? '', to: dates[dates.length - 1] ?? '', days: data.window.days })}
        </Text>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Kpi testId="analysis-total" label={t('analysis.items')} value={formatCount(data.total)} />
        <Kpi testId="analysis-pv" label={t('analysis.views')} value={formatCount(data.pv)} />
        <Kpi testId="analysis-brands" label={t('analysis.brands')} value={formatCount(data.brands)} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title={t('analysis.daily')} testId="analysis-daily" span={2}>
          <Chart
            testId="chart-daily"
            kind="area"
            title={t('analysis.daily')}
            categoryLabel={t('analysis.date')}
            categories={dates.map(shortDate)}
            series={[{ name: t('analysis.dailyItems'), data: data.series.count }]}
            height={240}
          />
        </Panel>
        {attribute && (
          <Panel
            testId="analysis-attrs"
            title={t('analysis.distribution')}
            actions={
                <Wrap gap="1" role="group" aria-label={t('analysis.distribution')}>
                  {attributes.map((a) => (
                    <Button
                      key={a.id}
                      size="xs"
                      variant={a.id === attribute.id ? 'solid' : 'ghost'}
                      colorPalette={a.id === attribute.id ? 'loom' : 'gray'}
                      aria-pressed={a.id === attribute.id}
                      onClick={() => setChosen(a.id)}
                    >
                      {a.name}
                    </Button>
                  ))}
                </Wrap>
            }
          >
            <Chart
              testId="chart-attrs"
              kind="barHorizontal"
              title={`${t('analysis.distribution')} · ${attribute.name}`}
              categoryLabel={attribute.name}
              categories={attribute.values.map((v) => v.name)}
              series={[{ name: t('analysis.dailyItems'), data: attribute.values.map((v) => v.count) }]}
              height={300}
            />
          </Panel>
        )}
        {attribute && (
          <Panel testId="analysis-attr-trend" title={t('analysis.attrTrend', { name: attribute.name })}>
            {trend.data ? (
              <Chart
                testId="chart-attr-trend"
                kind="line"
                title={t('analysis.attrTrend', { name: attribute.name })}
                categoryLabel={t('analysis.date')}
                categories={trend.data.window.dates.map(shortDate)}
                series={trend.data.series.map((s) => ({ name: s.name, data: s.data }))}
                height={300}
              />
            ) : (
              <Skeleton h="300px" borderRadius="l2" />
            )}
          </Panel>
        )}
        {brands.data && (
          <Panel testId="analysis-brands-rank" title={t('analysis.brandRank')}>
            <Chart
              testId="chart-brands"
              kind="barHorizontal"
              title={t('analysis.brandRank')}
              categoryLabel={t('analysis.brand')}
              categories={brands.data.list.map((b) => b.name)}
              series={[{ name: t('analysis.brandItems'), data: brands.data.list.map((b) => b.count) }]}
              height={320}
            />
          </Panel>
        )}
        <Stack gap="4">
          {words.data && (
            <Panel testId="analysis-words" title={t('analysis.words')}>
              <Wrap gap="2" as="ul" listStyleType="none">
                {words.data.list.map((w) => (
                  <Box
                    as="li"
                    key={w.word}
                    px="2"
                    py="0.5"
                    borderRadius="l2"
                    bg="loom.subtle"
                    color="loom.fg"
                    fontSize={`${0.8 + (0.5 * w.count) / maxWord}rem`}
                    title={String(w.count)}
                  >
                    {w.word}
                    <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                      {formatCount(w.count)}
                    </Text>
                  </Box>
                ))}
              </Wrap>
            </Panel>
          )}
          {topValue && (
            <Panel testId="analysis-related" title={t('analysis.related', { name: topValue.name })}>
              {related.data?.list.length ? (
                <Wrap gap="2" as="ul" listStyleType="none">
                  {related.data.list.map((tag) => (
                    <Box as="li" key={tag.id} fontSize="sm" px="2" py="0.5" borderRadius="l2" borderWidth="1px" borderColor="border.muted">
                      <Text as="span" color="fg.muted" me="1">
                        {tag.attribute}
                      </Text>
                      {tag.name}
                      <Text as="span" color="fg.muted" ms="1">
                        {tag.share}%
                      </Text>
                    </Box>
                  ))}
                </Wrap>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {{ offline: t('content.statusOffline'), loading: '…', none: t('analysis.relatedEmpty') }[waitingStatusOf(related) ?? 'none']}
                </Text>
              )}
            </Panel>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
