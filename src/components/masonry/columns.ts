/**
 * Deals items into columns in order, each to the column that is shortest so far (the leftmost of
 * equals), by each item's height in column widths. Unlike CSS columns, which balance heights and
 * leave a column empty when few items are shown (7 posts in 5 columns filled 4), every column
 * gets an item before any gets a second, and the first row reads left to right. Appending items
 * never moves the ones already placed (an infinite list grows at the bottom).
 */
export function distribute<T>(items: readonly T[], columnCount: number, heightOf: (item: T) => number): T[][] {
  const count = Math.max(1, Math.floor(columnCount));
  const columns: T[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let index = 1; index < count; index++) if (heights[index]! < heights[shortest]!) shortest = index;
    columns[shortest]!.push(item);
    heights[shortest]! += Math.max(0, heightOf(item)) || 1;
  }
  return columns;
}
