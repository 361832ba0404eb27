import { Box, Center, Grid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { WaitingPart } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import type { Table } from '../../../lib/table-export';
import type { HumenClothingData } from '../../../shared/contract/calls/humen';
import { humenClothingQuery } from '../api/queries';
import { humenHref, type HumenContext } from '../hooks/use-humen';
import { ChangeBadge, ChartPanel, ColourDot, DataTable, Panel, formatMoney, formatNumber } from './parts';
import { ExportButtons, Toolbar, trendChart } from './DashboardPage';
import { HumenFrame } from './Shell';
import { useSearchParams } from 'react-router-dom';

type T = ReturnType<typeof useLocale>['t'];

function clothingTables(data: HumenClothingData, t: T): Table[] {
  const tables: Table[] = [
    {
      name: t('humen.allCategories'),
      header: [t('humen.category'), t('humen.revenue'), t('humen.qty'), t('humen.avgPrice'), t('humen.styleCount'), t('humen.share'), t('humen.previous')],
      rows: data.categories.map((c) => [c.name, c.revenue, c.qty, c.avg_price, c.styles, c.share, c.prev_revenue]),
    },
  ];
  if (data.category) {
    tables.push({
      name: data.category.name,
      header: [t('humen.code'), t('humen.style'), t('humen.colour'), t('humen.price'), t('humen.revenue'), t('humen.qty'), t('humen.share'), t('humen.previous')],
      rows: data.category.styles.map((s) => [s.code, s.name, s.colour.name, s.price, s.revenue, s.qty, s.share, s.prev_revenue]),
    });
  }
  return tables;
}

function Clothing({ context }: { context: HumenContext }) {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const categoryId = Number(search.get('category')) || undefined;
  const styleId = Number(search.get('style')) || undefined;
  const query = useQuery({ ...humenClothingQuery(context.channel, context.from, context.to, categoryId, styleId, locale), placeholderData: keepPreviousData });
  const data = query.data;
  const fileName = `humen-clothing-${context.channel}-${context.from}_${context.to}`;
  const go = (extra: Record<string, number>) => navigate(humenHref('clothingData', context, extra));
  return (
    <Box data-testid="humen-clothing" opacity={query.isPlaceholderData ? 0.6 : 1}>
      <Toolbar context={context} title={t('humen.clothing')} data={data ?? undefined} exports={data ? <ExportButtons tables={() => clothingTables(data, t)} fileName={fileName} /> : undefined} />
      {!data ? (
        <Center py="20" color="fg.muted">{query.isPending ? <WaitingPart query={query} placeholder={null} /> : t('humen.noData')}</Center>
      ) : (
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4">
            <Panel title={t('humen.allCategories')} testId="panel-categories" actions={<Text fontSize="xs" color="fg.muted">{t('humen.pickCategory')}</Text>}>
              <DataTable
                testId="table-categories"
                rows={data.categories}
                rowKey={(c) => c.id}
                selected={data.category?.id}
                onRowClick={(c) => go({ category: c.id })}
                columns={[
                  { header: t('humen.category'), cell: (c) => <Text fontWeight="medium">{c.name}</Text> },
                  { header: t('humen.revenue'), cell: (c) => formatMoney(c.revenue), numeric: true },
                  { header: t('humen.qty'), cell: (c) => formatNumber(c.qty), numeric: true },
                  { header: t('humen.avgPrice'), cell: (c) => `¥${c.avg_price.toFixed(2)}`, numeric: true },
                  { header: t('humen.styleCount'), cell: (c) => c.styles, numeric: true },
                  { header: t('humen.share'), cell: (c) => `${c.share}%`, numeric: true },
                  { header: t('humen.change'), cell: (c) => <ChangeBadge now={c.revenue} before={c.prev_revenue} />, numeric: true },
                ]}
              />
            </Panel>
            <ChartPanel
              testId="chart-category-share"
              title={t('humen.share')}
              fileName={`${fileName}-categories`}
              kind="pie"
              height={300}
              categoryLabel={t('humen.category')}
              categories={data.categories.map((c) => c.name)}
              series={[{ name: t('humen.revenue'), data: data.categories.map((c) => c.revenue) }]}
            />
          </Grid>
          {data.category && (
            <>
              <ChartPanel testId="chart-category-trend" title={t('humen.styleTrend', { name: data.category.name })} fileName={`${fileName}-category-${data.category.id}`} height={260} {...trendChart(data.category.trend, t)} />
              <Panel title={t('humen.categoryStyles', { name: data.category.name })} testId="panel-category-styles">
                <DataTable
                  testId="table-category-styles"
                  rows={data.category.styles}
                  rowKey={(s) => s.id}
                  selected={data.style?.id}
                  onRowClick={(s) => go({ category: data.category!.id, style: s.id })}
                  columns={[
                    { header: t('humen.code'), cell: (s) => <Text color="fg.muted">{s.code}</Text> },
                    { header: t('humen.style'), cell: (s) => <Text fontWeight="medium">{s.name}</Text> },
                    { header: t('humen.colour'), cell: (s) => <ColourDot hex={s.colour.hex} name={s.colour.name} /> },
                    { header: t('humen.price'), cell: (s) => formatMoney(s.price), numeric: true },
                    { header: t('humen.revenue'), cell: (s) => formatMoney(s.revenue), numeric: true },
                    { header: t('humen.qty'), cell: (s) => formatNumber(s.qty), numeric: true },
                    { header: t('humen.share'), cell: (s) => `${s.share}%`, numeric: true },
                    { header: t('humen.change'), cell: (s) => <ChangeBadge now={s.revenue} before={s.prev_revenue} />, numeric: true },
                  ]}
                />
              </Panel>
            </>
          )}
          {data.style && <ChartPanel testId="chart-style-trend" title={t('humen.styleTrend', { name: data.style.name })} fileName={`${fileName}-style-${data.style.id}`} height={240} {...trendChart(data.style.trend, t)} />}
        </Stack>
      )}
    </Box>
  );
}

/** /humen/clothingData. */
export function ClothingDataPage() {
  const { t } = useLocale();
  return <HumenFrame title={t('humen.clothing')}>{(context) => <Clothing context={context} />}</HumenFrame>;
}
