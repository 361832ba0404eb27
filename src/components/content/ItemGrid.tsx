import type { CSSProperties, ReactNode } from 'react';
import { ItemCard } from '../item-card';
import { layOutWhenIdle, offscreenDeferred } from '../offscreen';
import { detailHref } from '../../shared/catalogue/links';
import { hidesPublishTime } from '../../shared/catalogue/list-rules';
import type { ListItem } from '../../shared/catalogue/types';
import { GRID_COLUMNS, GRID_SIZES, type GridDensity } from './grid-sizes';
import styles from './ItemGrid.module.css';

export type { GridDensity };

/**
 * Cards after these (more than the first screen holds at any width) skip their layout while the
 * page loads and are laid out together once it is idle (components/offscreen): a list or search
 * page's first full layout was a long task on a slow tablet (issue #11).
 */
const FIRST_SCREEN_CARDS = 15;

const columnVariables = (columns: Record<string, number>) =>
  Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [`--columns-${breakpoint}`, count])) as CSSProperties;
const GRID_STYLES = Object.fromEntries(Object.entries(GRID_COLUMNS).map(([density, columns]) => [density, columnVariables(columns)])) as Record<GridDensity, CSSProperties>;

/**
 * Column 146863 / sub-column 35881 on channel 20850 lists without publish times (spec §9): the
 * card's date group (the element holding its <time>) is hidden for those items.
 */
const cellClass = (base: string | undefined, item: ListItem) => (hidesPublishTime(item.channel, item.column, item.subcolumn) ? `${base} ${styles.timeless}` : base);

export interface ItemGridProps {
  items: ListItem[];
  density?: GridDensity;
  /** Passed on to detail links (dsd embedding). */
  dataSource?: string | null;
  /** Column names for the label above each title. */
  columnOf?: (item: ListItem) => { name: string; href: string } | undefined;
  /** Something under each card (the favourites' "use in tool"). */
  cardFooter?: (item: ListItem) => ReactNode;
  /**
   * How many of the first cards fetch their pictures at once and first: the page's first screen.
   * 0 for a grid below the fold (related items, a home section rendered at idle), whose pictures
   * load as the reader nears them instead of competing with the page's largest picture.
   */
  priorityCards?: number;
}

/** The cards a grid at the top of a page shows on its first screen at phone width. */
const PRIORITY_CARDS = 6;

/** A grid of item cards leading to their detail pages. */
export function ItemGrid({ items, density = 'standard', dataSource, columnOf, cardFooter, priorityCards = PRIORITY_CARDS }: ItemGridProps) {
  return (
    <ul className={`${styles.columns} ${styles.grid}`} style={GRID_STYLES[density]} data-testid="item-grid" ref={items.length > FIRST_SCREEN_CARDS ? layOutWhenIdle : undefined}>
      {items.map((item, index) => (
        <li key={item.id} className={cellClass(index < FIRST_SCREEN_CARDS ? styles.cell : `${styles.cell} ${offscreenDeferred}`, item)}>
          <ItemCard item={item} href={detailHref(item, { dataSource })} column={columnOf?.(item)} priority={index < priorityCards} sizes={GRID_SIZES[density]} />
          {cardFooter?.(item)}
        </li>
      ))}
    </ul>
  );
}
