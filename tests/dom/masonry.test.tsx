import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Masonry } from '../../src/components/masonry';
import { mountedRoot } from './support/mounted-root';

const view = mountedRoot();

/** A window `width` px wide whose media queries report changes when it is resized. */
function windowOf(width: number) {
  let current = width;
  const queries: { minWidth: number; listeners: Set<() => void> }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { minWidth: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0), listeners: new Set<() => void>() };
    queries.push(entry);
    return {
      get matches() {
        return current >= entry.minWidth;
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(to: number) {
      const crossed = queries.filter(({ minWidth }) => current >= minWidth !== to >= minWidth);
      current = to;
      for (const { listeners } of crossed) for (const listener of listeners) listener();
    },
  };
}

const posts = Array.from({ length: 7 }, (_, index) => ({ id: index, height: 1.4 }));
const columnsShown = () => [...view.host.querySelectorAll('[data-testid="wall"] > ul')].map((column) => [...column.children].map((cell) => cell.textContent));

describe('Masonry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deals the items into the column count of the window\'s width, and again when it crosses a breakpoint', () => {
    const viewport = windowOf(1300);
    act(() =>
      view.root.render(
        <Masonry items={posts} columns={{ base: 2, md: 3, xl: 5 }} gap="1rem" keyOf={(post) => post.id} heightOf={(post) => post.height} render={(post) => `post ${post.id}`} testId="wall" />,
      ),
    );
    expect(columnsShown()).toEqual([['post 0', 'post 5'], ['post 1', 'post 6'], ['post 2'], ['post 3'], ['post 4']]);

    act(() => viewport.resize(800)); // an iPad held upright: md's three columns
    expect(columnsShown()).toEqual([['post 0', 'post 3', 'post 6'], ['post 1', 'post 4'], ['post 2', 'post 5']]);

    act(() => viewport.resize(400));
    expect(columnsShown()).toHaveLength(2);
  });
});
