import type { RouteObject } from 'react-router-dom';

const lazyStatic = () => import('./StaticPage');

/** Company and product pages (spec §2). */
export const staticPageRoutes: RouteObject[] = ['about', 'aboutColoretto', 'productCenter', 'qualification', 'contactUs'].map((path) => ({
  path,
  lazy: lazyStatic,
}));
