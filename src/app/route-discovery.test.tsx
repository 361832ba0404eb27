import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RouteDiscovery } from './route-discovery';
import { DISCOVERED_GROUPS, routes } from './routes';

/** The app's tree as shapes only (no loaders, pages or elements), every route with an id of its own. */
function shapes(tree: RouteObject[], parent = 'r'): RouteObject[] {
  return tree.map((route, index) => {
    const id = route.id ?? `${parent}-${index}`;
    const shape = { id, path: route.path, caseSensitive: route.caseSensitive };
    return route.index ? { ...shape, index: true } : { ...shape, children: route.children && shapes(route.children, id) };
  });
}

/** An address for every route of the tree: its path with each parameter filled in. */
function addresses(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const own = route.path || route.index ? [path.replace(/:\w+\??/g, 'x1').replace(/\*$/, 'a/b') || '/'] : [];
    return [...own, ...addresses(route.children ?? [], path)];
  });
}

const countRoutes = (tree: RouteObject[]): number => tree.reduce((sum, route) => sum + 1 + countRoutes(route.children ?? []), 0);

const full = shapes(routes);
const matchedIds = (tree: RouteObject[], path: string) => (matchRoutes(tree, path) ?? []).map((match) => match.route.id);

function routerAt(path: string) {
  const discovery = new RouteDiscovery(full, DISCOVERED_GROUPS);
  return createMemoryRouter(discovery.initialRoutes(path), { initialEntries: [path], patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  if (router.state.initialized) return;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

const written = addresses(full);
// The router matches regardless of case and on decoded segments: so must discovery.
const spelledOtherwise = written.flatMap((path) => [path.toUpperCase(), path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`), `${path}/`]);
const every = [...new Set([...written, ...spelledOtherwise, '/definitely/missing', '/list', '/detail/nothing/here/at/all', '/%E0%A4%A'])];

describe('lazy route discovery', () => {
  it('starts the router with a small part of the tree', async () => {
    const router = routerAt('/');
    await settled(router);
    expect(countRoutes(router.routes)).toBeLessThan(countRoutes(full) / 4);
    expect(router.state.matches.map((match) => match.route.id)).toEqual(matchedIds(full, '/'));
  });

  it('is tried on every route of the tree, spelled several ways, and on addresses no route has', () => {
    expect(written.length).toBeGreaterThan(countRoutes(full) / 2);
    expect(every.length).toBeGreaterThan(3 * written.length);
  });

  // One test per address: matching the whole tree costs milliseconds per address, and CI runs this
  // suite niced beside the browsers, where one test over every address outran the 60 s timeout.
  describe('leads each navigation of one router to the route the whole tree matches, the 404 page included', () => {
    let router: ReturnType<typeof routerAt>;
    beforeAll(async () => {
      router = routerAt('/');
      await settled(router);
    });
    afterAll(() => router.dispose());

    it.each(every)('%s', async (path) => {
      await router.navigate(path);
      expect(router.state.matches.map((match) => match.route.id)).toEqual(matchedIds(full, path));
    });
  });

  describe('opens any address as the first page on the route the whole tree matches', () => {
    it.each(every)('%s', async (path) => {
      const router = routerAt(path);
      await settled(router);
      expect(router.state.matches.map((match) => match.route.id)).toEqual(matchedIds(full, path));
      router.dispose();
    });
  });
});
