import type { RouteObject } from 'react-router-dom';
import { withMessages } from '../../i18n/locale';
import { colourPageLoader } from './api/colour-page-loader';

/**
 * The colour pages (spec §2 Colour, list layouts color and searchColor), with their own part of the
 * catalogue (no other page uses its messages). /list/color and
 * /list/searchColor are static paths, so they win over the generic /list/:name route.
 */
export const colourRoutes: RouteObject[] = withMessages('colour', [
  { path: 'list/color', loader: colourPageLoader, lazy: () => import('./ColourPage') },
  // Similar fabrics below the results: their texts are in a later area of the catalogue.
  ...withMessages('later', [{ path: 'list/searchColor', lazy: () => import('./SearchColorPage') }]),
  { path: 'colorTrend/center', lazy: () => import('./TrendCentrePage') },
  { path: 'colorTrend/detail/channel/:channel/p/:p?/pall/:pall?', lazy: () => import('./TrendDetailPage') },
]);

/** The trend centre full screen for the iPad home screen: no site header or footer. */
export const colourBareRoutes: RouteObject[] = withMessages('colour', [{ path: 'colorTrendIpad', lazy: () => import('./TrendIpadPage') }]);
