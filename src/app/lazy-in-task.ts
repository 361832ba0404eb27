import type { RouteObject } from 'react-router-dom';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * Each page's chunk is asked for in a task of its own: asking appends a preload link for every
 * file the chunk needs, a few milliseconds each on a slow tablet, and the first page's were part
 * of the boot task with the router and the loaders (issue #11).
 */
export function lazyInTaskOfItsOwn(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const { lazy, children } = route;
    const own = { ...route } as RouteObject & { children?: RouteObject[] };
    if (typeof lazy === 'function') {
      own.lazy = async () => {
        await yieldToMain();
        return lazy();
      };
    }
    if (children) own.children = lazyInTaskOfItsOwn(children);
    return own;
  });
}
