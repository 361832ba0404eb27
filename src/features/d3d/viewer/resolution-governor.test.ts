import { describe, expect, it } from 'vitest';
import { ResolutionGovernor } from './resolution-governor';

/** Frames of `ms` each for `seconds`: the ratio the governor settles on. */
function drive(governor: ResolutionGovernor, frameMs: (ratio: number) => number, seconds = 4, start = 0) {
  let now = start;
  let ratio = governor.motion;
  while (now < start + seconds * 1000) {
    const ms = frameMs(ratio);
    now += ms;
    ratio = governor.frame(ms, now);
  }
  return { ratio, now };
}

// A fill-bound scene: frame time ∝ pixels (the ratio squared), plus a fixed cost.
const software = (ratio: number) => 8 + 40 * ratio * ratio;
const gpu = () => 16.7;

describe('the 3D viewer\'s resolution while moving', () => {
  it('drops on a slow device until frames come near the target rate, never below the floor', () => {
    const governor = new ResolutionGovernor();
    const { ratio } = drive(governor, software);
    expect(software(ratio)).toBeLessThanOrEqual(25 * 1.15);
    expect(ratio).toBeGreaterThanOrEqual(0.4);
    const hopeless = new ResolutionGovernor();
    expect(drive(hopeless, (r) => 200 + r).ratio).toBe(0.5);
  });

  it('stays at full resolution where frames are fast', () => {
    expect(drive(new ResolutionGovernor(), gpu).ratio).toBe(2);
  });

  it('climbs back when the device has room again', () => {
    const governor = new ResolutionGovernor();
    const { now } = drive(governor, software);
    expect(governor.motion).toBeLessThan(1);
    expect(drive(governor, gpu, 4, now).ratio).toBe(2);
  });
});
