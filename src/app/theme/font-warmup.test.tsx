import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpFonts } from './font-warmup';
import { tokens } from '@chakra-ui/react/theme';
import { fontSizes, fontStacks, fontWeights } from './fonts';

/** The warm-up box's lines as (family, size, weight), in the order they were set. */
function watchLines() {
  const lines: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLSpanElement) lines.push(`${node.style.fontFamily === fontStacks.serif ? 'serif' : 'sans'} ${node.style.fontSize} ${node.style.fontWeight}`);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { lines, stop: () => observer.disconnect() };
}

const warmupBoxes = () => document.body.querySelectorAll('[aria-hidden="true"]').length;

describe('font warm-up', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('sets one line per task, each in a font of its own, body text first, then leaves nothing behind', async () => {
    const watch = watchLines();
    warmUpFonts(() => false);
    expect(warmupBoxes()).toBe(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(watch.lines).toEqual(['sans 0.875rem 400']);
    await vi.advanceTimersToNextTimerAsync();
    expect(watch.lines).toHaveLength(2);
    await vi.runAllTimersAsync();
    watch.stop();
    expect(new Set(watch.lines).size).toBe(watch.lines.length);
    expect(watch.lines.length).toBeGreaterThan(15);
    expect(watch.lines).toContain('serif 1.25rem 700');
    expect(warmupBoxes()).toBe(0);
  });

  it('stops at the first task after the page starts rendering', async () => {
    const watch = watchLines();
    let rendering = false;
    warmUpFonts(() => rendering);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    rendering = true;
    await vi.advanceTimersToNextTimerAsync();
    expect(watch.lines).toHaveLength(2);
    expect(warmupBoxes()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    watch.stop();
  });
});

describe("the first screens' font sizes and weights", () => {
  it("are the theme's own (Chakra's default tokens)", () => {
    for (const [size, value] of Object.entries(fontSizes)) expect(tokens.fontSizes[size as keyof typeof tokens.fontSizes].value, size).toBe(value);
    for (const [weight, value] of Object.entries(fontWeights)) expect(tokens.fontWeights[weight as keyof typeof tokens.fontWeights].value, weight).toBe(value);
  });
});
