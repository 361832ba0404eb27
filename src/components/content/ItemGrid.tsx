import type { CSSProperties, ReactNode } from 'react';
import { ItemCard } from '../item-card';
import { layOutWhenIdle, offscreenDeferred } from '../offscreen';
import { gridSizes } from '../responsive-image';
import { detailHref } from '../../shared/catalogue/links';
import { hidesPublishTime } from '../../shared/catalogue/list-rules';
import type { ListItem } from '../../shared/catalogue/types';
import styles from './ItemGrid.module.css';

export type GridDensity = 'standard' | 'dense' | 'wide';

/**
 * Cards after these (more than the first screen holds at any width) skip their layout while the
 * page loads and are laid out together once it is idle (components/offscreen): a list or search
 * page's first full layout was a long task on a slow tablet (issue #11).
 */
const FIRST_SCREEN_CARDS = 15;

/** Column counts per breakpoint: the grid's layout (ItemGrid.module.css reads them) and its pictures' `sizes`. */
const COLUMNS: Record<GridDensity, Record<string, number>> = {
  standard: { base: 2, md: 3, lg: 4, xl: 5 },
  dense: { base: 2, sm: 3, md: 4, lg: 5, xl: 6 },
  wide: { base: 1, sm: 2, lg: 3 },
};

const columnVariables = (columns: Record<string, number>) =>
  Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [`--columns-${breakpoint}`, count])) as CSSProperties;
const GRID_STYLES = Object.fromEntries(Object.entries(COLUMNS).map(([density, columns]) => [density, columnVariables(columns)])) as Record<GridDensity, CSSProperties>;
const GRID_SIZES = Object.fromEntries(Object.entries(COLUMNS).map(([density, columns]) => [density, gridSizes(columns)])) as Record<GridDensity, string>;

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
}

/** A grid of item cards leading to their detail pages. */
export function ItemGrid({ items, density = 'standard', dataSource, columnOf, cardFooter }: ItemGridProps) {
  return (
    <ul className={`${styles.columns} ${styles.grid}`} style={GRID_STYLES[density]} data-testid="item-grid" ref={items.length > FIRST_SCREEN_CARDS ? layOutWhenIdle : undefined}>
      {items.map((item, index) => (
        <li key={item.id} className={cellClass(index < FIRST_SCREEN_CARDS ? styles.cell : `${styles.cell} ${offscreenDeferred}`, item)}>
          <ItemCard item={item} href={detailHref(item, { dataSource })} column={columnOf?.(item)} priority={index < 6} sizes={GRID_SIZES[density]} />
          {cardFooter?.(item)}
        </li>
      ))}
    </ul>
  );
}

/** Photo-wall layout: CSS columns keep each picture's own height (street photos, Instagram). */
const MASONRY_COLUMNS = { base: 2, md: 3, lg: 4, xl: 5 };
const MASONRY_STYLE = columnVariables(MASONRY_COLUMNS);
const MASONRY_SIZES = gridSizes(MASONRY_COLUMNS);

export function MasonryGrid({ items, dataSource }: Pick<ItemGridProps, 'items' | 'dataSource'>) {
  return (
    <ul className={`${styles.columns} ${styles.masonry}`} style={MASONRY_STYLE} data-testid="item-grid">
      {items.map((item, index) => (
        <li key={item.id} className={cellClass(styles.brick, item)}>
          <ItemCard item={item} href={detailHref(item, { dataSource })} priority={index < 6} sizes={MASONRY_SIZES} />
        </li>
      ))}
    </ul>
  );
}
