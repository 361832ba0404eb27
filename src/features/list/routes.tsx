import type { RouteObject } from 'react-router-dom';
import { listLoader } from './api/list-queries';

/**
 * /list/{name} for every custom route of the server and every column page, the fixed list paths
 * that share its layouts (aiHome, yarn_company, data_analysis_dy, data_analysis_diexun), and
 * /listHome/:pageName (letters and underscore only; anything else is the 404 page).
 */
export const listRoutes: RouteObject[] = [
  { path: 'list/:name', loader: listLoader, lazy: () => import('./ListRoutePage') },
  { path: 'listHome/:pageName', lazy: () => import('./ListHomePage') },
];
