import type { RouteObject } from 'react-router-dom';

/**
 * The colour pages (spec §2 Colour, list layouts color and searchColor). /list/color and
 * /list/searchColor are static paths, so they win over the generic /list/:name route.
 */
export const colourRoutes: RouteObject[] = [
  { path: 'list/color', lazy: () => import('./ColourPage') },
  { path: 'list/searchColor', lazy: () => import('./SearchColorPage') },
  { path: 'colorTrend/center', lazy: () => import('./TrendCentrePage') },
  { path: 'colorTrend/detail/channel/:channel/p/:p?/pall/:pall?', lazy: () => import('./TrendDetailPage') },
];

/** The trend centre full screen for the iPad home screen: no site header or footer. */
export const colourBareRoutes: RouteObject[] = [{ path: 'colorTrendIpad', lazy: () => import('./TrendIpadPage') }];
