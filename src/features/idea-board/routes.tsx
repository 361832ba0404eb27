import type { RouteObject } from 'react-router-dom';

/**
 * Idea boards (spec §2 /cloudThink/:id?, issue #14 item 6), login (auth/guard-rules): without an
 * id the member's latest board opens (or an empty start); the canvas (Konva) is a further chunk.
 */
export const ideaBoardRoutes: RouteObject[] = [
  { path: 'cloudThink', lazy: async () => ({ Component: (await import('./components/BoardsHome')).BoardsHome }) },
  { path: 'cloudThink/:id', lazy: async () => ({ Component: (await import('./components/BoardPage')).BoardPage }) },
];
