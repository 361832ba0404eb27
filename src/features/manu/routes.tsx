import type { RouteObject } from 'react-router-dom';
import { detailLoader, listLoader } from './api/queries';

const list = async () => ({ Component: (await import('./components/ManuListPage')).ManuListPage });

/**
 * 4D manufacturing (spec §2, issue #15 item 2): /list/manu/channel/:channel/p/:p? (the channel is
 * a process or "all") and /detail/manu?id=…. Static paths: they win over list/:name and detail/:page.
 */
export const manuRoutes: RouteObject[] = [
  { path: 'list/manu', loader: listLoader, lazy: list },
  { path: 'list/manu/channel/:channel', loader: listLoader, lazy: list },
  { path: 'list/manu/channel/:channel/p/:p', loader: listLoader, lazy: list },
  { path: 'detail/manu', loader: detailLoader, lazy: async () => ({ Component: (await import('./components/ManuDetailPage')).ManuDetailPage }) },
];
