import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';
import { expandToGroups, snapBox, snapTargets } from './snapping';

const key = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) =>
  shortcutOf({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });

describe('canvas editor core', () => {
  it('snaps a dragged box to the nearest page or node edge or centre within the threshold, with guides', () => {
    const targets = snapTargets({ width: 1000, height: 800 }, [{ x: 300, y: 100, w: 200, h: 100, rotation: 0 }]);
    // Left edge 4 px from the other node's right edge (500); top 3 px from the page middle (400).
    expect(snapBox({ x: 504, y: 397, w: 100, h: 50 }, targets, 6)).toEqual({
      x: 500,
      y: 400,
      guides: [
        { orientation: 'vertical', at: 500 },
        { orientation: 'horizontal', at: 400 },
      ],
    });
    expect(snapBox({ x: 520, y: 420, w: 100, h: 50 }, targets, 6)).toEqual({ x: 520, y: 420, guides: [] });
  });

  it('selects whole groups', () => {
    const nodes = [
      { id: 'a', group: 'g' },
      { id: 'b', group: 'g' },
      { id: 'c', group: null },
    ];
    expect(expandToGroups(['a'], nodes)).toEqual(['a', 'b']);
    expect(expandToGroups(['c'], nodes)).toEqual(['c']);
  });

  it('maps the keyboard shortcuts, Ctrl and ⌘ alike', () => {
    expect(key('Delete')).toEqual({ command: 'delete' });
    expect(key('z', { metaKey: true })).toEqual({ command: 'undo' });
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toEqual({ command: 'redo' });
    expect(key('y', { ctrlKey: true })).toEqual({ command: 'redo' });
    expect(key('d', { ctrlKey: true })).toEqual({ command: 'duplicate' });
    expect(key('g', { ctrlKey: true })).toEqual({ command: 'group' });
    expect(key('G', { ctrlKey: true, shiftKey: true })).toEqual({ command: 'ungroup' });
    expect(key('ArrowLeft', { shiftKey: true })).toEqual({ command: 'nudge', dx: -10, dy: 0 });
    expect(key('z')).toBeNull();
  });
});
