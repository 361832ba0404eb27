import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/**
 * React Router calls a history entry without state "default", so Back to the first page of a
 * visit could not find its scroll position. Give that entry a key of its own before the router reads it.
 */
function keyFirstEntry() {
  const state = window.history.state as { key?: string } | null;
  if (!state?.key) window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

keyFirstEntry();

/** History-mode router (spec §2). */
export const router = createBrowserRouter(routes);
