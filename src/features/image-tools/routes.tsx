import type { RouteObject } from 'react-router-dom';

/**
 * The on-device image tools of the AI tools panel (spec §2, issue #13): HD enlargement (login, as
 * the guard rules say), background removal (the cut-out, and the mask for AI tools) and AI vector
 * graphics. All are VIP tools (ToolAccess).
 */
export const imageToolRoutes: RouteObject[] = [
  { path: 'expanderGraph/channel/:channel', lazy: () => import('./EnlargePage') },
  { path: 'autoCutout/channel/:channel', lazy: async () => ({ Component: (await import('./CutoutPage')).CutoutPage }) },
  { path: 'autoCutout/forAi', lazy: async () => ({ Component: (await import('./CutoutPage')).MaskForAiPage }) },
  { path: 'imageToVectorgraph', lazy: () => import('./VectorPage') },
];
