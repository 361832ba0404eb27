import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { decodeAttrs, setReservedFilter, toggleAttrValue, type AttrFilter, type TimeWindowIndex } from '../../shared/catalogue/attrs';
import type { AttrGroup, AttrValue, SortType } from '../../shared/catalogue/types';

export interface FilterPanelProps {
  groups: AttrGroup[];
  /** Price-bucket value id → low_high: these values set a price range instead of a value filter. */
  priceRanges: Record<string, string>;
  filters: AttrFilter[];
  /** Applies a change to the filters in force when it runs (not when the panel last rendered). */
  onChange: (change: (filters: AttrFilter[]) => AttrFilter[]) => void;
  /** Time-window options (1/7/15/30 days) for layouts that rank by period. */
  timeWindow?: TimeWindowIndex;
  sort?: SortType;
  onSort?: (sort: SortType) => void;
}

/** How many groups show before "更多". */
const VISIBLE_GROUPS = 5;

const chip = (active: boolean) =>
  ({
    size: 'xs',
    h: '7',
    px: '3',
    borderRadius: 'full',
    fontWeight: active ? 'semibold' : 'normal',
    variant: active ? 'solid' : 'ghost',
    bg: active ? 'fg' : undefined,
    color: active ? 'fg.inverted' : 'fg.muted',
    _hover: active ? undefined : { bg: 'bg.muted', color: 'fg' },
  }) as const;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Flex gap="4" align="flex-start" py="2.5" borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: 0 }} data-testid={testId}>
      <Text flexShrink={0} w={{ base: '16', md: '24' }} pt="1" fontSize="sm" color="fg.subtle">
        {label}
      </Text>
      <Flex gap="1.5" wrap="wrap" flex="1" align="center">
        {children}
      </Flex>
    </Flex>
  );
}

function attrValues(filters: AttrFilter[], attributeId: number): string[] {
  return filters.find((f): f is Extract<AttrFilter, { kind: 'attr' }> => f.kind === 'attr' && f.attributeId === attributeId)?.values ?? [];
}

function priceOf(filters: AttrFilter[]): string | null {
  const price = filters.find((f): f is Extract<AttrFilter, { kind: 'price' }> => f.kind === 'price');
  return price ? `${price.low ?? ''}_${price.high ?? ''}` : null;
}

function Swatch({ value, active, square, onClick }: { value: AttrValue; active: boolean; square: boolean; onClick: () => void }) {
  return (
    <Box
      as="button"
      title={value.name}
      aria-label={value.name}
      aria-pressed={active}
      onClick={onClick}
      w="7"
      h="7"
      borderRadius={square ? 'l1' : 'full'}
      bg={value.value ?? 'bg.muted'}
      borderWidth="2px"
      borderColor={active ? 'fg' : 'transparent'}
      boxShadow={active ? '0 0 0 2px var(--chakra-colors-bg-surface) inset' : 'inset 0 0 0 1px rgba(0,0,0,0.08)'}
      transition="transform 0.15s ease"
      _hover={{ transform: 'scale(1.1)' }}
    />
  );
}

/**
 * Attribute filters of every kind (spec §3): single and multiple choice chips, a brand-letter
 * strip, colour swatches, Instagram multiple chips and Instagram colour squares, price buckets
 * (set as a low_high range), time windows and the sort.
 */
