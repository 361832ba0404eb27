import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { lazyInTaskOfItsOwn } from './lazy-in-task';

describe('lazyInTaskOfItsOwn', () => {
  it("asks a page's chunk after the asking task has ended, at any depth, and resolves to the chunk", async () => {
    const asked: string[] = [];
    const page = { Component: () => null };
    const lazy = (name: string) => () => {
      asked.push(name);
      return Promise.resolve(page);
    };
    const [root] = lazyInTaskOfItsOwn([{ id: 'root', children: [{ path: 'a', lazy: lazy('a') }, { path: 'b', children: [{ index: true, lazy: lazy('b') }] }] }]);
    const [a, b] = root!.children as RouteObject[];
    const loads = [(a!.lazy as () => Promise<unknown>)(), ((b!.children as RouteObject[])[0]!.lazy as () => Promise<unknown>)()];
    expect(asked).toEqual([]);
    await expect(Promise.all(loads)).resolves.toEqual([page, page]);
    expect(asked).toEqual(['a', 'b']);
  });
});
