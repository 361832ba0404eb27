import { Box, Button, Center, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WaitingPart } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { csvBlob, saveBlob, xlsxBlob, type Table } from '../../../lib/table-export';
import type { HumenDashboard, HumenTrend } from '../../../shared/contract/calls/humen';
import { humenDashboardQuery } from '../api/queries';
import type { HumenContext } from '../hooks/use-humen';
import { ChartPanel, ColourDot, DataTable, KpiCard, Panel, RankMove, ChangeBadge, formatMoney, formatNumber, useCompact } from './parts';
import { HumenFrame, RangePicker } from './Shell';

type T = ReturnType<typeof useLocale>['t'];

/** The dashboard's tables, as the page shows them and as the exports write them. */
export function dashboardTables(data: HumenDashboard, t: T): Table[] {
  const pct = (n: number) => n;
  return [
    {
      name: t('humen.storeRanking'),
      header: [t('humen.rank'), t('humen.store'), t('humen.marketName'), t('humen.revenue'), t('humen.qty'), t('humen.share'), t('humen.previous')],
      rows: data.stores.map((s) => [s.rank, s.name, s.market, s.revenue, s.qty, pct(s.share), s.prev_revenue]),
    },
    {
      name: t('humen.topStyles'),
      header: [t('humen.code'), t('humen.style'), t('humen.colour'), t('humen.price'), t('humen.revenue'), t('humen.qty'), t('humen.share')],
      rows: data.styles.map((s) => [s.code, s.name, s.colour.name, s.price, s.revenue, s.qty, s.share]),
    },
    {
      name: t('humen.topCategories'),
      header: [t('humen.category'), t('humen.revenue'), t('humen.qty'), t('humen.share'), t('humen.previous')],
      rows: data.categories.map((c) => [c.name, c.revenue, c.qty, c.share, c.prev_revenue]),
    },
    {
      name: t('humen.priceBands'),
      header: [t('humen.priceBands'), t('humen.revenue'), t('humen.qty'), t('humen.share')],
      rows: data.price_bands.map((b) => [b.name, b.revenue, b.qty, b.share]),
    },
    {
      name: t('humen.colours'),
      header: [t('humen.colour'), t('humen.revenue'), t('humen.qty'), t('humen.share')],
      rows: data.colours.map((c) => [c.name, c.revenue, c.qty, c.share]),
    },
    {
      name: t('humen.trend'),
      header: [t('humen.date'), t('humen.revenue'), t('humen.qty'), t('humen.previous')],
      rows: data.trend.labels.map((label, i) => [label, data.trend.revenue[i]!, data.trend.qty[i]!, data.trend.prev_revenue[i]!]),
    },
  ];
}

export function ExportButtons({ tables, fileName }: { tables: () => Table[]; fileName: string }) {
  const { t } = useLocale();
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" bg="bg.surface" data-testid="humen-export-csv" onClick={() => saveBlob(csvBlob(tables()), `${fileName}.csv`)}>
        {t('humen.exportCsv')}
      </Button>
      <Button size="sm" variant="outline" bg="bg.surface" data-testid="humen-export-xlsx" onClick={async () => saveBlob(await xlsxBlob(tables()), `${fileName}.xlsx`)}>
        {t('humen.exportXlsx')}
      </Button>
    </HStack>
  );
}

export function trendChart(trend: HumenTrend, t: T) {
  return {
    kind: 'area' as const,
    categories: trend.labels,
    series: [
      { name: t('humen.revenue'), data: trend.revenue },
      { name: t('humen.previous'), data: trend.prev_revenue },
    ],
    categoryLabel: t('humen.date'),
  };
}

/** A page heading with the range and its comparison, the date picker and the exports. */
export function Toolbar({ context, title, data, exports }: { context: HumenContext; title: string; data?: { prev_from: string; prev_to: string }; exports?: React.ReactNode }) {
  const { t } = useLocale();
  return (
    <Flex direction={{ base: 'column', xl: 'row' }} align={{ base: 'stretch', xl: 'center' }} gap="3" mb="4">
      <Stack gap="0.5" flex="1" minW="0">
        <Heading as="h1" fontSize="xl" fontWeight="bold">
          {t('humen.market', { name: context.channelName })} · {title}
        </Heading>
        <Text fontSize="xs" color="fg.muted" data-testid="humen-period">
          {context.from} — {context.to}
          {data ? ` · ${t('humen.comparedTo', { from: data.prev_from, to: data.prev_to })}` : ''}
        </Text>
      </Stack>
      <Flex gap="3" wrap="wrap" align="center">
        <RangePicker context={context} />
        {exports}
      </Flex>
    </Flex>
  );
}

