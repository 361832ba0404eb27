import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchBelowFold, prefetchForRoute, prefetchWithRoute, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import { bookPagesQuery } from './book-queries';

export const detailQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/DetailData/getDetail', { id }, locale);
export const likeListQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/ListDataKw/getLikeList', { id, limit: 12 }, locale);
export const themeListQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/DetailData/getThemeList', { id, limit: 12 }, locale);
export const colourListQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/DetailData/getColorList', { id }, locale);

/** The item id of a detail URL: ?id= or the :id path segment; null when malformed. */
export function detailIdFrom(search: URLSearchParams, pathId?: string): number | null {
  const id = Number(pathId ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Detail pages that show the item's colours (ColourBars). */
export const COLOURED_PAGES: ReadonlySet<string> = new Set(['analysis', 'pictureInfo']);

export function detailLoader({ request, params }: LoaderFunctionArgs) {
  const id = detailIdFrom(new URL(request.url).searchParams, params.id);
  if (id === null) return null;
  // A trend book's pages too: an offline pack of the page then holds every page picture.
  const loaded = params.page === 'books' || params.page === 'bookFutu' ? prefetchForRoute(detailQuery(id), bookPagesQuery(id)) : prefetchForRoute(detailQuery(id));
  // The colours beside the pictures of these two pages with the item; related items, under every form, once it is in.
  if (COLOURED_PAGES.has(params.page ?? '')) prefetchWithRoute(colourListQuery(id));
  prefetchBelowFold(loaded, themeListQuery(id), likeListQuery(id));
  return loaded;
}
