import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routeModules } from '../../scripts/route-preloads';
import { routes } from './routes';

/** Every lazy route of the router's table by its full path (no leading slash), as the router matches it. */
function lazyRoutes(tree: RouteObject[], base = ''): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>();
  for (const route of tree) {
    const path = [base, route.path ?? ''].filter(Boolean).join('/');
    if (route.lazy) found.set(path, route);
    for (const [childPath, child] of lazyRoutes(route.children ?? [], path)) found.set(childPath, child);
  }
  return found;
}

/**
 * Pages another feature's route function places (src/app composes planning's user-centre pages into
 * the user centre): the build cannot tell their path from their own file, so they load as before.
 */
const PLACED_BY_ANOTHER_FEATURE = ['userCenter/myPlans'];

const fromSources = routeModules();
const table = lazyRoutes(routes);

describe('route preloads read off the route sources (scripts/route-preloads.ts)', () => {
  it('names only routes the router has', () => {
    const paths = fromSources.map((route) => route.path);
    expect(paths.filter((path) => !table.has(path))).toEqual([]);
  });

  it('covers every lazy route of the router but those another feature places', () => {
    const named = new Set(fromSources.map((route) => route.path));
    expect([...table.keys()].filter((path) => !named.has(path)).sort()).toEqual([...PLACED_BY_ANOTHER_FEATURE].sort());
  });

  // The five pages of issue #11 and a page inside a layout route: what each route's lazy loads is among its modules.
  it.each(['', 'list/:name', 'detail/:page', 'list/search', 'list/color', 'userCenter/myInfo'])('the modules of %j hold the page its lazy loads', async (path) => {
    const route = fromSources.find((entry) => entry.path === path)!;
    const lazy = table.get(path)!.lazy as () => Promise<{ Component?: unknown }>;
    const loaded = await lazy();
    const exports = (await Promise.all(route.modules.map((module) => import(/* @vite-ignore */ module)))) as Record<string, unknown>[];
    expect(exports.some((module) => Object.values(module).includes(loaded.Component))).toBe(true);
  });
});
