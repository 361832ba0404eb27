import { describe, expect, it } from 'vitest';
import { boardTotals, cellKey, columnKey, formatFen, newBoard, planBoardSchema, type PlanItem } from './board';

const item = (id: string, categoryId: string, storyId: string, dropId: string, quantity: number, priceFen: number): PlanItem => ({
  id,
  categoryId,
  storyId,
  dropId,
  source: { itemId: 1, type: 3, pictureId: null },
  title: id,
  cover: null,
  colours: [],
  quantity,
  priceFen,
});

describe('boardTotals', () => {
  it('adds quantities and amounts per cell, row, column and range', () => {
    const board = { ...newBoard('zh'), items: [item('a', 'c1', 's1', 'd1', 10, 1_000), item('b', 'c1', 's2', 'd1', 5, 2_000), item('c', 'c2', 's1', 'd1', 1, 500)] };
    const totals = boardTotals(board);
    expect(totals.rows.get('c1')).toEqual({ quantity: 15, amountFen: 20_000 });
    expect(totals.columns.get(columnKey('s1', 'd1'))).toEqual({ quantity: 11, amountFen: 10_500 });
    expect(totals.cells.get(cellKey('c2', 's1', 'd1'))).toEqual({ quantity: 1, amountFen: 500 });
    expect(totals.grand).toEqual({ quantity: 16, amountFen: 20_500 });
    expect(formatFen(totals.grand.amountFen * 100)).toBe('20,500.00');
  });

  it('a board is valid only when every style sits in an existing row and column', () => {
    expect(planBoardSchema.safeParse({ ...newBoard('en'), items: [item('a', 'c1', 's1', 'd1', 1, 1)] }).success).toBe(true);
    expect(planBoardSchema.safeParse({ ...newBoard('en'), items: [item('a', 'c9', 's1', 'd1', 1, 1)] }).success).toBe(false);
  });
});
