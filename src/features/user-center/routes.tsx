import type { RouteObject } from 'react-router-dom';

const pages = {
  layout: () => import('./components/UserCenterLayout'),
  collection: () => import('./components/CollectionPage'),
  activity: () => import('./components/ActivityPages'),
  account: () => import('./components/AccountPages'),
  orders: () => import('./components/OrderManagePage'),
};

const collection = (kind: 'atlas' | 'media' | 'theme' | 'video') => async () => {
  const { CollectionPage } = await pages.collection();
  return { Component: () => <CollectionPage kind={kind} /> };
};

/**
 * /userCenter and its children (spec §2), plus the folder detail pages. Guests are sent to / by the
 * session guard. `otherPages` are user-centre pages of other features (range plans), composed in
 * by src/app so this feature imports none of them.
 */
export const userCenterRoutes = (otherPages: RouteObject[] = []): RouteObject[] => [
  {
    path: 'userCenter',
    lazy: async () => ({ Component: (await pages.layout()).UserCenterLayout }),
    children: [
      { index: true, lazy: collection('atlas') },
      { path: 'index', lazy: collection('atlas') },
      { path: 'mediaCollection', lazy: collection('media') },
      { path: 'themeCollection', lazy: collection('theme') },
      { path: 'videoCollection', lazy: collection('video') },
      { path: 'myFoot', lazy: async () => ({ Component: (await pages.activity()).HistoryPage }) },
      { path: 'myFollow', lazy: async () => ({ Component: (await pages.activity()).FollowPage }) },
      { path: 'myInfo', lazy: async () => ({ Component: (await pages.account()).MyInfoPage }) },
      { path: 'setting', lazy: async () => ({ Component: (await pages.account()).SettingPage }) },
      { path: 'accountManage/complex', lazy: async () => ({ Component: (await pages.account()).AccountManagePage }) },
      { path: 'orderManage', lazy: async () => ({ Component: (await pages.orders()).OrderManagePage }) },
      ...otherPages,
    ],
  },
  {
    path: 'userCenter/folderDetails',
    lazy: async () => {
      const { FolderDetailsPage } = await pages.collection();
      return { Component: () => <FolderDetailsPage defaultKind="theme" /> };
    },
  },
  {
    path: 'userCenter/mediaFolderDetails',
    lazy: async () => {
      const { FolderDetailsPage } = await pages.collection();
      return { Component: () => <FolderDetailsPage defaultKind="media" /> };
    },
  },
];
