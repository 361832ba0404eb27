import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';
import { AppProviders } from './providers';

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <ProgressBar />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