export function FilterPanel({ groups, priceRanges, filters, onChange, timeWindow, sort, onSort }: FilterPanelProps) {
  const { t } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? groups : groups.slice(0, VISIBLE_GROUPS);
  const price = priceOf(filters);

  const renderGroup = (group: AttrGroup) => {
    const chosen = attrValues(filters, group.id);
    const toggle = (value: AttrValue) => onChange((current) => toggleAttrValue(current, group.id, value.id, group.kind === 'single'));
    if (group.key === 'price') {
      return (
        <Row key={group.id} label={group.name} testId={`filter-${group.key}`}>
          {group.values.map((value) => {
            const range = priceRanges[value.id];
            if (!range) return null;
            const active = price === range;
            const [low, high] = range.split('_');
            const next = active ? null : { kind: 'price' as const, low: low ? Number(low) : null, high: high ? Number(high) : null };
            return (
              <Button key={value.id} {...chip(active)} aria-pressed={active} onClick={() => onChange((current) => setReservedFilter(current, 'price', next))}>
                {value.name}
              </Button>
            );
          })}
        </Row>
      );
    }
    switch (group.kind) {
      case 'colour':
      case 'ins_colour':
        return (
          <Row key={group.id} label={group.name} testId={`filter-${group.key}`}>
            {group.values.map((value) => (
              <Swatch key={value.id} value={value} square={group.kind === 'ins_colour'} active={chosen.includes(value.id)} onClick={() => toggle(value)} />
            ))}
          </Row>
        );
      case 'brand_letter':
        return (
          <Row key={group.id} label={group.name} testId={`filter-${group.key}`}>
            {group.values.map((value) => {
              const active = chosen.includes(value.id);
              return (
                <Button key={value.id} {...chip(active)} w="7" minW="7" px="0" borderRadius="l1" aria-pressed={active} onClick={() => toggle(value)}>
                  {value.name}
                </Button>
              );
            })}
          </Row>
        );
      default:
        return (
          <Row key={group.id} label={group.name} testId={`filter-${group.key}`}>
            {group.kind === 'single' && (
              <Button {...chip(chosen.length === 0)} aria-pressed={chosen.length === 0} onClick={() => onChange((current) => current.filter((f) => !(f.kind === 'attr' && f.attributeId === group.id)))}>
                {t('content.letterAll')}
              </Button>
            )}
            {group.values.map((value) => {
              const active = chosen.includes(value.id);
              return (
                <Button key={value.id} {...chip(active)} aria-pressed={active} onClick={() => toggle(value)}>
                  {group.kind === 'ins_multiple' ? `#${value.name}` : value.name}
                </Button>
              );
            })}
          </Row>
        );
    }
  };

  return (
    <Stack gap="0" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3" px={{ base: '4', md: '5' }} py="2" data-testid="filter-panel">
      {shown.map(renderGroup)}
      {timeWindow !== undefined && (
        <Row label={t('content.filterTime')} testId="filter-time">
          {([0, 1, 2, 3] as const).map((index) => (
            <Button key={index} {...chip(timeWindow === index)} aria-pressed={timeWindow === index} onClick={() => onChange((current) => setReservedFilter(current, 'time', { kind: 'time', window: index }))}>
              {t(`content.timeWindow${index}`)}
            </Button>
          ))}
          <Text fontSize="xs" color="fg.subtle" ml="2">
            {t('content.timeWindowHint')}
          </Text>
        </Row>
      )}
      {(groups.length > VISIBLE_GROUPS || onSort) && (
        <Flex justify="space-between" align="center" pt="2" pb="1" borderTopWidth="1px" borderColor="border.muted">
          {onSort && sort ? (
            <Flex gap="1.5" align="center" role="group" aria-label={t('content.sortLabel')} data-testid="sort">
              <Text fontSize="sm" color="fg.subtle" mr="2">
                {t('content.sortLabel')}
              </Text>
              {(['new', 'hot'] as const).map((option) => (
                <Button key={option} {...chip(sort === option)} aria-pressed={sort === option} onClick={() => onSort(option)}>
                  {t(option === 'new' ? 'content.sortNew' : 'content.sortHot')}
                </Button>
              ))}
            </Flex>
          ) : (
            <span />
          )}
          {groups.length > VISIBLE_GROUPS && (
            <Button size="xs" variant="ghost" color="fg.muted" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? t('content.filterLess') : t('content.filterMore')}
            </Button>
          )}
        </Flex>
      )}
    </Stack>
  );
}

/** The attrs filters of a URL value; a malformed value (an edited URL) shows as no filters. */
export function filtersOf(attrs: string | undefined): AttrFilter[] {
  try {
    return decodeAttrs(attrs);
  } catch {
    return [];
  }
}
