import { Component, Suspense, type ComponentType, type ReactNode } from 'react';

/** A piece of UI a feature plugs into the shell (header item, site-wide dialog, widget). */
export interface Slot {
  /** Stable and unique: the React key and the name in error logs. */
  id: string;
  /** Usually React.lazy(() => import('../features/x/…')) so the shell's chunk stays small. */
  Component: ComponentType;
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
