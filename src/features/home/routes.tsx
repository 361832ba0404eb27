import type { RouteObject } from 'react-router-dom';
import { homeLoader } from './api/home-queries';

const lazyHome = () => import('./HomePage');

/** Home at /index/home and its alias / (spec §2). */
export const homeRoutes: RouteObject[] = [
  { index: true, loader: homeLoader, lazy: lazyHome },
  { path: 'index/home', loader: homeLoader, lazy: lazyHome },
];
