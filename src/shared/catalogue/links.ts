import type { ListItem } from './types';

/** The detail pages of spec §2 reached from list cards (query-string forms). */
export const DETAIL_PAGES = [
  'pictureInfo',
  'listDetail',
  'articleDetail',
  'videoDetail',
  'books',
  'bookFutu',
  'montage',
  'custom_montage',
  'analysis',
  'news',
  'yarnInfo',
] as const;
export type DetailPage = (typeof DETAIL_PAGES)[number];

/** temp_type 1, 2 and 10 change the link form (spec §3). */
const BY_TEMPLATE: Record<number, DetailPage> = { 1: 'articleDetail', 2: 'videoDetail', 10: 'books' };
/**
 * Otherwise the content type decides (spec §3 codes): reports read as list details, articles as
 * articles, books in the reader, data reports as analysis, special topics as montages; pictures,
 * picture sets, looks and posts open the picture page.
 */
const BY_TYPE: Record<number, DetailPage> = { 13: 'listDetail', 14: 'articleDetail', 16: 'books', 403: 'analysis', 405: 'montage' };

export function detailPageOf(item: Pick<ListItem, 'type' | 'temp_type'>): DetailPage {
  return BY_TEMPLATE[item.temp_type] ?? BY_TYPE[item.type] ?? 'pictureInfo';
}

/**
 * Where a card leads: the detail page with the item and the list it was opened from (for the
 * breadcrumb, previous/next and the dsd embedding flag).
 */
export function detailHref(
  item: Pick<ListItem, 'id' | 'type' | 'temp_type' | 'channel' | 'column' | 'subcolumn'>,
  from: { dataSource?: string | null } = {},
): string {
  const query = new URLSearchParams({ id: String(item.id), channel: String(item.channel), column: String(item.column) });
  if (item.subcolumn) query.set('subcolumn', String(item.subcolumn));
  if (from.dataSource) query.set('dataSource', from.dataSource);
  return `/detail/${detailPageOf(item)}?${query}`;
}

/** 我的作品 of one work type (1 layout documents, 2 fitting-room looks, 3 image-tool results). */
export const myWorksHref = (type: number, channel: number | string, page = 1) => `/list/diylayout/myWorks/${type}/channel/${channel}/p/${page}`;

/** The 2D fitting room; `lookId` reopens a saved look (a type-2 work). */
export const fittingRoomHref = (channel: number | string, lookId?: string) =>
  `/fittingRoom/channel/${channel}${lookId ? `?look=${encodeURIComponent(lookId)}` : ''}`;

/** Idea boards (spec §2 /cloudThink/:id?): the latest board, or one. */
export const BOARDS_HREF = '/cloudThink';
export const boardHref = (docId: string) => `${BOARDS_HREF}/${encodeURIComponent(docId)}`;
