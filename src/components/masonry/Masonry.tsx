import type { CSSProperties, Key, ReactNode } from 'react';
import { distribute } from './columns';
import { useColumnCount } from './use-column-count';
import styles from './Masonry.module.css';

export interface MasonryProps<T> {
  items: readonly T[];
  /** Column counts per breakpoint ({base: 2, md: 3, lg: 4, xl: 5}); the pictures' `sizes` use the same. */
  columns: Record<string, number>;
  /** An item's height in column widths (a picture's height / width, plus its caption): where it goes. */
  heightOf: (item: T) => number;
  keyOf: (item: T) => Key;
  /** The item's content, inside its list item. */
  render: (item: T, index: number) => ReactNode;
  /** Space between columns and between items (a CSS length). */
  gap: string;
  testId?: string;
}

/**
 * A wall of pictures of their own heights: items dealt into columns (see distribute), each column a
 * list. The count follows the window's width.
 */
export function Masonry<T>({ items, columns, heightOf, keyOf, render, gap, testId }: MasonryProps<T>) {
  const count = useColumnCount(columns);
  const order = new Map(items.map((item, index) => [item, index]));
  return (
    <div className={styles.masonry} style={{ '--masonry-gap': gap } as CSSProperties} data-testid={testId}>
      {distribute(items, count, heightOf).map((column, index) => (
        <ul key={index} className={styles.column}>
          {column.map((item) => (
            <li key={keyOf(item)}>{render(item, order.get(item)!)}</li>
          ))}
        </ul>
      ))}
    </div>
  );
}
