import { z } from 'zod';
import { trimText } from '../validation/text';

/**
 * A range plan's board (issue #14 item 4): rows are categories (品类), columns are colour stories ×
 * delivery drops (波段), and each cell holds styles taken from the member's favourites, with a
 * quantity and a unit price. Saved whole, with a version number (server/planning/handlers.ts).
 */

export const PLAN_LIMITS = {
  name: 40,
  categories: 30,
  stories: 12,
  drops: 12,
  items: 500,
  itemColours: 8,
  quantity: 1_000_000,
  /** Unit price in fen (分): ¥1,000,000.00. */
  priceFen: 100_000_000,
  plansPerMember: 200,
} as const;

const key = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const label = (max: number) =>
  z
    .string()
    .max(max * 2)
    .transform(trimText)
    .pipe(z.string().min(1).max(max));
export const planName = label(PLAN_LIMITS.name);
const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/).transform((value) => value.toUpperCase());
/** A picture of our own media route (its access rules decide who sees it), never any URL. */
const mediaPath = z.string().regex(/^\/media\/[A-Za-z0-9_-]{1,64}(\/[a-z0-9-]{1,20})?$/);

export const planItemSchema = z.strictObject({
  id: key,
  categoryId: key,
  storyId: key,
  dropId: key,
  /** The favourite it came from. */
  source: z.strictObject({ itemId: z.number().int().positive().max(2_147_483_647), type: z.number().int().min(0).max(99_999), pictureId: z.string().max(64).nullable() }),
  title: z.string().max(200).transform(trimText),
  cover: mediaPath.nullable(),
  /** The item's main colours with their share of it (percent), from the catalogue. */
  colours: z.array(z.strictObject({ hex, ratio: z.number().min(0).max(100) })).max(PLAN_LIMITS.itemColours),
  quantity: z.number().int().min(0).max(PLAN_LIMITS.quantity),
  priceFen: z.number().int().min(0).max(PLAN_LIMITS.priceFen),
});

export const planBoardSchema = z
  .strictObject({
    categories: z.array(z.strictObject({ id: key, name: label(20) })).min(1).max(PLAN_LIMITS.categories),
    stories: z.array(z.strictObject({ id: key, name: label(20), hex })).min(1).max(PLAN_LIMITS.stories),
    drops: z.array(z.strictObject({ id: key, name: label(20) })).min(1).max(PLAN_LIMITS.drops),
    items: z.array(planItemSchema).max(PLAN_LIMITS.items),
  })
  .superRefine((board, ctx) => {
    const ids = (list: { id: string }[]) => new Set(list.map((entry) => entry.id));
    const [categories, stories, drops] = [ids(board.categories), ids(board.stories), ids(board.drops)];
    if (categories.size !== board.categories.length || stories.size !== board.stories.length || drops.size !== board.drops.length) {
      ctx.addIssue({ code: 'custom', message: '行或列的编号重复' });
    }
    if (ids(board.items).size !== board.items.length) ctx.addIssue({ code: 'custom', message: '款式编号重复' });
    for (const item of board.items) {
      if (!categories.has(item.categoryId) || !stories.has(item.storyId) || !drops.has(item.dropId)) {
        ctx.addIssue({ code: 'custom', message: '款式所在的行或列不存在', path: ['items', item.id] });
      }
    }
  });

export type PlanBoard = z.output<typeof planBoardSchema>;
export type PlanItem = PlanBoard['items'][number];
export type PlanCategory = PlanBoard['categories'][number];
export type PlanStory = PlanBoard['stories'][number];
export type PlanDrop = PlanBoard['drops'][number];

/** A plan as the server keeps it. */
export interface RangePlan {
  id: number;
  name: string;
  channel: number;
  /** Goes up by one on each saved board: a save names the version it was based on. */
  version: number;
  board: PlanBoard;
  /** Seconds since the epoch. */
  updated_time: number;
  created_time: number;
}

export interface PlanSummary {
  id: number;
  name: string;
  channel: number;
  version: number;
  updated_time: number;
  item_count: number;
  quantity: number;
  amount_fen: number;
}

/** The board a new plan starts with: four categories, two colour stories, three drops, no styles. */
export function newBoard(locale: 'zh' | 'en'): PlanBoard {
  const zh = locale === 'zh';
  return {
    categories: (zh ? ['上装', '下装', '连衣裙', '外套'] : ['Tops', 'Bottoms', 'Dresses', 'Outerwear']).map((name, i) => ({ id: `c${i + 1}`, name })),
    stories: [
      { id: 's1', name: zh ? '主色系' : 'Core', hex: '#4A6FA5' },
      { id: 's2', name: zh ? '点缀色系' : 'Accent', hex: '#D9825B' },
    ],
    drops: (zh ? ['波段一', '波段二', '波段三'] : ['Drop 1', 'Drop 2', 'Drop 3']).map((name, i) => ({ id: `d${i + 1}`, name })),
    items: [],
  };
}

export interface Total {
  quantity: number;
  amountFen: number;
}

export interface BoardTotals {
  /** Per category id. */
  rows: Map<string, Total>;
  /** Per `${storyId}/${dropId}` column. */
  columns: Map<string, Total>;
  /** Per cell `${categoryId}/${storyId}/${dropId}`. */
  cells: Map<string, Total>;
  grand: Total;
}

export const columnKey = (storyId: string, dropId: string) => `${storyId}/${dropId}`;
export const cellKey = (categoryId: string, storyId: string, dropId: string) => `${categoryId}/${columnKey(storyId, dropId)}`;

/** Quantities and amounts (quantity × unit price) per row, column, cell and for the whole range. */
export function boardTotals(board: PlanBoard): BoardTotals {
  const rows = new Map<string, Total>();
  const columns = new Map<string, Total>();
  const cells = new Map<string, Total>();
  const grand = { quantity: 0, amountFen: 0 };
  const add = (map: Map<string, Total>, key: string, quantity: number, amountFen: number) => {
    const total = map.get(key) ?? { quantity: 0, amountFen: 0 };
    total.quantity += quantity;
    total.amountFen += amountFen;
    map.set(key, total);
  };
  for (const item of board.items) {
    const amount = item.quantity * item.priceFen;
    add(rows, item.categoryId, item.quantity, amount);
    add(columns, columnKey(item.storyId, item.dropId), item.quantity, amount);
    add(cells, cellKey(item.categoryId, item.storyId, item.dropId), item.quantity, amount);
    grand.quantity += item.quantity;
    grand.amountFen += amount;
  }
  return { rows, columns, cells, grand };
}

/** Fen as yuan with two decimals and thousands separators (¥ added by the caller where wanted). */
export const formatFen = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
