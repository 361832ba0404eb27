import { Button, Flex, Text } from '@chakra-ui/react';
import { useLocale } from '../../i18n/use-locale';
import { removeAttrValue, setReservedFilter, type AttrFilter } from '../../shared/catalogue/attrs';
import type { AttrGroup } from '../../shared/catalogue/types';

export interface ChosenFiltersProps {
  filters: AttrFilter[];
  groups: AttrGroup[];
  /** Names of columns a search is scoped to. */
  columnName?: (id: number) => string | undefined;
  /** Applies a change to the filters in force when it runs (not when the panel last rendered). */
  onChange: (change: (filters: AttrFilter[]) => AttrFilter[]) => void;
}

interface Chip {
  key: string;
  label: string;
  remove: (current: AttrFilter[]) => AttrFilter[];
}

/** The filters in force, each removable, and one button to clear them all. */
export function ChosenFilters({ filters, groups, columnName, onChange }: ChosenFiltersProps) {
  const { t } = useLocale();
  const chips: Chip[] = filters.flatMap((filter): Chip[] => {
    switch (filter.kind) {
      case 'attr': {
        const group = groups.find((g) => g.id === filter.attributeId);
        return filter.values.map((value) => ({
          key: `${filter.attributeId}-${value}`,
          label: `${group?.name ?? filter.attributeId}：${group?.values.find((v) => v.id === value)?.name ?? value}`,
          remove: (current) => removeAttrValue(current, filter.attributeId, value),
        }));
      }
      case 'price':
        return [
          {
            key: 'price',
            label: `${t('content.filterPrice')}：${filter.low ?? 0}–${filter.high ?? '∞'}`,
            remove: (current) => setReservedFilter(current, 'price', null),
          },
        ];
      case 'time':
        return [{ key: 'time', label: t(`content.timeWindow${filter.window}`), remove: (current) => setReservedFilter(current, 'time', null) }];
      case 'column':
        return [
          {
            key: 'column',
            label: `${t('content.filterColumn')}：${columnName?.(filter.column) ?? filter.column}`,
            remove: (current) => setReservedFilter(current, 'column', null),
          },
        ];
    }
  });
  if (chips.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid="chosen-filters">
      <Text fontSize="sm" color="fg.subtle" mr="1">
        {t('content.filterChosen')}
      </Text>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="xs"
          h="7"
          variant="subtle"
          borderRadius="full"
          bg="loom.subtle"
          color="loom.fg"
          fontWeight="medium"
          onClick={() => onChange(chip.remove)}
          aria-label={t('content.filterRemove', { name: chip.label })}
          data-testid="chosen-filter"
        >
          {chip.label}
          <Text as="span" aria-hidden fontSize="md" lineHeight="1" ml="0.5">
            ×
          </Text>
        </Button>
      ))}
      <Button size="xs" variant="ghost" color="fg.muted" onClick={() => onChange(() => [])} data-testid="clear-filters">
        {t('content.filterClear')}
      </Button>
    </Flex>
  );
}
