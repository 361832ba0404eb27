import type { RouteObject } from 'react-router-dom';
import { withMessages } from '../../i18n/locale';
import { searchLoader } from './api/search-queries';

/** Keyword search and image search (spec §2 fixed list paths). */
export const searchRoutes: RouteObject[] = [
  { path: 'list/search', loader: searchLoader, lazy: () => import('./SearchPage') },
  // Similar fabrics below the results: their texts are in a later area of the catalogue.
  ...withMessages('later', [{ path: 'list/searchPic', lazy: () => import('./SearchPicPage') }]),
];
