import { describe, expect, it } from 'vitest';
import { localDay, markShown, shouldShowDialog, shownToday } from './dialog-rules';

describe('last-updated dialog: once per channel per day', () => {
  const today = '2026-11-25';
  it('shows for a channel not yet shown today, then not again that day', () => {
    expect(shouldShowDialog(undefined, 20850, today)).toBe(true);
    const after = markShown(undefined, 20850, today);
    expect(after).toBe('2026-11-25:20850');
    expect(shouldShowDialog(after, 20850, today)).toBe(false);
    expect(shouldShowDialog(after, 20840, today)).toBe(true);
    expect(markShown(after, 20840, today)).toBe('2026-11-25:20850,20840');
  });
  it('starts again on a new day and ignores a malformed cookie', () => {
    expect(shouldShowDialog('2026-11-24:20850', 20850, today)).toBe(true);
    expect(markShown('2026-11-24:20850,20840', 20860, today)).toBe('2026-11-25:20860');
    expect(shownToday('garbage', today)).toEqual([]);
    expect(shownToday('2026-11-25:x,-1,20850', today)).toEqual([20850]);
  });
  it('uses the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
