import { describe, expect, it } from 'vitest';
import type { ListRoute, NavMenu } from '../../../shared/catalogue/types';
import { columnNode as node } from '../../../../tests/support/column-node';
import { foreignChannelOf, listPageOf } from './list-queries';

const routes: ListRoute[] = [
  { name: 'pattern_big_name_pattern', layout: 'generic', channel: 159151, column: 35117, title: '大牌图案' },
  { name: 'trend', layout: 'generic', channel: 20850, column: 35001, title: '趋势' },
  { name: 'listHome', layout: 'generic', channel: 20850, column: null, title: '栏目首页' },
];


/** The men's channel: trend at the top, the designer patterns under pattern. */
const mens: NavMenu = { list: [node(35045, 'trend'), node(35067, 'pattern', [node(35068, 'pattern_big_name_pattern')])], mid_list: [] };

describe('listPageOf: a route in another channel than its own', () => {
  it('keeps the route column in its own channel, and when the URL names the column', () => {
    expect(foreignChannelOf('trend', { channel: '20850' }, routes)).toBeUndefined();
    expect(listPageOf('trend', { channel: '20850' }, routes).column).toBe(35001);
    expect(foreignChannelOf('trend', { channel: '20840', column: '35045' }, routes)).toBeUndefined();
    expect(listPageOf('pattern_big_name_pattern', {}, routes)).toMatchObject({ channel: 159151, column: 35117 });
  });

  it("places the route by the URL channel's tree: a top-level column, else a sub-column, else the whole channel", () => {
    expect(foreignChannelOf('pattern_big_name_pattern', { channel: '20840' }, routes)).toBe(20840);
    expect(listPageOf('trend', { channel: '20840' }, routes, mens)).toMatchObject({ channel: 20840, column: 35045 });
    expect(listPageOf('pattern_big_name_pattern', { channel: '20840' }, routes, mens)).toMatchObject({ channel: 20840, column: 35068 });
    expect(listPageOf('listHome', { channel: '20840' }, routes, mens)).toMatchObject({ layout: 'generic', channel: 20840, column: undefined });
    // Never the route's own column of another channel, even before the tree is known.
    expect(listPageOf('pattern_big_name_pattern', { channel: '20840' }, routes).column).toBeUndefined();
  });
});
