import type { RouteObject } from 'react-router-dom';
import { detailLoader } from './api/detail-queries';

const lazyDetail = () => import('./DetailPage');

/**
 * Detail pages (spec §2): /detail/{page}?id=… for pictureInfo, listDetail, articleDetail,
 * videoDetail, books, bookFutu, montage, custom_montage, analysis, news and yarnInfo, plus the
 * path form of archivePage (the planning path is the range-planning board, features/planning). The accounts guard adds login where the spec asks.
 */
export const detailRoutes: RouteObject[] = [
  { path: 'detail/:page', loader: detailLoader, lazy: lazyDetail },
  {
    path: 'detail/archivePage/id/:id/p?/:p?',
    loader: detailLoader,
    lazy: async () => {
      const { DetailPage } = await lazyDetail();
      return { Component: () => <DetailPage page="archivePage" /> };
    },
  },
];
