import type { RouteObject } from 'react-router-dom';

const lazyStatic = () => import('./StaticPage');

/** Company and product pages (spec §2). */
export const staticPageRoutes: RouteObject[] = [
  { path: 'about', lazy: lazyStatic },
  { path: 'aboutColoretto', lazy: lazyStatic },
  { path: 'productCenter', lazy: lazyStatic },
  { path: 'qualification', lazy: lazyStatic },
  { path: 'contactUs', lazy: lazyStatic },
];
