import type { RouteObject } from 'react-router-dom';
import { withMessages } from '../i18n/locale';
import { homeRoutes } from '../features/home/routes';
import { authRoutes } from '../features/auth/routes';
import { userCenterRoutes } from '../features/user-center/routes';
import { vipRoutes } from '../features/vip/routes';
import { noAccessRoutes } from '../features/no-access/routes';
import { downloadRoutes } from '../features/download/routes';
import { listRoutes } from '../features/list/routes';
import { searchRoutes } from '../features/search/routes';
import { detailRoutes } from '../features/detail/routes';
import { brandRoutes } from '../features/brand/routes';
import { newsRoutes } from '../features/news/routes';
import { topicRoutes } from '../features/topic/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { colourBareRoutes, colourRoutes } from '../features/colour/routes';
import { offlineRoutes } from '../features/offline/routes';
import { insRoutes } from '../features/ins/routes';
import { yarnRoutes } from '../features/yarn/routes';
import { taskCenterBareRoutes, taskCenterRoutes } from '../features/task-center/routes';
import { updateDetailRoutes } from '../features/update-detail/routes';
import { fabricRoutes } from '../features/fabric/routes';
import { humenBareRoutes } from '../features/humen/routes';
import { imageToolRoutes } from '../features/image-tools/routes';
import { manuRoutes } from '../features/manu/routes';
import { recommendRoutes } from '../features/recommend/routes';
import { d3dRoutes } from '../features/d3d/routes';
import { planningRoutes, planningUserCenterRoutes } from '../features/planning/routes';
import { diylayoutRoutes } from '../features/diylayout/routes';
import { ideaBoardRoutes } from '../features/idea-board/routes';
import { fittingRoomRoutes } from '../features/fitting-room/routes';

/**
 * Pages inside the site layout (header, footer). Each feature exports its route array from
 * src/features/<name>/routes.tsx (every page `lazy`) and adds one line here; a feature whose
 * messages are in a page part of the catalogue (src/i18n/catalog/pick.ts) adds it withMessages.
 */
export const layoutRoutes: RouteObject[] = [
  ...homeRoutes,
  ...authRoutes,
  ...withMessages('later', userCenterRoutes(planningUserCenterRoutes)),
  ...withMessages('later', vipRoutes),
  ...noAccessRoutes,
  ...downloadRoutes,
  ...listRoutes,
  ...searchRoutes,
  ...detailRoutes,
  ...brandRoutes,
  ...newsRoutes,
  ...topicRoutes,
  ...staticPageRoutes,
  ...colourRoutes,
  ...offlineRoutes,
  ...insRoutes,
  ...yarnRoutes,
  ...taskCenterRoutes,
  ...updateDetailRoutes,
  ...withMessages('later', fabricRoutes),
  ...withMessages('later', imageToolRoutes),
  ...withMessages('later', manuRoutes),
  ...withMessages('later', recommendRoutes),
  ...withMessages('later', d3dRoutes),
  ...withMessages('later', planningRoutes),
  ...withMessages('later', diylayoutRoutes),
  ...ideaBoardRoutes,
  ...withMessages('later', fittingRoomRoutes),
];

/** Full-screen pages without the site header and footer (PDF export, mobile task pages, market-data screens). */
export const bareRoutes: RouteObject[] = [...colourBareRoutes, ...taskCenterBareRoutes, ...withMessages('later', humenBareRoutes)];
