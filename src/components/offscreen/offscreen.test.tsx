import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutEverything, layOutWhenIdle } from '.';
import { RenderWhenIdle } from './RenderWhenIdle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const laidOut = (...elements: HTMLElement[]) => elements.map((element) => element.hasAttribute('data-laid-out'));

describe('deferred blocks', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] }));
  afterEach(() => vi.useRealTimers());

  it('are laid out one per idle moment, in the order they mounted', async () => {
    const [first, second, third] = [document.createElement('section'), document.createElement('section'), document.createElement('div')];
    for (const element of [first!, second!, third!]) layOutWhenIdle(element);
    expect(laidOut(first!, second!, third!)).toEqual([false, false, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect(laidOut(first!, second!, third!)).toEqual([true, false, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect(laidOut(first!, second!, third!)).toEqual([true, true, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect(laidOut(first!, second!, third!)).toEqual([true, true, true]);
  });

  it('skip a block that unmounted before its turn, and do not queue one already laid out', async () => {
    const [gone, kept] = [document.createElement('section'), document.createElement('section')];
    const unmount = layOutWhenIdle(gone);
    layOutWhenIdle(kept);
    unmount?.();
    await vi.advanceTimersToNextTimerAsync();
    expect(laidOut(gone, kept)).toEqual([false, true]);
    expect(layOutWhenIdle(kept)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('blocks rendered when idle', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] }));
  afterEach(() => {
    vi.useRealTimers();
    layoutEverything(false);
  });

  const mount = () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <>
          <p>first screen</p>
          <RenderWhenIdle>
            <section>channels</section>
          </RenderWhenIdle>
          <RenderWhenIdle>
            <section>columns</section>
          </RenderWhenIdle>
        </>,
      ),
    );
    return { sections: () => [...container.querySelectorAll('section')].map((section) => section.textContent), root };
  };

  it('hold their place on the first render and come one per idle moment, after the deferred layouts asked before them', async () => {
    const grid = document.createElement('ul');
    layOutWhenIdle(grid);
    const { sections, root } = mount();
    expect(sections()).toEqual([]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect([grid.hasAttribute('data-laid-out'), ...sections()]).toEqual([true]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(sections()).toEqual(['channels']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(sections()).toEqual(['channels', 'columns']);
    act(() => root.unmount());
  });

  it('render at once on a page returning to a remembered position, and leave no turn behind when unmounted early', async () => {
    layoutEverything(true);
    const returning = mount();
    expect(returning.sections()).toEqual(['channels', 'columns']);
    expect(vi.getTimerCount()).toBe(0);
    act(() => returning.root.unmount());

    layoutEverything(false);
    const left = mount();
    act(() => left.root.unmount());
    await vi.advanceTimersToNextTimerAsync();
    expect(vi.getTimerCount()).toBe(0);
  });
});
