/**
 * Humen market data (issue #17 item 2): the vocabulary shared by the seed, the server's queries
 * and the dashboards — market channels, price bands, date ranges and trend granularity.
 *
 * Rights: the market data of a channel (women's, men's or kids' wholesale) belongs to the members
 * whose package gives them authority over that channel (channel_auth_type, granted by every VIP
 * package for the channels it lists and ending with it). A member without such a channel — no VIP,
 * an expired one, or a package for other channels — gets the no-access prompt.
 */
export const HUMEN_CHANNELS = [
  { id: 20850, zh: '女装', en: "Women's" },
  { id: 20840, zh: '男装', en: "Men's" },
  { id: 20860, zh: '童装', en: "Kids'" },
] as const;
export type HumenChannel = (typeof HUMEN_CHANNELS)[number]['id'];
export const HUMEN_CHANNEL_IDS: readonly number[] = HUMEN_CHANNELS.map((c) => c.id);

/** Wholesale price bands, yuan per piece (min inclusive, max exclusive). */
export const HUMEN_PRICE_BANDS = [
  { band: 1, min: 0, max: 50, zh: '50元以下', en: 'Under ¥50' },
  { band: 2, min: 50, max: 100, zh: '50–100元', en: '¥50–100' },
  { band: 3, min: 100, max: 200, zh: '100–200元', en: '¥100–200' },
  { band: 4, min: 200, max: 300, zh: '200–300元', en: '¥200–300' },
  { band: 5, min: 300, max: null, zh: '300元以上', en: '¥300 and over' },
] as const;

export const priceBandOf = (yuan: number): number => HUMEN_PRICE_BANDS.find((b) => yuan >= b.min && (b.max === null || yuan < b.max))!.band;

/** The longest range one dashboard query may cover (days, both ends included). */
export const HUMEN_MAX_RANGE_DAYS = 1100;

const DAY_MS = 86_400_000;
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => isoDay(dayNumber(iso) + days);
export const rangeDays = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The previous period of a range: the same number of days right before it. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = rangeDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** How a trend over a range is bucketed: by day up to three months, by week up to two years, else by month. */
export type Granularity = 'day' | 'week' | 'month';
export const granularityOf = (days: number): Granularity => (days <= 92 ? 'day' : days <= 731 ? 'week' : 'month');

/** Preset ranges of the date picker, ending on the last day with data. */
export const HUMEN_PRESETS = [
  { key: '7d', days: 7, zh: '近7天', en: 'Last 7 days' },
  { key: '30d', days: 30, zh: '近30天', en: 'Last 30 days' },
  { key: '90d', days: 90, zh: '近90天', en: 'Last 90 days' },
  { key: '365d', days: 365, zh: '近一年', en: 'Last year' },
] as const;
