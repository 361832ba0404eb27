import type { RouteObject } from 'react-router-dom';
import { searchLoader } from './api/search-queries';

/** Keyword search and image search (spec §2 fixed list paths). */
export const searchRoutes: RouteObject[] = [
  { path: 'list/search', loader: searchLoader, lazy: () => import('./SearchPage') },
  { path: 'list/searchPic', lazy: () => import('./SearchPicPage') },
];
