import { createBrowserRouter, type DataRouter, type DataStrategyFunction, type DataStrategyResult, type RouteObject } from 'react-router-dom';
import { forgetSavedAt } from '../lib/offline/saved-at';
import { yieldToMain } from '../lib/yield-to-main';
import { RouteDiscovery } from './route-discovery';
import { DISCOVERED_GROUPS, routes } from './routes';

/**
 * React Router calls a history entry without state "default", so Back to the first page of a
 * visit could not find its scroll position. Give that entry a key of its own before the router reads
 * it, and the index the router would otherwise write in a replaceState of its own: each is a round
 * trip to the browser process, 10–13 ms of the router's set-up in Lighthouse traces (issue #11).
 */
export function keyFirstEntry() {
  const state = window.history.state as { key?: string; idx?: number } | null;
  if (state?.key && state.idx != null) return;
  window.history.replaceState({ ...state, key: state?.key ?? Math.random().toString(36).slice(2, 10), idx: state?.idx ?? 0 }, '');
}

/**
 * "Saved at …" describes the page on screen only: forget the previous page's cached answers as a
 * navigation starts, before its loaders ask for anything (the first page's start is the router's
 * creation). After the page rendered would be too late: the service worker's reports of what the
 * loaders asked may already have arrived.
 */
function forgetSavedAtOnNavigation(router: DataRouter) {
  let shownKey = router.state.location.key;
  router.subscribe((state) => {
    const next = state.navigation.location ?? state.location;
    if (next.key === shownKey) return;
    shownKey = next.key;
    forgetSavedAt();
  });
}

/**
 * The router's data strategy: each route's loader starts in a task of its own, after the task that
 * matched the address. Loaders start requests (the session's, the page's): the first fetch of a
 * page load and the query cache's first use cost a slow tablet tens of milliseconds, and with the
 * router's set-up they made one task of 100 ms at 4× (issue #11). Every loader still starts before
 * any of them is waited for, so the requests leave as before.
 */
export const loadersInTasksOfTheirOwn: DataStrategyFunction = async ({ matches }) => {
  const started: Promise<[string, DataStrategyResult]>[] = [];
  for (const match of matches.filter((each) => each.shouldLoad)) {
    await yieldToMain();
    started.push(match.resolve().then((result) => [match.route.id, result]));
  }
  return Object.fromEntries(await Promise.all(started));
};

/** What the router starts from: the first page's history entry keyed, the routes its address needs. */
export interface RouterStart {
  discovery: RouteDiscovery;
  initialRoutes: RouteObject[];
}

/**
 * The router's start, apart from the router: main.tsx runs it in a task of its own ahead of the
 * router's, which matched the address and set up the router in one task of 60 ms at 4× (issue #11).
 */
export function prepareRouterStart(): RouterStart {
  keyFirstEntry();
  const discovery = new RouteDiscovery(routes, DISCOVERED_GROUPS);
  return { discovery, initialRoutes: discovery.initialRoutes(window.location.pathname) };
}

/** The history-mode router (spec §2); making it starts the first page's loaders. */
export function createAppRouter({ discovery, initialRoutes }: RouterStart = prepareRouterStart()): DataRouter {
  const router = createBrowserRouter(initialRoutes, {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
    dataStrategy: loadersInTasksOfTheirOwn,
  });
  forgetSavedAtOnNavigation(router);
  return router;
}

/**
 * Settles when the first page's loaders have (the router is initialised). The first render waits
 * for it: that render is sliced (a transition), and RouterProvider subscribes to the router only
 * when it commits, so a router that finished loading while the render was still in slices was
 * never heard, and the page stayed on its boot splash for good (seen 3 times in 53 loads on a
 * busy machine).
 */
export function firstPageLoaded(router: DataRouter): Promise<void> {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
