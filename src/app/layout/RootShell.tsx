import { Outlet } from 'react-router-dom';
import { useNavigationProgress } from '../../components/progress-bar';
import { ScrollManager } from '../scroll/ScrollManager';

/** Above every page, with or without the site chrome: scroll rules and the route progress bar. */
export function RootShell() {
  useNavigationProgress();
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}
