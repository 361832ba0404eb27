import { describe, expect, it, vi } from 'vitest';
import { createFollowToggle } from '../../src/features/colour/follow-toggle';
import { activeTab, tabSearch, visibleTabs } from '../../src/features/colour/tabs';
import { columnNode as column } from '../support/column-node';


const withColorReal = [column(1, 'trend'), column(2, 'color', [column(35072, 'color_real')])];
const without = [column(1, 'trend'), column(2, 'color')];

describe('colour page tabs (spec §2)', () => {
  it('orders the tabs 0, 8, 1, 2, 3, 5, 4 and shows analysis only with a color_real column', () => {
    expect(visibleTabs(20850, withColorReal).map((t) => t.ntype)).toEqual([0, 8, 1, 2, 3, 5, 4]);
    expect(visibleTabs(20850, without).map((t) => t.ntype)).toEqual([8, 1, 2, 3, 5, 4]);
  });

  it('shows insight (marked new) on women’s and kids’ only', () => {
    expect(visibleTabs(20860, without).map((t) => t.ntype)).toContain(8);
    expect(visibleTabs(20840, withColorReal).map((t) => t.ntype)).toEqual([0, 1, 2, 3, 5, 4]);
    expect(visibleTabs(158170, without).map((t) => t.ntype)).toEqual([1, 2, 3, 5, 4]);
    expect(visibleTabs(20850, without).find((t) => t.ntype === 8)).toMatchObject({ isNew: true });
    expect(visibleTabs(20850, without).find((t) => t.ntype === 1)).toMatchObject({ help: true });
  });

  it('opens mood for ntype 6, and the first visible tab for an ntype the channel does not offer', () => {
    expect(activeTab(6, 20850, without).key).toBe('mood');
    expect(activeTab(8, 20840, withColorReal).key).toBe('analysis');
    expect(activeTab(0, 20850, without).key).toBe('insight');
    expect(activeTab(null, 20840, without).key).toBe('mood');
    expect(activeTab(99, 20850, withColorReal).key).toBe('analysis');
  });

  it('links analysis to its column route: column of color_real (34178 by default), p and type 401', () => {
    const [analysis] = visibleTabs(20840, withColorReal);
    expect(tabSearch(analysis!, 20840, withColorReal)).toEqual({ ntype: 0, channel: 20840, column: 35072, p: 1, type: 401 });
    expect(tabSearch(visibleTabs(20850, without)[0]!, 20850, without)).toEqual({ ntype: 8, channel: 20850 });
  });
});

describe('colour-panel follow toggle (spec §4, §8)', () => {
  const messages = { busy: '正在操作，请勿频繁点击', added: 'added', removed: 'removed', interfaceError: 'interface error' };

  it('blocks repeat clicks while a request is in flight, then flips', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const notify = vi.fn();
    const toggle = createFollowToggle(false, send, notify, messages);
    const first = toggle.toggle();
    expect(toggle.state).toEqual({ followed: false, loading: true });
    await toggle.toggle();
    expect(notify).toHaveBeenLastCalledWith('warning', '正在操作，请勿频繁点击');
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await first;
    expect(toggle.state).toEqual({ followed: true, loading: false });
    expect(notify).toHaveBeenLastCalledWith('success', 'added');
    expect(send).toHaveBeenCalledWith(true);
  });

  it('keeps the state on failure and shows the server message, or interface error', async () => {
    const notify = vi.fn();
    const failing = createFollowToggle(true, () => Promise.reject(Object.assign(new Error('x'), { msg: '请求服务失败！请稍后再试~' })), notify, messages);
    await failing.toggle();
    expect(failing.state).toEqual({ followed: true, loading: false });
    expect(notify).toHaveBeenLastCalledWith('warning', '请求服务失败！请稍后再试~');
    const silent = createFollowToggle(true, () => Promise.reject(new Error('boom')), notify, messages);
    await silent.toggle();
    expect(notify).toHaveBeenLastCalledWith('warning', 'interface error');
  });

  it('tells subscribers about every change', async () => {
    const toggle = createFollowToggle(true, () => Promise.resolve(), () => undefined, messages);
    const seen: boolean[] = [];
    toggle.subscribe(() => seen.push(toggle.state.loading));
    await toggle.toggle();
    expect(seen).toEqual([true, false]);
    expect(toggle.state.followed).toBe(false);
  });
});
