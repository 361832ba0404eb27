type Lazy = () => Promise<unknown>;

/**
 * A copy of a route tree with every route's `lazy` wrapped, at any depth (the routes given are
 * left as they are). For what a page's code must wait for, or wait behind, when it is asked for.
 */
export function wrapLazy<R extends { lazy?: unknown; children?: R[] }>(routes: R[], wrap: (lazy: Lazy) => Lazy): R[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: wrap(lazy as Lazy) } : {}),
      ...(children ? { children: wrapLazy(children, wrap) } : {}),
    };
  });
}
