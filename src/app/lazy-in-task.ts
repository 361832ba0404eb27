import type { RouteObject } from 'react-router-dom';
import { wrapLazy } from '../lib/route-lazy';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * Each page's chunk is asked for in a task of its own: asking appends a link for each stylesheet
 * the chunk needs (and, before vite.config.ts preloaded only those, one for every file), a few
 * milliseconds each on a slow tablet, and the first page's were part of the boot task with the
 * router and the loaders (issue #11).
 */
export const lazyInTaskOfItsOwn = (tree: RouteObject[]): RouteObject[] =>
  wrapLazy(tree, (lazy) => async () => {
    await yieldToMain();
    return lazy();
  });
