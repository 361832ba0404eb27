import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { decodeAttrs, setReservedFilter, toggleAttrValue, type AttrFilter, type TimeWindowIndex } from '../../shared/catalogue/attrs';
import type { AttrGroup, AttrValue, SortType } from '../../shared/catalogue/types';
import { staticClass } from '../static-styles';
import styles from './FilterPanel.module.css';

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

/** One choice: pressed when it is in force (FilterPanel.module.css). */
function Chip({ active, className, ...props }: { active: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={className ? `${styles.chip} ${className}` : styles.chip} aria-pressed={active} {...props} />;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <p className={styles.label}>{label}</p>
      <div className={styles.chips}>{children}</div>
    </div>
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
    <button
      type="button"
      className={square ? `${styles.swatch} ${styles.square}` : styles.swatch}
      style={{ background: value.value ?? 'var(--chakra-colors-bg-muted)' }}
      title={value.name}
      aria-label={value.name}
      aria-pressed={active}
      onClick={onClick}
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
              <Chip key={value.id} active={active} onClick={() => onChange((current) => setReservedFilter(current, 'price', next))}>
                {value.name}
              </Chip>
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
                <Chip key={value.id} active={active} className={styles.letter} onClick={() => toggle(value)}>
                  {value.name}
                </Chip>
              );
            })}
          </Row>
        );
      default:
        return (
          <Row key={group.id} label={group.name} testId={`filter-${group.key}`}>
            {group.kind === 'single' && (
              <Chip active={chosen.length === 0} onClick={() => onChange((current) => current.filter((f) => !(f.kind === 'attr' && f.attributeId === group.id)))}>
                {t('content.letterAll')}
              </Chip>
            )}
            {group.values.map((value) => {
              const active = chosen.includes(value.id);
              return (
                <Chip key={value.id} active={active} onClick={() => toggle(value)}>
                  {group.kind === 'ins_multiple' ? `#${value.name}` : value.name}
                </Chip>
              );
            })}
          </Row>
        );
    }
  };

  return (
    <div className={staticClass('filter-panel')} data-testid="filter-panel">
      {shown.map(renderGroup)}
      {timeWindow !== undefined && (
        <Row label={t('content.filterTime')} testId="filter-time">
          {([0, 1, 2, 3] as const).map((index) => (
            <Chip key={index} active={timeWindow === index} onClick={() => onChange((current) => setReservedFilter(current, 'time', { kind: 'time', window: index }))}>
              {t(`content.timeWindow${index}`)}
            </Chip>
          ))}
          <p className={staticClass('filter-time-hint')}>{t('content.timeWindowHint')}</p>
        </Row>
      )}
      {(groups.length > VISIBLE_GROUPS || onSort) && (
        <div className={staticClass('filter-foot')}>
          {onSort && sort ? (
            <div className={staticClass('filter-sort')} role="group" aria-label={t('content.sortLabel')} data-testid="sort">
              <p className={staticClass('filter-sort-label')}>{t('content.sortLabel')}</p>
              {(['new', 'hot'] as const).map((option) => (
                <Chip key={option} active={sort === option} onClick={() => onSort(option)}>
                  {t(option === 'new' ? 'content.sortNew' : 'content.sortHot')}
                </Chip>
              ))}
            </div>
          ) : (
            <span />
          )}
          {groups.length > VISIBLE_GROUPS && (
            <button type="button" className={staticClass('filter-more')} onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? t('content.filterLess') : t('content.filterMore')}
            </button>
          )}
        </div>
      )}
    </div>
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
