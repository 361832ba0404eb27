import { describe, expect, it } from 'vitest';
import { preloadSlots, type Slot } from './SlotList';

/** A slot whose load records when it was asked and queues a microtask, to tell tasks apart. */
function slot(id: string, order: string[], outcome: 'loads' | 'fails' = 'loads'): Slot {
  const preload = () => {
    order.push(`asked ${id}`);
    queueMicrotask(() => order.push(`after ${id}`));
    return outcome === 'loads' ? Promise.resolve() : Promise.reject(new Error('chunk missing'));
  };
  return { id, Component: Object.assign(() => null, { preload }) };
}

describe('preloadSlots', () => {
  it("asks each slot's file in a task of its own, after the caller's; a failing one does not stop the rest", async () => {
    const order: string[] = [];
    const settled = preloadSlots([slot('menu', order), slot('bell', order, 'fails'), { id: 'plain', Component: () => null }, slot('sync', order)]);
    expect(order).toEqual([]);
    await expect(settled).resolves.toBeUndefined();
    // A slot asked in the same task as the one before it would come before that one's microtask.
    expect(order).toEqual(['asked menu', 'after menu', 'asked bell', 'after bell', 'asked sync', 'after sync']);
  });
});
