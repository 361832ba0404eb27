import { RouterProvider } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <ProgressBar />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
