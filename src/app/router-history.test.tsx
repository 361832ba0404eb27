import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyFirstEntry } from './router';

describe("the first history entry's key", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written with its index in one replaceState, which the router then reads instead of writing its own', () => {
    window.history.replaceState(null, '', '/list/show?channel=20850');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    keyFirstEntry();
    const router = createBrowserRouter([{ path: '/list/show', element: null }]);
    expect(replaceState).toHaveBeenCalledTimes(1);
    const { key, idx } = window.history.state as { key: string; idx: number };
    expect(idx).toBe(0);
    // The key Back uses to find the page's scroll position is the one the router knows the page by.
    expect(router.state.location.key).toBe(key);
    expect(key).not.toBe('default');
    router.dispose();
  });

  it('leaves an entry the router already keyed (a reload) as it is', () => {
    window.history.replaceState({ usr: null, key: 'k3y', idx: 4 }, '', '/');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    keyFirstEntry();
    const router = createBrowserRouter([{ path: '/', element: null }]);
    expect(replaceState).not.toHaveBeenCalled();
    expect(router.state.location.key).toBe('k3y');
    router.dispose();
  });
});
