import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListItem } from '../../shared/catalogue/types';
import { layoutEverything } from '../offscreen';
import { ItemGrid } from './ItemGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (id: number): ListItem => ({
  id,
  channel: 20850,
  column: 1,
  subcolumn: null,
  type: 3,
  title: `款式 ${id}`,
  cover: `/media/c${id}`,
  cover_thumb: `/media/c${id}/thumb`,
  width: 720,
  height: 960,
  publish_time: 1_768_000_000,
  publish_date: '2026/01/10',
  pv: 10,
  tag_base: {},
  tag_base_array: [],
  tag_base_pattern: [],
  temp_type: 0,
  colours: [],
  is_vip: false,
  locked: false,
  brand: null,
});

const items = Array.from({ length: 40 }, (_, index) => item(index + 1));

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
