import { callApi, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import type { ListParams } from './list-queries';

/** The scope of a data-analysis dashboard: the list's channel and attrs (time window included). */
export type AnalysisScope = CallParams<'oct/ListDataKw/showDataAnalysis'>;

/**
 * A data-analysis page analyses its channel's whole catalogue (not the column of reports it lists)
 * over the list's time window and attribute filters.
 */
export const analysisScopeOf = (params: ListParams): AnalysisScope => ({ channel: params.channel, attrs: params.attrs });

export const fetchAnalysisOverview = (scope: AnalysisScope) => callApi('oct/ListDataKw/showDataAnalysis', scope);
export const analysisOverviewQuery = (scope: AnalysisScope, locale?: Locale) => queryOptionsFor('oct/ListDataKw/showDataAnalysis', scope, locale);

export const fetchAttrDistribution = (scope: AnalysisScope) => callApi('oct/ListDataKw/getShowAttr', { ...scope, limit: 10 });
export const attrDistributionQuery = (scope: AnalysisScope, locale?: Locale) => queryOptionsFor('oct/ListDataKw/getShowAttr', { ...scope, limit: 10 }, locale);

export const fetchAttrChart = (scope: AnalysisScope, attr: number) => callApi('oct/ListDataKw/getShowChart', { ...scope, attr, limit: 5 });
export const attrChartQuery = (scope: AnalysisScope, attr: number, locale?: Locale) =>
  queryOptionsFor('oct/ListDataKw/getShowChart', { ...scope, attr, limit: 5 }, locale);

export const fetchRelatedTags = (scope: AnalysisScope, tag: number) => callApi('oct/ListDataKw/showDataRelTag', { ...scope, tag, limit: 12 });
export const relatedTagsQuery = (scope: AnalysisScope, tag: number, locale?: Locale) =>
  queryOptionsFor('oct/ListDataKw/showDataRelTag', { ...scope, tag, limit: 12 }, locale);

export const fetchBrandRank = (scope: AnalysisScope) => callApi('oct/ListDataKw/showDataBrandRank', { ...scope, limit: 10 });
export const brandRankQuery = (scope: AnalysisScope, locale?: Locale) => queryOptionsFor('oct/ListDataKw/showDataBrandRank', { ...scope, limit: 10 }, locale);

export const fetchHotWords = (scope: AnalysisScope) => callApi('oct/ListDataKw/showDataWord', { ...scope, limit: 30 });
export const hotWordsQuery = (scope: AnalysisScope, locale?: Locale) => queryOptionsFor('oct/ListDataKw/showDataWord', { ...scope, limit: 30 }, locale);
