import type { RouteObject } from 'react-router-dom';

/**
 * Range planning (spec §2, issue #14 item 4). The board:
 * /detail/planning/channel/:channel/id/:id/mode/:mode/type/:type — id is the plan's id; mode 1
 * edits, 2 shows it read-only; type 1 is the board (categories × colour stories × drops), 2 the
 * flat style list. Digits only, other modes or types show the invalid-address page; a guest is sent
 * to log in (auth/guard-rules). Only the plan's owner gets it (the server answers 404 to others).
 */
export const planningRoutes: RouteObject[] = [
  {
    path: 'detail/planning/channel/:channel/id/:id/mode/:mode/type/:type',
    lazy: async () => ({ Component: (await import('./components/PlanningBoardPage')).PlanningBoardPage }),
  },
];

/** “My plans” (/userCenter/myPlans): a page of the user centre, composed in by src/app. */
export const planningUserCenterRoutes: RouteObject[] = [
  { path: 'myPlans', lazy: async () => ({ Component: (await import('./components/MyPlansPage')).MyPlansPage }) },
];

export const PLAN_MODES = { edit: 1, view: 2 } as const;
export const PLAN_TYPES = { board: 1, list: 2 } as const;

/** The board's address. */
export const planHref = (plan: { id: number; channel: number }, mode: number = PLAN_MODES.edit, type: number = PLAN_TYPES.board) =>
  `/detail/planning/channel/${plan.channel}/id/${plan.id}/mode/${mode}/type/${type}`;
