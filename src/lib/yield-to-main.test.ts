import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resumes in a later task: the caller's microtasks and the tasks queued before it run first", async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued earlier'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push("caller's microtask"));
    await resumed;
    expect(order).toEqual(["caller's microtask", 'task queued earlier', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one (it resumes ahead of other queued tasks)", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });
});
