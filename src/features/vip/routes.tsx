import type { RouteObject } from 'react-router-dom';

/** /userCenter/member: VIP plans and payment (spec §2 user centre, §7 orders). */
export const vipRoutes: RouteObject[] = [{ path: 'userCenter/member', lazy: () => import('./components/MemberPage') }];
