import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';
import { RouteTableContext } from '../lib/offline/route-table';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <ProgressBar />
      <RouteTableContext.Provider value={routes}>
        <RouterProvider router={router} />
      </RouteTableContext.Provider>
    </AppProviders>
  );
}