function Dashboard({ context }: { context: HumenContext }) {
  const { t, locale } = useLocale();
  const compact = useCompact();
  const query = useQuery({ ...humenDashboardQuery(context.channel, context.from, context.to, locale), placeholderData: keepPreviousData });
  const data = query.data;
  const fileName = `humen-${context.channel}-${context.from}_${context.to}`;
  const previousLabel = (value: string) => `${t('humen.previous')} ${value}`;
  return (
    <Box data-testid="humen-dashboard" data-period={data ? `${data.from}_${data.to}` : ''} opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
      <Toolbar context={context} title={t('humen.dashboard')} data={data ?? undefined} exports={data ? <ExportButtons tables={() => dashboardTables(data, t)} fileName={fileName} /> : undefined} />
      {!data ? (
        query.isPending ? (
          <WaitingPart
            query={query}
            placeholder={
              <Grid templateColumns="repeat(auto-fit, minmax(180px, 1fr))" gap="3">
                {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="24" borderRadius="l3" />)}
              </Grid>
            }
          />
        ) : (
          <Center py="20" color="fg.muted">{t('humen.noData')}</Center>
        )
      ) : (
        <Stack gap="4">
          <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }} gap="3">
            <KpiCard testId="kpi-revenue" label={t('humen.revenue')} value={compact(data.totals.revenue, true)} now={data.totals.revenue} before={data.previous.revenue} previousLabel={previousLabel(compact(data.previous.revenue, true))} />
            <KpiCard testId="kpi-qty" label={t('humen.qty')} value={compact(data.totals.qty)} now={data.totals.qty} before={data.previous.qty} previousLabel={previousLabel(compact(data.previous.qty))} />
            <KpiCard testId="kpi-avg" label={t('humen.avgPrice')} value={`¥${data.totals.avg_price.toFixed(2)}`} now={data.totals.avg_price} before={data.previous.avg_price} previousLabel={previousLabel(`¥${data.previous.avg_price.toFixed(2)}`)} />
            <KpiCard testId="kpi-stores" label={t('humen.stores')} value={String(data.totals.stores)} now={data.totals.stores} before={data.previous.stores} previousLabel={previousLabel(String(data.previous.stores))} />
            <KpiCard testId="kpi-styles" label={t('humen.styles')} value={String(data.totals.styles)} now={data.totals.styles} before={data.previous.styles} previousLabel={previousLabel(String(data.previous.styles))} />
          </Grid>
          <ChartPanel testId="chart-trend" title={t('humen.trend')} fileName={`${fileName}-trend`} height={300} {...trendChart(data.trend, t)} />
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
            <ChartPanel
              testId="chart-bands"
              title={t('humen.priceBands')}
              fileName={`${fileName}-price-bands`}
              kind="bar"
              categoryLabel={t('humen.priceBands')}
              categories={data.price_bands.map((b) => b.name)}
              series={[{ name: t('humen.revenue'), data: data.price_bands.map((b) => b.revenue) }, { name: t('humen.previous'), data: data.price_bands.map((b) => b.prev_revenue) }]}
            />
            <ChartPanel
              testId="chart-colours"
              title={t('humen.colours')}
              fileName={`${fileName}-colours`}
              kind="pie"
              categoryLabel={t('humen.colour')}
              categories={data.colours.map((c) => c.name)}
              colors={data.colours.map((c) => c.hex)}
              series={[{ name: t('humen.revenue'), data: data.colours.map((c) => c.revenue) }]}
            />
          </Grid>
          <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="4">
            <ChartPanel
              testId="chart-categories"
              title={t('humen.topCategories')}
              fileName={`${fileName}-categories`}
              kind="barHorizontal"
              height={320}
              categoryLabel={t('humen.category')}
              categories={data.categories.map((c) => c.name)}
              series={[{ name: t('humen.revenue'), data: data.categories.map((c) => c.revenue) }]}
            />
            <Panel title={t('humen.topStyles')} testId="panel-styles">
              <DataTable
                testId="table-styles"
                rows={data.styles}
                rowKey={(s) => s.id}
                columns={[
                  { header: t('humen.style'), cell: (s) => <Stack gap="0"><Text fontWeight="medium">{s.name}</Text><Text fontSize="xs" color="fg.muted">{s.code}</Text></Stack> },
                  { header: t('humen.colour'), cell: (s) => <ColourDot hex={s.colour.hex} name={s.colour.name} /> },
                  { header: t('humen.price'), cell: (s) => formatMoney(s.price), numeric: true },
                  { header: t('humen.revenue'), cell: (s) => formatMoney(s.revenue), numeric: true },
                  { header: t('humen.change'), cell: (s) => <ChangeBadge now={s.revenue} before={s.prev_revenue} />, numeric: true },
                ]}
              />
            </Panel>
          </Grid>
          <Panel title={t('humen.storeRanking')} testId="panel-stores">
            <DataTable
              testId="table-stores"
              rows={data.stores}
              rowKey={(s) => s.id}
              columns={[
                { header: t('humen.rank'), cell: (s) => <HStack gap="2"><Text fontWeight="bold" w="5">{s.rank}</Text><RankMove rank={s.rank} prev={s.prev_rank} /></HStack> },
                { header: t('humen.store'), cell: (s) => s.name },
                { header: t('humen.marketName'), cell: (s) => s.market },
                { header: t('humen.revenue'), cell: (s) => formatMoney(s.revenue), numeric: true },
                { header: t('humen.qty'), cell: (s) => formatNumber(s.qty), numeric: true },
                { header: t('humen.share'), cell: (s) => `${s.share}%`, numeric: true },
                { header: t('humen.change'), cell: (s) => <ChangeBadge now={s.revenue} before={s.prev_revenue} />, numeric: true },
              ]}
            />
          </Panel>
        </Stack>
      )}
    </Box>
  );
}

/** /humen/dataDashboard. */
export function DataDashboardPage() {
  const { t } = useLocale();
  return <HumenFrame title={t('humen.dashboard')}>{(context) => <Dashboard context={context} />}</HumenFrame>;
}
