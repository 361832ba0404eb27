import { z } from 'zod';
import { defineCall } from '../define';
import { HUMEN_CHANNEL_IDS, HUMEN_MAX_RANGE_DAYS, ISO_DAY, rangeDays, type Granularity } from '../../humen';

/**
 * Humen market data (spec §2 /humen/*, issue #17 item 2). `entry` tells a signed-in member which
 * markets their package opens (src/shared/humen.ts); the dashboards need authority over the
 * `channel` they ask for, which the data endpoint checks before the handler runs. Amounts are
 * yuan, pieces are counts; every figure comes with the same figure for the previous period (the
 * same number of days right before the range).
 */

export interface HumenTotals {
  revenue: number;
  qty: number;
  /** Takings per piece (yuan). */
  avg_price: number;
  /** Stores and styles with at least one sale. */
  stores: number;
  styles: number;
}

/** A row of a breakdown: this period and the previous one. */
export interface HumenRow {
  id: number;
  name: string;
  qty: number;
  revenue: number;
  prev_revenue: number;
  /** Share of the period's takings, percent with one decimal. */
  share: number;
}
export interface HumenStyleRow extends HumenRow {
  code: string;
  category_id: number;
  colour: { name: string; hex: string };
  price: number;
  price_band: number;
}
export interface HumenStoreRow extends HumenRow {
  market: string;
  rank: number;
  /** Rank in the previous period; null when the store sold nothing then. */
  prev_rank: number | null;
}
export interface HumenTrend {
  granularity: Granularity;
  /** Start day of each bucket of the range (buckets of 1, 7 or 30 days). */
  labels: string[];
  revenue: number[];
  qty: number[];
  /** The previous period, bucket by bucket. */
  prev_revenue: number[];
}
export interface HumenRange {
  channel: number;
  from: string;
  to: string;
  prev_from: string;
  prev_to: string;
}

export interface HumenDashboard extends HumenRange {
  totals: HumenTotals;
  previous: HumenTotals;
  trend: HumenTrend;
  price_bands: (HumenRow & { band: number })[];
  categories: HumenRow[];
  /** The ten best-selling styles. */
  styles: HumenStyleRow[];
  colours: (HumenRow & { hex: string })[];
  stores: HumenStoreRow[];
}

export interface HumenCategoryRow extends HumenRow {
  avg_price: number;
  styles: number;
}
export interface HumenClothingData extends HumenRange {
  categories: HumenCategoryRow[];
  /** The chosen category (category_id): its styles and its series. */
  category: { id: number; name: string; styles: HumenStyleRow[]; trend: HumenTrend } | null;
  /** The chosen style (style_id): its series. */
  style: { id: number; name: string; trend: HumenTrend } | null;
}

export interface HumenEntry {
  /** The markets the member's package opens; empty = no market-data rights. */
  channels: { id: number; name: string }[];
  /** Days with data (null before the first data). */
  first_day: string | null;
  last_day: string | null;
}

const day = z.string().regex(ISO_DAY, '日期格式须为 YYYY-MM-DD');
const channel = z.number().int().refine((value) => HUMEN_CHANNEL_IDS.includes(value), '无此市场');
const positiveId = z.number().int().positive().max(2_147_483_647);

/** A channel and an optional range: both ends or neither (then the last 30 days with data). */
function checkRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if ((value.from === undefined) !== (value.to === undefined)) ctx.addIssue({ code: 'custom', path: ['to'], message: '请同时选择开始和结束日期' });
  else if (value.from !== undefined && value.to !== undefined) {
    const days = rangeDays(value.from, value.to);
    if (!Number.isFinite(days) || days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    else if (days > HUMEN_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `日期范围最长 ${HUMEN_MAX_RANGE_DAYS} 天` });
  }
}

export const humenDashboardParams = z.strictObject({ channel, from: day.optional(), to: day.optional() }).superRefine(checkRange);
export const humenClothingParams = z
  .strictObject({ channel, from: day.optional(), to: day.optional(), category_id: positiveId.optional(), style_id: positiveId.optional() })
  .superRefine(checkRange);

const H = { module: 'oct', controller: 'Humen' } as const;

export const humenCalls = {
  /** /humen/entry: the markets the signed-in member may open, and the days with data. */
  'oct/Humen/entry': defineCall<HumenEntry>()({ ...H, func: 'entry', params: z.strictObject({}), access: 'login', kind: 'read' }),
  /** /humen/dataDashboard: takings, pieces, price bands, top categories and styles, colours, store ranking. */
  'oct/Humen/dashboard': defineCall<HumenDashboard>()({ ...H, func: 'dashboard', params: humenDashboardParams, access: 'channel', kind: 'read' }),
  /** /humen/clothingData: every category of the market, and one category's (and style's) drill-down. */
  'oct/Humen/clothingData': defineCall<HumenClothingData>()({ ...H, func: 'clothingData', params: humenClothingParams, access: 'channel', kind: 'read' }),
};
