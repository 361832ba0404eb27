import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { samePage, usePackTarget } from '../../src/lib/offline/hooks/use-pack-target';
import { IDLE, packProgress } from '../../src/lib/offline/pack-progress';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MEMBER = 7;
let root: Root | null = null;
const started = new Set<string>();
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  for (const href of started) packProgress.set(MEMBER, href, IDLE);
  started.clear();
});

/** Reads the address on every render, as the sync popover's pack button does; a click starts measuring its pack. */
function Button() {
  const target = usePackTarget(window.location.pathname + window.location.search, MEMBER);
  const start = () => {
    started.add(target);
    packProgress.set(MEMBER, target, { step: 'measuring' });
  };
  return (
    <button type="button" data-target={target} onClick={start}>
      save
    </button>
  );
}

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Button />));
  const button = () => container.querySelector('button')!;
  return {
    button,
    rerender: () => act(() => root!.render(<Button />)),
    // The sync popover closed and opened again: a new button, nothing kept in it.
    remount: () => {
      act(() => root!.render(<></>));
      act(() => root!.render(<Button />));
    },
  };
}

describe('the page a pack button shows', () => {
  it('stays on the pack the member started while the list writes its page number into the address', () => {
    window.history.replaceState(null, '', '/list/trend?channel=20850');
    const { button, rerender, remount } = render();
    act(() => button().click());
    window.history.replaceState(null, '', '/list/trend?channel=20850&p=2');
    rerender();
    expect(button().dataset.target).toBe('/list/trend?channel=20850');
    remount();
    expect(button().dataset.target).toBe('/list/trend?channel=20850');
  });

  it('is the pack of another member only for them', () => {
    window.history.replaceState(null, '', '/list/trend?channel=20850');
    started.add('/list/trend?channel=20850');
    packProgress.set(MEMBER + 1, '/list/trend?channel=20850', { step: 'measuring' });
    window.history.replaceState(null, '', '/list/trend?channel=20850&p=2');
    const { button } = render();
    expect(button().dataset.target).toBe('/list/trend?channel=20850&p=2');
    packProgress.set(MEMBER + 1, '/list/trend?channel=20850', IDLE);
  });

  it('follows the address to another page, or the same list with other filters', () => {
    window.history.replaceState(null, '', '/list/trend?channel=20850');
    const { button, rerender } = render();
    act(() => button().click());
    window.history.replaceState(null, '', '/list/trend?channel=20853');
    rerender();
    expect(button().dataset.target).toBe('/list/trend?channel=20853');
    window.history.replaceState(null, '', '/list/brand?channel=20850');
    rerender();
    expect(button().dataset.target).toBe('/list/brand?channel=20850');
  });

  it('shows the address when nothing was started', () => {
    window.history.replaceState(null, '', '/list/trend?channel=20850&p=3');
    const { button } = render();
    expect(button().dataset.target).toBe('/list/trend?channel=20850&p=3');
  });
});

describe('samePage', () => {
  it('ignores the scroll position and the order of the search, not the rest', () => {
    expect(samePage('/list/trend?channel=1&sort=new', '/list/trend?sort=new&channel=1&p=4')).toBe(true);
    expect(samePage('/list/trend?channel=1', '/list/trend?channel=2')).toBe(false);
    expect(samePage('/detail/a?id=1', '/detail/b?id=1')).toBe(false);
  });
});
