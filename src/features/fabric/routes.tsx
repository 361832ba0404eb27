import type { RouteObject } from 'react-router-dom';
import { detailLoader, findLoader, homeLoader, shopLoader, shopsLoader } from './api/queries';

const pages = () => import('./components/FabricPages');
const detail = () => import('./components/FabricDetailPage');

/** Fabric sourcing (spec §2): /dxFabric/home, findFabric, the fabric detail, collection, footprint, humenShop, shopDetail. */
export const fabricRoutes: RouteObject[] = [
  { path: 'dxFabric', loader: homeLoader, lazy: async () => ({ Component: (await pages()).FabricHomePage }) },
  { path: 'dxFabric/home', loader: homeLoader, lazy: async () => ({ Component: (await pages()).FabricHomePage }) },
  { path: 'dxFabric/findFabric', loader: findLoader, lazy: async () => ({ Component: (await pages()).FindFabricPage }) },
  { path: 'dxFabric/fabricDetail', loader: detailLoader, lazy: async () => ({ Component: (await detail()).FabricDetailPage }) },
  { path: 'dxFabric/collection', lazy: async () => ({ Component: (await pages()).FabricCollectionPage }) },
  { path: 'dxFabric/footprint', lazy: async () => ({ Component: (await pages()).FabricFootprintPage }) },
  { path: 'dxFabric/humenShop', loader: shopsLoader, lazy: async () => ({ Component: (await pages()).ShopListPage }) },
  { path: 'dxFabric/shopDetail', loader: shopLoader, lazy: async () => ({ Component: (await pages()).ShopDetailPage }) },
];
