import { describe, expect, it } from 'vitest';
import { cropTo, wholePicture } from './crop';
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

describe('crop mode', () => {
  const node = { x: 100, y: 50, w: 200, h: 100, rotation: 0 };
  const half = { x: 0.25, y: 0, w: 0.5, h: 1 };

  it('places the whole picture around the visible window', () => {
    expect(wholePicture(node, half)).toEqual({ x: -100, y: 0, w: 400, h: 100 });
  });

  it('turns a window dragged from the right edge into a narrower crop, the picture staying where it is on the page', () => {
    const { box, crop } = cropTo(node, half, { x: 0, y: 0, w: 100, h: 100 });
    expect(box).toEqual({ x: 100, y: 50, w: 100, h: 100, rotation: 0 });
    expect(crop).toEqual({ x: 0.25, y: 0, w: 0.25, h: 1 });
  });

  it('moves the window over the picture, never past its edges', () => {
    const { box, crop } = cropTo(node, half, { x: 150, y: 20, w: 200, h: 100 });
    expect(crop).toEqual({ x: 0.5, y: 0, w: 0.5, h: 1 });
    expect(box).toMatchObject({ x: 200, y: 50 });
    expect(cropTo(node, half, { x: -300, y: 0, w: 900, h: 100 }).crop).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });

  it('moves a turned picture\'s box along its own axes', () => {
    const turned = { ...node, rotation: 90 };
    const { box } = cropTo(turned, half, { x: 50, y: 0, w: 150, h: 100 });
    expect(box.x).toBeCloseTo(100);
    expect(box.y).toBeCloseTo(100);
    expect(box.rotation).toBe(90);
  });
});
