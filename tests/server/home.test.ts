import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApp, FX, fixtureItems, type ContentApp } from './catalogue-fixture';

let t: ContentApp;
const items = fixtureItems();
const newestOf = (column: number, n: number) =>
  items.filter((i) => i.column === column).sort((a, b) => b.publish_time - a.publish_time || b.id - a.id).slice(0, n).map((i) => i.id);

beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.dispose());

describe('home calls', () => {
  it('indexBanner: the channel\'s banners and the site-wide ones, in order', async () => {
    const banners = await t.call('oct/General/indexBanner', { channel: FX.women });
    expect(banners.data.list).toEqual([
      { id: 1, title: '2026春夏趋势', image: '/media/img2', link: '/list/trend?channel=20850&column=1001' },
      { id: 2, title: '品牌库', image: '/media/img2', link: '/list/brand' },
    ]);
    expect((await t.call('oct/General/indexBanner', {})).data.list).toHaveLength(3);
  });

  it('indexPage: main channels with their base columns and newest items', async () => {
    const page = await t.call('oct/General/indexPage', { per_column: 4 });
    expect(page.data.channels.map((c) => c.id)).toEqual([FX.women, FX.men]);
    const women = page.data.channels[0]!;
    expect(women.columns.map((c) => c.id)).toEqual([FX.columns.trend, FX.columns.brand, FX.columns.show]);
    expect(women.columns[0]).toMatchObject({ name: '趋势', url: '/list/trend?channel=20850&column=1001' });
    expect(women.columns[0]!.items.map((i) => i.id)).toEqual(newestOf(FX.columns.trend, 4));
    const one = await t.call('oct/General/indexPage', { channel: FX.sports, per_column: 2 });
    expect(one.data.channels.map((c) => c.id)).toEqual([FX.sports]);
  });

  it('indexPageFashion: newest runway items', async () => {
    const fashion = await t.call('oct/General/indexPageFashion', { limit: 3 });
    expect(fashion.data.list.map((i) => i.id)).toEqual(newestOf(FX.columns.show, 3));
  });

  it('trendPrediction229: newest reports (type 13) of the trend columns', async () => {
    const trend = await t.call('oct/General/trendPrediction229', { channel: FX.women, limit: 3 });
    const expected = items
      .filter((i) => i.column === FX.columns.trend && i.type === 13)
      .sort((a, b) => b.publish_time - a.publish_time || b.id - a.id)
      .slice(0, 3)
      .map((i) => i.id);
    expect(trend.data.list.map((i) => i.id)).toEqual(expected);
  });

  it('countPerDay: one entry per China-time day, oldest first, today last', async () => {
    const now = Math.floor(Date.now() / 1000);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover) VALUES
        (97001, 20850, 1003, 3, 'a', 'a', $1, 'img1'), (97002, 20850, 1003, 3, 'b', 'b', $1, 'img1'), (97003, 20840, 2001, 3, 'c', 'c', $1, 'img1')`,
      [now - 60],
    );
    try {
      const counts = await t.call('oct/General/countPerDay', { channel: FX.women, days: 3 });
      expect(counts.data.days).toHaveLength(3);
      const today = new Date((now + 8 * 3600) * 1000).toISOString().slice(0, 10).replaceAll('-', '/');
      expect(counts.data.days.at(-1)).toEqual({ date: today, count: 2 });
      expect(counts.data.total).toBe(counts.data.days.reduce((sum, d) => sum + d.count, 0));
      const all = await t.call('oct/General/countPerDay', { days: 1 });
      expect(all.data.days).toEqual([{ date: today, count: 3 }]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 97000');
    }
  });

  it('patternColumnData: the pattern sub-routes with their newest items', async () => {
    const pattern = await t.call('oct/General/patternColumnData', { limit: 2 });
    expect(pattern.data.blocks).toHaveLength(1);
    expect(pattern.data.blocks[0]).toMatchObject({ route: 'pattern_pattern_craft', title: '工艺', url: '/list/pattern_pattern_craft?channel=159151&column=4001' });
    expect(pattern.data.blocks[0]!.items.map((i) => i.id)).toEqual(newestOf(FX.columns.patternCraft, 2));
  });

  it("patternColumnData for another channel than the route's: that channel's column of the same name, or nothing", async () => {
    // The route's own column (channel 159151) never fills another channel's block.
    const none = await t.call('oct/General/patternColumnData', { channel: FX.women, limit: 2 });
    expect(none.data.blocks[0]).toMatchObject({ route: 'pattern_pattern_craft', url: '/list/pattern_pattern_craft?channel=20850', items: [] });
    await t.db.query(
      `INSERT INTO columns (id, channel_id, parent_id, name_zh, name_en, url_str, nav_group, setting, sort, data_type)
       VALUES (1041, 20850, 1004, '工艺图案', 'Craft patterns', 'pattern_pattern_craft', 'custom', 0, 1, '[]')`,
    );
    const now = Math.floor(Date.now() / 1000);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, subcolumn_id, type, title_zh, title_en, publish_time, cover) VALUES
        (96001, 20850, 1004, 1041, 401, '旧', 'older', $1, 'img1'), (96002, 20850, 1004, 1041, 401, '新', 'newer', $2, 'img1'),
        (96003, 20850, 1004, NULL, 401, '别处', 'elsewhere', $2, 'img1')`,
      [now - 7200, now - 3600],
    );
    try {
      const women = await t.call('oct/General/patternColumnData', { channel: FX.women, limit: 5 });
      expect(women.data.blocks[0]).toMatchObject({ route: 'pattern_pattern_craft', url: '/list/pattern_pattern_craft?channel=20850&column=1041' });
      expect(women.data.blocks[0]!.items.map((i) => i.id)).toEqual([96002, 96001]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id BETWEEN 96001 AND 96003');
      await t.db.query('DELETE FROM columns WHERE id = 1041');
    }
  });
});
