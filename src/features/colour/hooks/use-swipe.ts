import { useRef, type PointerEvent } from 'react';

/** Horizontal swipe of at least this many px, faster than a scroll, changes item. */
const SWIPE_PX = 50;

/**
 * Swipe left/right on touch and pen (and mouse drags): one gesture at a time (spec §4 — only one
 * press-drag runs at a time), vertical movement is left to the page scroll.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (start.current) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      start.current = null;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    style: { touchAction: 'pan-y' } as const,
  };
}
