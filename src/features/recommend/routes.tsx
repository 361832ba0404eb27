import type { RouteObject } from 'react-router-dom';
import { recommendLoader } from './api/queries';

const page = async () => ({ Component: (await import('./components/RecommendPage')).RecommendPage });

/**
 * Intelligent recommendation (spec §2, issue #15 item 3): /list/intelligent_recommend/channel/:channel
 * (?p= pages). Static paths: they win over list/:name.
 */
export const recommendRoutes: RouteObject[] = [
  { path: 'list/intelligent_recommend', loader: recommendLoader, lazy: page },
  { path: 'list/intelligent_recommend/channel/:channel', loader: recommendLoader, lazy: page },
];
