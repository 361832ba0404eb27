import type { RouteObject } from 'react-router-dom';

/** /updateDetail/:id? (login; the session guard sends guests to log in). */
export const updateDetailRoutes: RouteObject[] = [
  { path: 'updateDetail/:id?', lazy: async () => ({ Component: (await import('./components/UpdateDetailPage')).UpdateDetailPage }) },
];
