import type { ColumnNode } from '../../shared/catalogue/types';

/**
 * The colour page's sub-navigation (spec §2 Colour): tabs by `ntype`, in display order, with
 * their visibility rules. Pure, so the rules are unit-tested without rendering.
 */
export type ColourTabKey = 'analysis' | 'insight' | 'mood' | 'library' | 'picker' | 'matching' | 'palettes';

export interface ColourTab {
  key: ColourTabKey;
  ntype: number;
  /** Marked 新 (colour insight). */
  isNew?: boolean;
  /** Has a help tooltip (colour mood). */
  help?: boolean;
}

export const COLOUR_TABS: readonly ColourTab[] = [
  { key: 'analysis', ntype: 0 },
  { key: 'insight', ntype: 8, isNew: true },
  { key: 'mood', ntype: 1, help: true },
  { key: 'library', ntype: 2 },
  { key: 'picker', ntype: 3 },
  { key: 'matching', ntype: 5 },
  { key: 'palettes', ntype: 4 },
];

/** Colour analysis lists column 34178, type 401 by default (spec §9), under the column route color_real. */
export const ANALYSIS_ROUTE = 'color_real';
export const ANALYSIS_COLUMN = 34178;
export const ANALYSIS_TYPE = 401;
/** Colour insight exists for women's and kids' only (spec §2). */
export const INSIGHT_CHANNELS: readonly number[] = [20850, 20860];
/** ntype 6 is another way into colour mood: it highlights the mood tab. */
const ALIASES: Record<number, number> = { 6: 1 };

/** The color_real column of a channel's column tree, if it has one. */
export function analysisColumn(columns: readonly ColumnNode[]): ColumnNode | undefined {
  for (const column of columns) {
    if (column.url_str === ANALYSIS_ROUTE) return column;
    const inner = analysisColumn(column.child);
    if (inner) return inner;
  }
  return undefined;
}

export function isTabVisible(tab: ColourTab, channel: number, columns: readonly ColumnNode[]): boolean {
  if (tab.key === 'analysis') return analysisColumn(columns) !== undefined;
  if (tab.key === 'insight') return INSIGHT_CHANNELS.includes(channel);
  return true;
}

export function visibleTabs(channel: number, columns: readonly ColumnNode[]): ColourTab[] {
  return COLOUR_TABS.filter((tab) => isTabVisible(tab, channel, columns));
}

/**
 * The tab an ntype opens: its own when visible (6 → mood), else the first visible tab, so a link
 * to insight on men's or to analysis without color_real still lands on a working page.
 */
export function activeTab(ntype: number | null, channel: number, columns: readonly ColumnNode[]): ColourTab {
  const visible = visibleTabs(channel, columns);
  const wanted = ntype === null ? undefined : (ALIASES[ntype] ?? ntype);
  return visible.find((tab) => tab.ntype === wanted) ?? visible[0]!;
}

/** Query of a tab's link: ntype and channel, and for analysis the column route's column, page and type. */
export function tabSearch(tab: ColourTab, channel: number, columns: readonly ColumnNode[]): Record<string, string | number> {
  if (tab.key !== 'analysis') return { ntype: tab.ntype, channel };
  return { ntype: tab.ntype, channel, column: analysisColumn(columns)?.id ?? ANALYSIS_COLUMN, p: 1, type: ANALYSIS_TYPE };
}
