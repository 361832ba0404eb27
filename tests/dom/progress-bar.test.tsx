import { act, Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticStylesCss } from '../../scripts/chakra-globals';
import { PROGRESS, ProgressBar, ProgressController } from '../../src/components/progress-bar';
import { STATIC_STYLES } from '../../src/components/static-styles/declarations';
import { mountedRoot } from './support/mounted-root';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Every random draw is `value`: the climb per tick is then exactly 2·value·(97/20). */
const controllerWith = (value: number) => new ProgressController(() => value);

describe('ProgressController', () => {
  it('climbs every 100 ms and reaches the 97 % cap in 2000 ms on average', () => {
    const progress = controllerWith(0.5);
    progress.start();
    expect(progress.getState()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(PROGRESS.tickMs);
    expect(progress.getState().percent).toBeCloseTo(4.85);
    vi.advanceTimersByTime(900);
    expect(progress.getState().percent).toBeCloseTo(48.5);
    vi.advanceTimersByTime(1000);
    expect(progress.getState().percent).toBeCloseTo(97);
  });

  it('never passes 97 % while the load runs', () => {
    const progress = controllerWith(0.99);
    progress.start();
    vi.advanceTimersByTime(9_900);
    expect(progress.getState().percent).toBe(PROGRESS.maxPercent);
    expect(progress.isRunning()).toBe(true);
  });

  it('climbs by random amounts', () => {
    const draws = [0.1, 0.9, 0.3];
    const progress = new ProgressController(() => draws.shift() ?? 0);
    progress.start();
    const seen: number[] = [];
    for (let tick = 0; tick < 3; tick++) {
      vi.advanceTimersByTime(PROGRESS.tickMs);
      seen.push(progress.getState().percent);
    }
    expect(seen.map((percent) => Math.round(percent * 100) / 100)).toEqual([0.97, 9.7, 12.61]);
  });

  it('is forced to finish after 10 s, then hides', () => {
    const progress = controllerWith(0.5);
    progress.start();
    vi.advanceTimersByTime(PROGRESS.forceFinishMs - 1);
    expect(progress.isRunning()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progress.isRunning()).toBe(false);
    expect(progress.getState()).toMatchObject({ visible: true, percent: 100 });
    vi.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(progress.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('finishes at 100 % when the load ends and stops ticking', () => {
    const progress = controllerWith(0.5);
    progress.start();
    vi.advanceTimersByTime(500);
    progress.finish();
    expect(progress.getState().percent).toBe(100);
    vi.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(progress.getState().visible).toBe(false);
    vi.advanceTimersByTime(PROGRESS.forceFinishMs);
    expect(progress.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('turns red and finishes on failure, but ignores a failure when idle', () => {
    const progress = controllerWith(0.5);
    progress.fail();
    expect(progress.getState().visible).toBe(false);
    progress.start();
    vi.advanceTimersByTime(300);
    progress.fail();
    expect(progress.getState()).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(progress.getState().visible).toBe(false);
  });

  it('restarts from zero when a new load starts while the last one fades out', () => {
    const progress = controllerWith(0.5);
    progress.start();
    progress.fail();
    vi.advanceTimersByTime(100);
    progress.start();
    expect(progress.getState()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(progress.getState().visible).toBe(true);
  });
});

describe('<ProgressBar>', () => {
  const view = mountedRoot();

  // The bar's static class, as the app's stylesheet holds it.
  beforeAll(async () => {
    const style = document.createElement('style');
    style.textContent = await staticStylesCss({ 'progress-bar': STATIC_STYLES['progress-bar'] });
    document.head.append(style);
  });

  it('shows the controller state: width, 2 px, loading, then failed', () => {
    const progress = controllerWith(0.5);
    act(() =>
      view.root.render(
        <ProgressBar controller={progress} />,
      ),
    );
    const bar = view.host.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(bar.dataset.state).toBe('idle');
    expect(bar.getAttribute('aria-hidden')).toBe('true');

    act(() => progress.start());
    act(() => vi.advanceTimersByTime(1000));
    expect(bar.dataset.state).toBe('loading');
    expect(bar.getAttribute('aria-valuenow')).toBe('49');
    expect(bar.style.width).toBe('48.5%');
    expect(getComputedStyle(bar).height).toBe('2px');

    act(() => progress.fail());
    expect(bar.dataset.state).toBe('failed');
    expect(bar.style.width).toBe('100%');
  });

  it('moves without React renders, so a page rendering meanwhile is never interrupted by its ticks', () => {
    const progress = controllerWith(0.5);
    let commits = 0;
    act(() =>
      view.root.render(
        <Profiler id="bar" onRender={() => (commits += 1)}>
          <ProgressBar controller={progress} />
        </Profiler>,
      ),
    );
    expect(commits).toBe(1);
    act(() => progress.start());
    act(() => vi.advanceTimersByTime(1500));
    act(() => progress.finish());
    act(() => vi.advanceTimersByTime(PROGRESS.hideAfterMs));
    expect(view.host.querySelector<HTMLElement>('[role="progressbar"]')!.dataset.state).toBe('idle');
    expect(commits).toBe(1);
  });
});
