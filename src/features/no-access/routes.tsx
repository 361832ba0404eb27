import type { RouteObject } from 'react-router-dom';

/** /index/noAccess/id/:id/type/:type (spec §2). */
export const noAccessRoutes: RouteObject[] = [{ path: 'index/noAccess/id/:id/type/:type', lazy: () => import('./components/NoAccessPage') }];
