import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { topProgress } from './progress';

/**
 * Runs the top bar while the router loads a route (its lazy chunk and its loaders' data) and
 * finishes it when the navigation settles. The first page load is started in main.tsx.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') topProgress.finish();
    else topProgress.start();
  }, [state]);
}
