import type { RouteObject } from 'react-router-dom';
import { yarnInfoLoader, yarnListLoader } from './api/yarn-queries';

/**
 * Yarn (issue #17): /list/yarn_company, the yarns of the yarn companies with filters, and
 * /detail/yarnInfo?id=…, one yarn with its supplier. Static paths: they win over list/:name and
 * detail/:page.
 */
export const yarnRoutes: RouteObject[] = [
  { path: 'list/yarn_company', loader: yarnListLoader, lazy: () => import('./YarnListPage') },
  { path: 'detail/yarnInfo', loader: yarnInfoLoader, lazy: () => import('./YarnInfoPage') },
];
