import type { RouteObject } from 'react-router-dom';

/** Special topics and the fashion-week hub. */
export const topicRoutes: RouteObject[] = [
  { path: 'specialTopic/:pageName', lazy: () => import('./TopicPage') },
  { path: 'fashion_week', lazy: () => import('./FashionWeekPage') },
];
