import type { LayerMove } from './types';

/** What a key press asks of the editor (null = not ours). */
export type ShortcutCommand =
  | { command: 'delete' | 'undo' | 'redo' | 'duplicate' | 'group' | 'ungroup' | 'selectAll' | 'deselect' }
  | { command: 'nudge'; dx: number; dy: number }
  | { command: 'layer'; move: LayerMove };

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Delete, Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z or Ctrl+Y, Ctrl+D, Ctrl+G (+Shift ungroups), arrows (Shift ×10), Ctrl+]/[ layers. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): ShortcutCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === 'Delete' || key === 'Backspace') return { command: 'delete' };
  if (key === 'Escape') return { command: 'deselect' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = event.shiftKey ? 10 : 1;
    return { command: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (!mod) return null;
  if (key === 'z') return { command: event.shiftKey ? 'redo' : 'undo' };
  if (key === 'y') return { command: 'redo' };
  if (key === 'd') return { command: 'duplicate' };
  if (key === 'g') return { command: event.shiftKey ? 'ungroup' : 'group' };
  if (key === 'a') return { command: 'selectAll' };
  if (key === ']') return { command: 'layer', move: event.shiftKey ? 'front' : 'forward' };
  if (key === '[') return { command: 'layer', move: event.shiftKey ? 'back' : 'backward' };
  return null;
}
