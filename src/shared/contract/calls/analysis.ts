import { z } from 'zod';
import { defineCall } from '../define';
import { attrsParam, channelId, dropped, itemId } from './catalogue';

/**
 * Data analysis (spec §7 Lists and search: showDataAnalysis, getShowAttr, getShowChart,
 * showDataRelTag, showDataRelBrand, showDataBrandRank, showDataWord, getShowBrand): aggregates
 * computed in SQL over the catalogue items of a scope (channel, column, sub-column, content type,
 * attribute filters) published in a time window (spec §9: 1, 7, 15 or 30 whole days ending
 * yesterday, the `time_{0..3}` entry of attrs; 30 days when attrs name none). Only items the
 * caller may open are counted (server/access/item-access): a locked item's tags are not shown on
 * its card, so no count may reveal them either.
 */

/** The period an answer covers: [from, to) in seconds, and its days in China time. */
export interface AnalysisWindow {
  from: number;
  to: number;
  days: number;
  /** The days of the window, oldest first (YYYY-MM-DD, China time): the x axis of series. */
  dates: string[];
}

export interface AnalysisOverview {
  window: AnalysisWindow;
  /** Items published in the window. */
  total: number;
  /** Their views. */
  pv: number;
  /** Distinct brands among them. */
  brands: number;
  /** Items and views per day, aligned with window.dates. */
  series: { count: number[]; pv: number[] };
}

export interface AnalysisValue {
  id: number;
  name: string;
  count: number;
  /** Percent of the window's items that carry the value (one decimal). */
  share: number;
}

export interface AttrDistribution {
  /** Attribute id. */
  id: number;
  key: string;
  name: string;
  /** Items in the window carrying any value of the attribute. */
  total: number;
  values: AnalysisValue[];
}

export interface AnalysisChart {
  window: AnalysisWindow;
  attribute: { id: number; key: string; name: string };
  /** Top values of the attribute, each with its items per day (aligned with window.dates). */
  series: { id: number; name: string; data: number[] }[];
}

export interface RelatedTags {
  tag: { id: number; name: string; attribute: string };
  /** Items in the window carrying the tag. */
  total: number;
  /** Values of other attributes on those items, most frequent first; share = percent of total. */
  list: (AnalysisValue & { attribute: string })[];
}

export interface BrandCount {
  id: number;
  name: string;
  name_en: string;
  letter: string;
  count: number;
  pv: number;
  /** Percent of the window's branded items. */
  share: number;
}

export interface WordCount {
  word: string;
  count: number;
}

const windowIndexOf = z.coerce.number().int().min(0).max(3);

/** The scope every analysis call takes (list query fields of spec §2 plus a limit). */
export const analysisScope = {
  channel: dropped(channelId),
  column: dropped(z.coerce.number().int().positive().max(2_147_483_647)),
  subcolumn: dropped(z.string().max(200).regex(/^[\d,\s]*$/, 'comma-separated ids')),
  type: dropped(z.coerce.number().int().min(0).max(32_767)),
  attrs: dropped(attrsParam),
  /** Time-window index (0..3 = 1, 7, 15, 30 days) when attrs carry no time entry. */
  days: windowIndexOf.optional(),
};

const limit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const analysisCall =
  <R>() =>
  <P extends z.ZodType>(func: string, params: P) =>
    defineCall<R>()({ module: 'oct', controller: 'ListDataKw', func, params, access: 'public', kind: 'read', itemData: true });

export const analysisCalls = {
  /** Items, views and brands of the window, with a per-day series. */
  'oct/ListDataKw/showDataAnalysis': analysisCall<AnalysisOverview>()('showDataAnalysis', z.strictObject(analysisScope)),
  /** Distribution of items over each attribute's values (the most frequent `limit` values). */
  'oct/ListDataKw/getShowAttr': analysisCall<{ window: AnalysisWindow; total: number; list: AttrDistribution[] }>()(
    'getShowAttr',
    z.strictObject({ ...analysisScope, limit: limit(10, 30) }),
  ),
  /** Items per day of an attribute's top values (default: the attribute with most tagged items). */
  'oct/ListDataKw/getShowChart': analysisCall<AnalysisChart>()(
    'getShowChart',
    z.strictObject({ ...analysisScope, attr: dropped(itemId), limit: limit(5, 10) }),
  ),
  /** Tags that appear together with one tag (attribute value). */
  'oct/ListDataKw/showDataRelTag': analysisCall<RelatedTags>()(
    'showDataRelTag',
    z.strictObject({ ...analysisScope, tag: itemId, limit: limit(20, 50) }),
  ),
  /** Brands of the items carrying one tag. */
  'oct/ListDataKw/showDataRelBrand': analysisCall<{ tag: RelatedTags['tag']; total: number; list: BrandCount[] }>()(
    'showDataRelBrand',
    z.strictObject({ ...analysisScope, tag: itemId, limit: limit(10, 50) }),
  ),
  /** Brands with most items in the window. */
  'oct/ListDataKw/showDataBrandRank': analysisCall<{ window: AnalysisWindow; total: number; list: BrandCount[] }>()(
    'showDataBrandRank',
    z.strictObject({ ...analysisScope, limit: limit(10, 50) }),
  ),
  /** Word frequencies: the tag words (styles, categories, patterns, crafts…) of the window's items. */
  'oct/ListDataKw/showDataWord': analysisCall<{ window: AnalysisWindow; list: WordCount[] }>()(
    'showDataWord',
    z.strictObject({ ...analysisScope, limit: limit(30, 100) }),
  ),
  /** Every brand present in the window, A–Z, with its items (a brand picker). */
  'oct/ListDataKw/getShowBrand': analysisCall<{ window: AnalysisWindow; list: BrandCount[] }>()('getShowBrand', z.strictObject(analysisScope)),
};
