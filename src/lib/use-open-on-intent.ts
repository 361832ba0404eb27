import { useState } from 'react';

/**
 * A menu or popover whose machinery is its own chunk (issue #11: not in the first JavaScript):
 * the trigger starts loading it when the reader points at or focuses the trigger, and the first
 * click mounts it, open (render the loaded component with `defaultOpen` once `opened`).
 *
 *   const { opened, triggerProps } = useOpenOnIntent(loadMenu);
 *   if (!opened) return <Button {...triggerProps} aria-haspopup="menu">…</Button>;
 *   return <Suspense fallback={…}><Menu defaultOpen /></Suspense>;
 *
 * `OpenOnIntent` (open-on-intent.tsx) is this pattern as a component, for a popup built around the
 * same trigger.
 */
export function useOpenOnIntent(load: () => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  return {
    opened,
    triggerProps: { 'aria-expanded': false, onPointerEnter: prefetch, onFocus: prefetch, onClick: () => setOpened(true) },
  };
}
