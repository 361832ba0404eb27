import type { RouteObject } from 'react-router-dom';

/**
 * The 2D fitting room (spec §2, issue #14 item 5): /fittingRoom/channel/:channel, members only
 * (auth/guard-rules); `?look=<work id>` reopens a saved look. Lazy, with the canvas a further chunk.
 */
export const fittingRoomRoutes: RouteObject[] = [
  { path: 'fittingRoom/channel/:channel', lazy: async () => ({ Component: (await import('./components/FittingRoomPage')).FittingRoomPage }) },
];
