import { RouterProvider } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <ProgressBar />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
