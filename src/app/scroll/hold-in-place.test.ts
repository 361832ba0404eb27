import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdInPlace, MAX_HOLD_MS, MAX_QUIET_FRAMES, SETTLE_FRAMES } from './hold-in-place';

/** Frames run by hand, each 16 ms apart on the page's clock. */
let queued: (() => void) | undefined;
let now = 0;
let target: EventTarget;

function frames(count: number) {
  for (let frame = 0; frame < count && queued; frame++) {
    const run = queued;
    queued = undefined;
    now += 16;
    run();
  }
}

beforeEach(() => {
  queued = undefined;
  now = 0;
  target = new EventTarget();
  vi.stubGlobal('window', target);
  vi.stubGlobal('performance', { now: () => now });
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => ((queued = run), 1));
  vi.stubGlobal('cancelAnimationFrame', () => (queued = undefined));
});
afterEach(() => vi.unstubAllGlobals());

describe('holdInPlace', () => {
  it('keeps trying while the page is still loading, however many frames that takes, and places the reader once it can', () => {
    let loading = true;
    let reachable = false;
    let placedAt: number | undefined;
    holdInPlace(() => {
      if (reachable) placedAt ??= now;
      return reachable;
    }, () => loading);
    // A loaded server takes 8 s to answer: far more frames than the quiet budget.
    frames(500);
    expect(queued, 'still trying after 500 frames of loading').toBeDefined();
    loading = false;
    reachable = true;
    frames(1);
    expect(placedAt).toBeDefined();
    frames(SETTLE_FRAMES + 1);
    expect(queued, 'done once held in place for the settle frames').toBeUndefined();
  });

  it('holds a placed position through a page that shortens for a moment', () => {
    let inPlace = true;
    let checks = 0;
    holdInPlace(() => (checks++, inPlace), () => false);
    frames(30);
    inPlace = false;
    frames(5);
    inPlace = true;
    frames(SETTLE_FRAMES - 1);
    expect(queued, 'the settle count restarted when the page moved').toBeDefined();
    frames(2);
    expect(queued).toBeUndefined();
    expect(checks).toBe(30 + 5 + SETTLE_FRAMES + 2);
  });

  it('gives up on a quiet page that never gets tall enough, after its quiet frames', () => {
    holdInPlace(() => false, () => false);
    frames(MAX_QUIET_FRAMES + SETTLE_FRAMES - 2);
    expect(queued).toBeDefined();
    frames(2);
    expect(queued).toBeUndefined();
  });

  it('stops after MAX_HOLD_MS even if the page never settles', () => {
    holdInPlace(() => false, () => true);
    frames(Math.floor(MAX_HOLD_MS / 16) - 2);
    expect(queued).toBeDefined();
    frames(4);
    expect(queued).toBeUndefined();
  });

  it('stops as soon as the reader scrolls by hand', () => {
    holdInPlace(() => false, () => true);
    frames(3);
    target.dispatchEvent(new Event('wheel'));
    expect(queued).toBeUndefined();
  });
});
