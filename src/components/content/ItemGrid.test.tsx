import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listItem } from '../../../tests/support/list-item';
import { layoutEverything } from '../offscreen';
import { ItemGrid } from './ItemGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;


const items = Array.from({ length: 40 }, (_, index) => listItem(index + 1));

function mount() {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <ItemGrid items={items} />
      </MemoryRouter>,
    ),
  );
  const grid = () => container.querySelector('[data-testid="item-grid"]')!;
  return { cards: () => grid().querySelectorAll('[data-testid="item-card"]').length, busy: () => grid().getAttribute('aria-busy'), root };
}

describe('a card grid longer than the first screen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] }));
  afterEach(() => {
    vi.useRealTimers();
    layoutEverything(false);
  });

  it('renders the first screen’s cards first, busy, and the rest at an idle moment', async () => {
    const { cards, busy, root } = mount();
    expect([cards(), busy()]).toEqual([15, 'true']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect([cards(), busy()]).toEqual([40, null]);
    act(() => root.unmount());
  });

  it('renders every card at once on a return to a remembered position', () => {
    layoutEverything(true);
    const { cards, busy, root } = mount();
    expect([cards(), busy()]).toEqual([40, null]);
    act(() => root.unmount());
  });
});
