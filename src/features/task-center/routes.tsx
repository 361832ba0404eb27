import type { RouteObject } from 'react-router-dom';

const page = () => import('./components/TaskCenterPage');
const mobile = () => import('./components/MobilePages');

/** /taskCenter and /taskCenter/test (spec §2): in the site layout. */
export const taskCenterRoutes: RouteObject[] = [
  { path: 'taskCenter', lazy: async () => ({ Component: (await page()).TaskCenterPage }) },
  {
    path: 'taskCenter/test',
    lazy: async () => {
      const { TaskCenterPage } = await page();
      return { Component: () => <TaskCenterPage variant="test" /> };
    },
  },
];

/** The three mobile task pages (share result, share update, fabric-merchant update): phone-sized, no site header, open to a shared link. */
export const taskCenterBareRoutes: RouteObject[] = [
  { path: 'm/shareResult/:id', lazy: async () => ({ Component: (await mobile()).ShareResultPage }) },
  { path: 'm/shareUpdate/:channel?', lazy: async () => ({ Component: (await mobile()).ShareUpdatePage }) },
  { path: 'm/fabricUpdate/:channel?', lazy: async () => ({ Component: (await mobile()).FabricUpdatePage }) },
];
