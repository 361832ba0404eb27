import { queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import type { CollectionKind } from '../../../shared/contract/calls/usercenter';

/** Page size of the user-centre list calls (spec §9: 40). */
export const USER_CENTER_PAGE_SIZE = 40;

export const favDataTypesQuery = (locale?: Locale) => queryOptionsFor('oct/ListDataKw/getFavDataTypes', {}, locale);
export const favFoldersQuery = (kind: CollectionKind, locale?: Locale) => queryOptionsFor('oct/ListDataKw/getFavColoumnCounts', { kind }, locale);
export const favListQuery = (kind: CollectionKind, page: number, column: number | undefined, locale?: Locale) =>
  queryOptionsFor('oct/UserCenter/getFavList', column === undefined ? { kind, p: page } : { kind, column, p: page }, locale);
export const historyQuery = (page: number, locale?: Locale) => queryOptionsFor('oct/UserCenter/getViewHistory', { p: page }, locale);
export const followsQuery = (dataType: 'brand' | 'blogger', page: number, locale?: Locale) =>
  queryOptionsFor('oct/UserCenter/getMemberFollows', { data_type: dataType, p: page }, locale);
export const myInfoQuery = (locale?: Locale) => queryOptionsFor('oct/UserCenter/getMyInfo', {}, locale);
export const myOrdersQuery = (page: number, locale?: Locale) => queryOptionsFor('oct/Order/myOrders', { p: page }, locale);

/** `?p=` as a page number (1 when absent or invalid). */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('p'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The same URL with `p` set (page 1 drops it). */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('p', String(page));
  else next.delete('p');
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** Design-side accounts (type 1): the caller's company and its team. */
export const companyQuery = (locale?: Locale) => queryOptionsFor('oct/UserCenter/getCommpany', {}, locale);
export const designTeamQuery = (locale?: Locale) => queryOptionsFor('oct/UserCenter/getDesignTeam', {}, locale);
