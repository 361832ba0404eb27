import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useNavigationProgress } from '../../components/progress-bar';
import { notePageShown } from '../../lib/page-shown';
import { ScrollManager } from '../scroll/ScrollManager';

/** Above every page, with or without the site chrome: scroll rules and the route progress bar. */
export function RootShell() {
  useNavigationProgress();
  const { key } = useLocation();
  // Each navigation's page is on screen: what its loader held back below the fold may load now.
  useEffect(notePageShown, [key]);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}
