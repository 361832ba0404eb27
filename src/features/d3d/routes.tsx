import type { RouteObject } from 'react-router-dom';
import { detailLoader, listLoader } from './api/queries';

const list = async () => ({ Component: (await import('./components/Style3dListPage')).Style3dListPage });

/**
 * The 3D garment library (spec §2, issue #15 item 1): /list/style3d/p/:p? (all channels),
 * /list/d3d/channel/:channel/p/:p? (one channel) and /detail/d3d/channel/:channel/id/:id (login,
 * see auth/guard-rules). The viewer (three.js) is a further lazy chunk of the detail page only.
 */
export const d3dRoutes: RouteObject[] = [
  { path: 'list/style3d', loader: listLoader, lazy: list },
  { path: 'list/style3d/p/:p', loader: listLoader, lazy: list },
  { path: 'list/d3d/channel/:channel', loader: listLoader, lazy: list },
  { path: 'list/d3d/channel/:channel/p/:p', loader: listLoader, lazy: list },
  { path: 'detail/d3d/channel/:channel/id/:id', loader: detailLoader, lazy: async () => ({ Component: (await import('./components/D3dDetailPage')).D3dDetailPage }) },
];
