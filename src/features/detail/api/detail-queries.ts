import type { LoaderFunctionArgs } from 'react-router-dom';
import { preloadPictureFrom } from '../../../components/responsive-image/srcset';
import { prefetchBelowFold, prefetchForRoute, prefetchWithRoute, queryOptionsFor } from '../../../lib/api';
import type { DetailPage } from '../../../shared/catalogue/links';
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

/** How each detail page of spec §2 lays out the same item data. */
type Form = 'pictures' | 'montage' | 'article' | 'video' | 'reader';
export const FORMS: Record<DetailPage | 'archivePage', Form> = {
  pictureInfo: 'pictures',
  yarnInfo: 'pictures',
  analysis: 'pictures',
  montage: 'montage',
  custom_montage: 'montage',
  listDetail: 'article',
  articleDetail: 'article',
  news: 'article',
  videoDetail: 'video',
  books: 'reader',
  bookFutu: 'reader',
  archivePage: 'reader',
};

/**
 * How wide a picture page draws its first picture (`sizes`): full width on small screens, the
 * page's wider column (3fr of 5fr) from lg. The loader preloads the copy it will take.
 */
export const LEAD_PICTURE_SIZES = '(min-width: 1024px) 60vw, 100vw';

/** Detail pages that show the item's colours (ColourBars). */
export const COLOURED_PAGES: ReadonlySet<string> = new Set(['analysis', 'pictureInfo']);

export function detailLoader({ request, params }: LoaderFunctionArgs) {
  const id = detailIdFrom(new URL(request.url).searchParams, params.id);
  if (id === null) return null;
  // A trend book's pages too: an offline pack of the page then holds every page picture.
  const loaded = params.page === 'books' || params.page === 'bookFutu' ? prefetchForRoute(detailQuery(id), bookPagesQuery(id)) : prefetchForRoute(detailQuery(id));
  // The colours beside the pictures of these two pages with the item; related items, under every form, once it is in.
  if (COLOURED_PAGES.has(params.page ?? '')) prefetchWithRoute(colourListQuery(id));
  // A picture page's first picture is its largest paint: asked as soon as the item is known, while
  // the page's own JavaScript is still on its way.
  if (FORMS[params.page as DetailPage] === 'pictures') preloadPictureFrom(detailQuery(id), (detail) => detail?.item.pictures[0]?.url, LEAD_PICTURE_SIZES);
  prefetchBelowFold(loaded, themeListQuery(id), likeListQuery(id));
  return loaded;
}
