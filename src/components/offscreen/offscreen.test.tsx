import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutWhenIdle } from '.';

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
