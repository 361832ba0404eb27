import { Badge, Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { Chart, type ChartProps } from '../../../components/chart';
import { useLocale } from '../../../i18n/use-locale';
import { saveBlob } from '../../../lib/table-export';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Numbers of tables and exports: grouped, at most two decimals (the CSV carries the same values ungrouped). */
export const formatNumber = (value: number) => grouped.format(value);
export const formatMoney = (value: number) => `¥${grouped.format(Math.round(value))}`;

/** Compact figures of the headline cards: 1,234.5万 / 12.3M. */
export function useCompact() {
  const { locale } = useLocale();
  return (value: number, money = false) => {
    const prefix = money ? '¥' : '';
    if (locale === 'zh') {
      if (Math.abs(value) >= 1e8) return `${prefix}${(value / 1e8).toFixed(2)}亿`;
      if (Math.abs(value) >= 1e4) return `${prefix}${(value / 1e4).toFixed(1)}万`;
      return `${prefix}${grouped.format(Math.round(value * 100) / 100)}`;
    }
    return `${prefix}${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
  };
}

/** Change from the previous period, percent with one decimal; null when there was nothing before. */
export const changeOf = (now: number, before: number): number | null => (before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null);

/** How a change reads: up, down, or (rounded to 0.0 %) neither. */
const CHANGE_LOOK = {
  up: { mark: '▲ ', color: 'green.fg' },
  down: { mark: '▼ ', color: 'red.fg' },
  flat: { mark: '', color: 'fg.muted' },
} as const;

export function ChangeBadge({ now, before, testId }: { now: number; before: number; testId?: string }) {
  const change = changeOf(now, before);
  if (change === null) return <Text as="span" color="fg.muted" fontSize="xs">—</Text>;
  const look = CHANGE_LOOK[change > 0 ? 'up' : change < 0 ? 'down' : 'flat'];
  return (
    <Text as="span" data-testid={testId} fontSize="xs" fontWeight="semibold" color={look.color} whiteSpace="nowrap">
      {look.mark}
      {Math.abs(change).toFixed(1)}%
    </Text>
  );
}

export function KpiCard({ label, value, now, before, previousLabel, testId }: { label: string; value: string; now: number; before: number; previousLabel: string; testId: string }) {
  return (
    <Stack data-testid={testId} gap="1" p="4" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" boxShadow="card" minW="0">
      <Text fontSize="xs" color="fg.muted" letterSpacing="wide">
        {label}
      </Text>
      <Text data-testid={`${testId}-value`} fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1.2" truncate>
        {value}
      </Text>
      <HStack gap="2" fontSize="xs" color="fg.muted">
        <ChangeBadge now={now} before={before} />
        <Text as="span" truncate>
          {previousLabel}
        </Text>
      </HStack>
    </Stack>
  );
}

/** A dashboard card: title, optional actions, content. */
export function Panel({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" boxShadow="card" p="4" minW="0">
      <Flex align="center" justify="space-between" gap="2" mb="3">
        <Heading as="h2" fontSize="sm" fontWeight="semibold">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** A chart in a panel, with a button that saves it as a PNG. */
export function ChartPanel({ title, fileName, testId, ...chart }: Omit<ChartProps, 'title' | 'pngRef'> & { title: string; fileName: string; testId: string }) {
  const { t } = useLocale();
  const png = useRef<(() => Promise<Blob>) | null>(null);
  const save = async () => {
    if (png.current) saveBlob(await png.current(), `${fileName}.png`);
  };
  return (
    <Panel
      title={title}
      testId={testId}
      actions={
        <Button size="xs" variant="ghost" color="fg.muted" onClick={() => void save()} data-testid={`${testId}-png`}>
          {t('humen.exportPng')}
        </Button>
      }
    >
      <Chart title={title} pngRef={png} {...chart} />
    </Panel>
  );
}

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** A compact data table; rows may be clickable (drill-down). */
export function DataTable<R>({ columns, rows, rowKey, onRowClick, selected, testId }: { columns: Column<R>[]; rows: R[]; rowKey: (row: R) => string | number; onRowClick?: (row: R) => void; selected?: string | number; testId: string }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid={testId} css={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : 'start'} color="fg.muted" fontWeight="medium" whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <Table.Row
                key={key}
                data-row-key={key}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                cursor={onRowClick ? 'pointer' : undefined}
                bg={selected === key ? 'loom.subtle' : undefined}
                _hover={onRowClick ? { bg: 'bg.muted' } : undefined}
              >
                {columns.map((column) => (
                  <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function ColourDot({ hex, name }: { hex: string; name: string }) {
  return (
    <HStack gap="2" as="span">
      <Box as="span" display="inline-block" w="3" h="3" borderRadius="full" bg={hex} borderWidth="1px" borderColor="border.emphasized" flexShrink={0} />
      <span>{name}</span>
    </HStack>
  );
}

export function RankMove({ rank, prev }: { rank: number; prev: number | null }) {
  if (prev === null) return <Badge size="xs" colorPalette="blue">NEW</Badge>;
  const move = prev - rank;
  if (move === 0) return <Text as="span" color="fg.muted">–</Text>;
  return (
    <Text as="span" fontSize="xs" color={move > 0 ? 'green.fg' : 'red.fg'}>
      {move > 0 ? '▲' : '▼'}
      {Math.abs(move)}
    </Text>
  );
}
