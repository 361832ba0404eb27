import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';

/** A child every page needs whatever the address: a pathless layout, or the catch-all 404 page. */
const isStructural = (route: RouteObject) => (!route.path && !route.index) || route.path === '*';

/**
 * The literal segments a route path starts with, before its first parameter, optional or splat
 * segment, lower-cased (paths match regardless of case unless a route says otherwise).
 */
function literalHead(path: string): string[] {
  const head: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    if (segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')) break;
    head.push(segment.toLowerCase());
  }
  return head;
}

interface Address {
  pathname: string;
  /** Its segments as the router compares them: decoded, lower-cased. */
  segments: string[];
}

function addressOf(pathname: string): Address {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
  return { pathname, segments };
}

/**
 * True when `route` (a child of a group, so its path starts at the site's root) matches `pathname`
 * or a part of it. Most routes are told apart by their first literal segments; the router's own
 * matcher, which compiles a regular expression per path (≈ 20 ms of a first page at 4× over a
 * hundred routes), decides only for those that start alike.
 */
function leadsTo(route: RouteObject, address: Address): boolean {
  const head = route.path ? literalHead(route.path) : [];
  if (head.some((literal, index) => address.segments[index] !== literal)) return false;
  return matchRoutes([route], address.pathname) !== null;
}

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
    const visit = (routes: RouteObject[], underPath: boolean) => {
      for (const route of routes) {
        const pathHere = underPath || Boolean(route.path);
        if (route.id && groupIds.includes(route.id)) {
          // leadsTo reads a child's path from the site's root.
          if (pathHere) throw new Error(`route discovery: group ${route.id} is under a path`);
          this.groups.set(route.id, route.children ?? []);
        }
        if (route.children) visit(route.children, pathHere);
      }
    };
    visit(tree, false);
    const missing = groupIds.filter((id) => !this.groups.has(id));
    if (missing.length > 0) throw new Error(`route discovery: no route with id ${missing.join(', ')}`);
  }

  /** The tree to create the router with for a first page at `pathname`. */
  initialRoutes(pathname: string): RouteObject[] {
    const address = addressOf(pathname);
    const prune = (routes: RouteObject[]): RouteObject[] =>
      routes.map((route) => {
        if (!route.children) return route;
        const children = route.id && this.groups.has(route.id) ? route.children.filter((child) => isStructural(child) || this.give(child, address)) : route.children;
        return { ...route, children: prune(children) };
      });
    return prune(this.tree);
  }

  /** For the router's patchRoutesOnNavigation: adds each group's children that lead to `path`. */
  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const address = addressOf(path);
    for (const [groupId, children] of this.groups) {
      const found = children.filter((child) => !isStructural(child) && !this.given.has(child) && this.give(child, address));
      if (found.length > 0) patch(groupId, found);
    }
  };

  /** True (and remembered as given) when `child` leads to `address`. */
  private give(child: RouteObject, address: Address): boolean {
    if (!leadsTo(child, address)) return false;
    this.given.add(child);
    return true;
  }
}
