import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';
import { RouteTableContext } from '../lib/offline/route-table';
import { AppProviders } from './providers';
import { routes } from './routes';

/** `onFirstCommit` runs once the first page is on screen (after its commit, its effects included). */
export function App({ router, onFirstCommit }: { router: DataRouter; onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <AppProviders>
      <ProgressBar />
      <RouteTableContext.Provider value={routes}>
        <RouterProvider router={router} />
      </RouteTableContext.Provider>
    </AppProviders>
  );
}
