import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';

/** A child every page needs whatever the address: a pathless layout, or the catch-all 404 page. */
const isStructural = (route: RouteObject) => (!route.path && !route.index) || route.path === '*';

const leadsTo = (route: RouteObject, pathname: string) => matchRoutes([route], pathname) !== null;

/**
 * Lazy route discovery (React Router's patchRoutesOnNavigation). The router starts with only the
 * branches the first address needs, the layouts and the 404 page, and is given the others the
 * first time a navigation leads to them. Creating the router over all hundred-odd routes was
 * about 100 ms of the boot task at a 4× CPU slowdown (issue #11); matching stays as before, since
 * every route that could match an address is added before the router matches it.
 *
 * Discovery works on the children of the routes named in `groupIds` (the app's page lists, whose
 * parents have no path): a child joins when it leads to the address; layouts and the catch-all
 * are always there.
 */
export class RouteDiscovery {
  /** The full children of each group, by the group's id. */
  private readonly groups = new Map<string, RouteObject[]>();
  /** Children already given to the router. */
  private readonly given = new Set<RouteObject>();

  constructor(
    /** Every route of the app, as written. */
    private readonly tree: RouteObject[],
    groupIds: readonly string[],
  ) {
    const visit = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (route.id && groupIds.includes(route.id)) this.groups.set(route.id, route.children ?? []);
        if (route.children) visit(route.children);
      }
    };
    visit(tree);
    const missing = groupIds.filter((id) => !this.groups.has(id));
    if (missing.length > 0) throw new Error(`route discovery: no route with id ${missing.join(', ')}`);
  }

  /** The tree to create the router with for a first page at `pathname`. */
  initialRoutes(pathname: string): RouteObject[] {
    const prune = (routes: RouteObject[]): RouteObject[] =>
      routes.map((route) => {
        if (!route.children) return route;
        const children = route.id && this.groups.has(route.id) ? route.children.filter((child) => isStructural(child) || this.give(child, pathname)) : route.children;
        return { ...route, children: prune(children) };
      });
    return prune(this.tree);
  }

  /** For the router's patchRoutesOnNavigation: adds each group's children that lead to `path`. */
  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    for (const [groupId, children] of this.groups) {
      const found = children.filter((child) => !isStructural(child) && !this.given.has(child) && this.give(child, path));
      if (found.length > 0) patch(groupId, found);
    }
  };

  /** True (and remembered as given) when `child` leads to `pathname`. */
  private give(child: RouteObject, pathname: string): boolean {
    if (!leadsTo(child, pathname)) return false;
    this.given.add(child);
    return true;
  }
}
