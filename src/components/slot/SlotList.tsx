import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { yieldToMain } from '../../lib/yield-to-main';

/** A piece of UI a feature plugs into the shell (header item, site-wide dialog, widget). */
export interface Slot {
  /** Stable and unique: the React key and the name in error logs. */
  id: string;
  /**
   * Usually lazyNamed(() => import('../features/x/…'), 'X') so the shell's chunk stays small; its
   * `preload` lets the shell load it with the first page (preloadSlots).
   */
  Component: ComponentType & { preload?: () => Promise<unknown> };
}

/**
 * Asks for the slots' lazy components ahead of their first render, so those loaded by then render
 * in the page's first commit instead of one by one after it (issue #11). Nothing waits for them: a
 * slot still loading renders when it arrives, a failed one through its boundary. Each is asked in a
 * task of its own: asking for a chunk and its imports costs a slow tablet milliseconds a file.
 * Settles once all have been asked.
 */
export async function preloadSlots(slots: readonly Slot[]): Promise<void> {
  for (const { Component } of slots) {
    if (!Component.preload) continue;
    await yieldToMain();
    Component.preload().catch(() => undefined);
  }
}

class SlotBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Slot ${this.props.id} failed and is hidden`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders feature slots so that one failing or loading slot never takes the page with it. */
export function SlotList({ slots }: { slots: readonly Slot[] }) {
  return slots.map(({ id, Component: SlotComponent }) => (
    <SlotBoundary key={id} id={id}>
      <Suspense fallback={null}>
        <SlotComponent />
      </Suspense>
    </SlotBoundary>
  ));
}
