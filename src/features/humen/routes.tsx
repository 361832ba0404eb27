import type { RouteObject } from 'react-router-dom';

const entry = () => import('./components/EntryPages');
const dashboard = () => import('./components/DashboardPage');
const clothing = () => import('./components/ClothingDataPage');

/** Humen market data (spec §2): full-screen pages of their own, without the site header and footer (§2: hidden on /humen). */
export const humenBareRoutes: RouteObject[] = [
  { path: 'humen', lazy: async () => ({ Component: (await entry()).HumenEntryPage }) },
  { path: 'humen/login', lazy: async () => ({ Component: (await entry()).HumenLoginPage }) },
  { path: 'humen/entry', lazy: async () => ({ Component: (await entry()).HumenEntryPage }) },
  { path: 'humen/menu', lazy: async () => ({ Component: (await entry()).HumenMenuPage }) },
  { path: 'humen/dataDashboard', lazy: async () => ({ Component: (await dashboard()).DataDashboardPage }) },
  { path: 'humen/clothingData', lazy: async () => ({ Component: (await clothing()).ClothingDataPage }) },
];
