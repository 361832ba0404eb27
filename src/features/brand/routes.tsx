import type { RouteObject } from 'react-router-dom';
import { brandLoader } from './api/brand-queries';

/** The brand library (list layout brand) and brand pages. */
export const brandRoutes: RouteObject[] = [{ path: 'list/brand', loader: brandLoader, lazy: () => import('./BrandPage') }];
