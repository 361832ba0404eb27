import { createBrowserRouter } from 'react-router-dom';
import { forgetSavedAt } from '../lib/offline/saved-at';
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

/**
 * "Saved at …" describes the page on screen only: forget the previous page's cached answers as a
 * navigation starts, before its loaders ask for anything (the first page's start is this module's).
 * After the page rendered would be too late: the service worker's reports of what the loaders
 * asked may already have arrived.
 */
let shownKey = router.state.location.key;
router.subscribe((state) => {
  const next = state.navigation.location ?? state.location;
  if (next.key === shownKey) return;
  shownKey = next.key;
  forgetSavedAt();
});
