import { Box, Button, HStack, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Chart } from '../../../components/chart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { queryOptionsFor } from '../../../lib/api';
import { formatCount } from '../../../lib/format';
import type { InsAnaDimension } from '../../../shared/contract/calls/ins';

/**
 * Instagram analysis (getInsAnaAttrList, getInsAnaList with column_list and data_type 401): one
 * bar chart per column through the shared lazy ECharts wrapper (each with its own hidden data
 * table), and the whole as a table on request.
 */
export function InsAnalysis() {
  const { t, locale } = useLocale();
  const [dimension, setDimension] = useState<InsAnaDimension>('itype');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const attrs = useQuery(queryOptionsFor('oct/ListDataKw/getInsAnaAttrList', { data_type: 401 }, locale));
  const columns = attrs.data?.column_list ?? [];
  const rows = useQuery({
    ...queryOptionsFor('oct/ListDataKw/getInsAnaList', { data_type: 401, dimension, column_list: columns.map((c) => c.key).join(',') }, locale),
    enabled: columns.length > 0,
  });
  const data = rows.data;
  const dimensionName = attrs.data?.dimensions.find((d) => d.key === dimension)?.name ?? '';
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="4" mb="5" bg="bg.panel" data-testid="ins-analysis">
      <HStack justify="space-between" wrap="wrap" mb="3">
        <Heading as="h2" fontSize="md">
          {t('ins.analysisTitle')}
        </Heading>
        <HStack gap="1" wrap="wrap">
          {(['chart', 'table'] as const).map((v) => (
            <Button key={v} size="xs" variant={v === view ? 'solid' : 'outline'} aria-pressed={v === view} onClick={() => setView(v)} data-testid={`ins-analysis-${v}`}>
              {t(v === 'chart' ? 'ins.chartView' : 'ins.tableView')}
            </Button>
          ))}
          <Text fontSize="sm" color="fg.muted" ms="2">
            {t('ins.analysisBy')}
          </Text>
          {attrs.data?.dimensions.map((d) => (
            <Button key={d.key} size="xs" variant={d.key === dimension ? 'subtle' : 'ghost'} aria-pressed={d.key === dimension} onClick={() => setDimension(d.key)}>
              {d.name}
            </Button>
          ))}
        </HStack>
      </HStack>
      {view === 'chart' && data && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: columns.length > 2 ? 3 : 2 }} gap="4">
          {columns.map((c) => (
            <Chart
              key={c.key}
              testId="ins-analysis-chart"
              kind="bar"
              title={c.name}
              categoryLabel={dimensionName}
              categories={data.list.map((row) => row.name)}
              series={[{ name: c.name, data: data.list.map((row) => row.values[c.key] ?? 0) }]}
              height={220}
            />
          ))}
        </SimpleGrid>
      )}
      <Box overflowX="auto" display={view === 'table' ? 'block' : 'none'}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{dimensionName}</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} textAlign="end">
                  {c.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.data?.list.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>{row.name}</Table.Cell>
                {columns.map((c) => (
                  <Table.Cell key={c.key} textAlign="end">
                    {formatCount(row.values[c.key] ?? 0, locale)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
