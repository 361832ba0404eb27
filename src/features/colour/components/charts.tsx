import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { COLOUR_FAMILIES, type ColourFamily } from '../../../shared/colour/families';

/** Small SVG charts for colour insight: no chart library, the colours are the data. */

const familyHex = (key: ColourFamily) => COLOUR_FAMILIES.find((f) => f.key === key)!.hex;
const familyName = (key: ColourFamily, locale: 'zh' | 'en') => {
  const family = COLOUR_FAMILIES.find((f) => f.key === key)!;
  return locale === 'en' ? family.en : family.zh;
};

export function FamilyBars({ families, changeLabel }: { families: { key: ColourFamily; name: string; hex: string; share: number; change: number }[]; changeLabel: (value: string) => string }) {
  const max = Math.max(1, ...families.map((f) => f.share));
  return (
    <Stack gap="2" data-testid="chart-families">
      {families.map((family) => (
        <Flex key={family.key} align="center" gap="3" fontSize="sm">
          <Text w="8" flexShrink={0}>
            {family.name}
          </Text>
          <Box flex="1" h="4" bg="bg.muted" borderRadius="full" overflow="hidden">
            <Box h="full" w={`${(family.share / max) * 100}%`} bg={family.hex} borderRadius="full" transition="width 0.4s ease" />
          </Box>
          <Text w="14" textAlign="right" fontVariantNumeric="tabular-nums">
            {family.share.toFixed(1)}%
          </Text>
          <Text w="24" fontSize="xs" color={family.change > 0 ? 'fg.success' : family.change < 0 ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
            {changeLabel(`${family.change > 0 ? '+' : ''}${family.change.toFixed(1)}`)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

export interface StackedSeries {
  label: string;
  shares: Partial<Record<ColourFamily, number>>;
}

/** Shares of each family per day as stacked 100 % columns; a day without pictures stays an empty slot. */
export function StackedColumns({ series, families, locale, label, height = 200 }: { series: StackedSeries[]; families: ColourFamily[]; locale: 'zh' | 'en'; label: string; height?: number }) {
  const width = 720;
  const n = series.length;
  if (n === 0) return null;
  const slot = width / n;
  const bar = Math.max(2, slot * 0.72);
  const ticks = series.map((point, i) => ({ i, label: point.label })).filter((_, i) => n <= 8 || i % Math.ceil(n / 7) === 0 || i === n - 1);
  return (
    <Stack gap="2" data-testid="chart-daily">
      <chakra.svg viewBox={`0 0 ${width} ${height + 22}`} w="full" h="auto" role="img" aria-label={label}>
        <line x1="0" x2={width} y1={height + 0.5} y2={height + 0.5} stroke="currentColor" opacity="0.15" />
        {series.map((point, i) => {
          const total = families.reduce((sum, f) => sum + (point.shares[f] ?? 0), 0);
          if (total === 0) return <rect key={i} x={i * slot + (slot - bar) / 2} y={height - 2} width={bar} height={2} fill="currentColor" opacity="0.12" />;
          let top = height;
          return (
            <g key={i}>
              <title>{`${point.label}: ${families
                .filter((f) => point.shares[f])
                .map((f) => `${familyName(f, locale)} ${point.shares[f]}%`)
                .join(' · ')}`}</title>
              {families.map((family) => {
                const h = ((point.shares[family] ?? 0) / total) * height;
                if (h === 0) return null;
                top -= h;
                return <rect key={family} x={i * slot + (slot - bar) / 2} y={top} width={bar} height={h} fill={familyHex(family)} />;
              })}
            </g>
          );
        })}
        {ticks.map((tick) => (
          <text key={tick.i} x={Math.min(width - 24, Math.max(24, tick.i * slot + slot / 2))} y={height + 16} fontSize="11" textAnchor="middle" fill="currentColor" opacity="0.6">
            {tick.label.slice(5)}
          </text>
        ))}
      </chakra.svg>
      <Legend families={families} locale={locale} />
    </Stack>
  );
}

export function Legend({ families, locale }: { families: ColourFamily[]; locale: 'zh' | 'en' }) {
  return (
    <Flex gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
      {families.map((family) => (
        <Flex key={family} align="center" gap="1">
          <Box w="2.5" h="2.5" borderRadius="full" bg={familyHex(family)} borderWidth="1px" borderColor="border.muted" />
          {familyName(family, locale)}
        </Flex>
      ))}
    </Flex>
  );
}

/** One 100 % bar per row (seasons, channels), split by family. */
export function StackedBars({ rows, families }: { rows: StackedSeries[]; families: ColourFamily[] }) {
  return (
    <Stack gap="2.5" data-testid="chart-seasons">
      {rows.map((row) => {
        const total = families.reduce((sum, f) => sum + (row.shares[f] ?? 0), 0) || 1;
        return (
          <Flex key={row.label} align="center" gap="3" fontSize="sm">
            <Text w="24" flexShrink={0} truncate>
              {row.label}
            </Text>
            <Flex flex="1" h="6" borderRadius="l2" overflow="hidden">
              {families.map((family) =>
                row.shares[family] ? (
                  <Box key={family} bg={familyHex(family)} flexBasis={`${((row.shares[family] ?? 0) / total) * 100}%`} title={`${family} ${row.shares[family]}%`} />
                ) : null,
              )}
            </Flex>
          </Flex>
        );
      })}
    </Stack>
  );
}
