import type { RouteObject } from 'react-router-dom';

/**
 * The on-device image tools of the AI tools panel (spec §2, issue #13): HD enlargement (login, as
 * the guard rules say) and AI vector graphics. Both are VIP tools (ToolAccess).
 */
export const imageToolRoutes: RouteObject[] = [
  { path: 'expanderGraph/channel/:channel', lazy: () => import('./EnlargePage') },
  { path: 'imageToVectorgraph', lazy: () => import('./VectorPage') },
];
