import type { RouteObject } from 'react-router-dom';
import { detailLoader } from './api/detail-queries';

const lazyDetail = () => import('./DetailPage');

/**
 * Detail pages (spec §2): /detail/{page}?id=… for pictureInfo, listDetail, articleDetail,
 * videoDetail, books, bookFutu, montage, custom_montage, analysis, news and yarnInfo, plus the
 * path forms of planning and archivePage. The accounts guard adds login where the spec asks.
 */
export const detailRoutes: RouteObject[] = [
  { path: 'detail/:page', loader: detailLoader, lazy: lazyDetail },
  {
    path: 'detail/planning/channel/:channel/id/:id/mode/:mode/type/:type',
    loader: detailLoader,
    lazy: async () => {
      const { DetailPage } = await lazyDetail();
      return { Component: () => <DetailPage page="planning" /> };
    },
  },
  {
    path: 'detail/archivePage/id/:id/p?/:p?',
    loader: detailLoader,
    lazy: async () => {
      const { DetailPage } = await lazyDetail();
      return { Component: () => <DetailPage page="archivePage" /> };
    },
  },
];
