import { describe, expect, it } from 'vitest';
import { distribute } from './columns';

const height = (item: { h: number }) => item.h;

describe('distribute', () => {
  it('gives every column an item before any gets a second: 7 posts in 5 columns fill all 5', () => {
    const posts = Array.from({ length: 7 }, (_, index) => ({ id: index, h: 1.25 }));
    const columns = distribute(posts, 5, height);
    expect(columns.map((column) => column.map((post) => post.id))).toEqual([[0, 5], [1, 6], [2], [3], [4]]);
  });

  it('puts each item under the shortest column, so tall and short pictures even out', () => {
    const items = [
      { id: 'tall', h: 2 },
      { id: 'wide', h: 0.5 },
      { id: 'a', h: 1 },
      { id: 'b', h: 1 },
    ];
    expect(distribute(items, 2, height).map((column) => column.map((item) => item.id))).toEqual([['tall'], ['wide', 'a', 'b']]);
  });

  it('never moves placed items when more are appended', () => {
    const first = Array.from({ length: 12 }, (_, index) => ({ id: index, h: 1 + ((index * 7) % 5) / 4 }));
    const more = [...first, ...Array.from({ length: 12 }, (_, index) => ({ id: 12 + index, h: 1 + (index % 3) / 2 }))];
    const before = distribute(first, 4, height);
    const after = distribute(more, 4, height);
    before.forEach((column, index) => expect(after[index]!.slice(0, column.length)).toEqual(column));
  });

  it('keeps every item once, in order within each column, whatever the heights (a missing one counts as square)', () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ id: index, h: index % 4 === 0 ? Number.NaN : (index % 5) / 2 }));
    const columns = distribute(items, 3, height);
    expect(columns.flat().map((item) => item.id).sort((a, b) => a - b)).toEqual(items.map((item) => item.id));
    for (const column of columns) expect(column.map((item) => item.id)).toEqual([...column.map((item) => item.id)].sort((a, b) => a - b));
    expect(distribute(items, 0, height)).toHaveLength(1);
  });
});
