import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApp, FX, type ContentApp } from './catalogue-fixture';

let t: ContentApp;

beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.dispose());

describe('General/navList and menuForSearch', () => {
  it('navList splits a channel\'s column tree into base (list) and custom (mid_list) columns', async () => {
    const nav = await t.call('oct/General/navList', { channel: FX.women });
    expect(nav.data.list.map((c) => c.id)).toEqual([FX.columns.trend, FX.columns.brand, FX.columns.show]);
    expect(nav.data.mid_list.map((c) => c.id)).toEqual([FX.columns.pattern, FX.columns.special]);
    const trend = nav.data.list[0]!;
    expect(trend).toMatchObject({
      url_str: 'trend',
      name: '趋势',
      url: '/list/trend?channel=20850&column=1001',
      setting: 0,
      data_type: [{ type: 3, haspic: 1 }, { type: 13, haspic: 0 }],
    });
    expect(trend.child.map((c) => c.id)).toEqual([FX.columns.trendReports, FX.columns.trendRunway]);
    expect(nav.data.list[1]!.setting).toBe(2);
    expect((await t.call('oct/General/navList', { channel: 1 })).status).toBe(4000);
  });

  it('menuForSearch lists the custom list routes and the searchable columns', async () => {
    const menu = await t.call('oct/General/menuForSearch', { channel: FX.women });
    expect(menu.data.routes.map((r) => r.name)).toEqual(['style_brand', 'show', 'pattern', 'pattern_pattern_craft', 'search']);
    expect(menu.data.routes[0]).toEqual({ name: 'style_brand', layout: 'brand', channel: FX.women, column: FX.columns.brand, title: '品牌' });
    expect(menu.data.columns.map((c) => c.id)).toEqual([FX.columns.trend, FX.columns.brand, FX.columns.show, FX.columns.pattern, FX.columns.special]);
    const everyChannel = await t.call('oct/General/menuForSearch', {});
    expect(everyChannel.data.columns.length).toBe(8);
  });
});

describe('ListDataKw/getAttrListV50 and getColorAttrList', () => {
  it('gives the filter columns whose values occur in the list, by kind', async () => {
    const attrs = await t.call('oct/ListDataKw/getAttrListV50', { channel: FX.women, column: FX.columns.trend });
    const byKey = new Map(attrs.data.groups.map((g) => [g.key, g]));
    expect([...byKey.keys()]).toEqual(['season', 'style', 'letter', 'colour', 'price']);
    expect(byKey.get('season')).toMatchObject({ id: FX.attrs.season, name: '季节', kind: 'single' });
    expect(byKey.get('season')!.values.map((v) => v.id)).toEqual([String(FX.values.ss26), String(FX.values.aw26)]);
    expect(byKey.get('style')!.kind).toBe('multiple');
    expect(byKey.get('colour')!.values[0]).toEqual({ id: String(FX.values.red), name: '红色', value: '#C8102E' });
    expect(byKey.get('letter')).toMatchObject({ kind: 'brand_letter', values: ['A', 'B', 'C', 'U'].map((l) => ({ id: l, name: l, value: l })) });
    expect(attrs.data.price_ranges).toEqual({ [FX.values.priceLow]: '_100', [FX.values.priceMid]: '100_300', [FX.values.priceHigh]: '300_' });
    expect(attrs.data.sort_types).toEqual(['new', 'hot']);
    // The sports list offers only its own attribute (and no brand letters: no brands there).
    const sports = await t.call('oct/ListDataKw/getAttrListV50', { channel: FX.sports });
    expect(sports.data.groups.map((g) => g.key)).toEqual(['sport']);
  });

  it('gives colour swatches with their colour attribute strings', async () => {
    const colours = await t.call('oct/ListDataKw/getColorAttrList', { column: FX.columns.trend });
    expect(colours.data.list).toEqual([
      { id: String(FX.values.red), attribute_id: FX.attrs.colour, name: '红色', hex: '#C8102E', attr_string: '200,16,46|#C8102E||红色' },
      { id: String(FX.values.blue), attribute_id: FX.attrs.colour, name: '蓝色', hex: '#1F4E9A', attr_string: '31,78,154|#1F4E9A||蓝色' },
    ]);
    expect((await t.call('oct/ListDataKw/getColorAttrList', { column: FX.columns.brand })).status).toBe(4000);
  });
});

describe('ListData/getVideoList', () => {
  it('lists items whose body holds a video', async () => {
    expect((await t.call('oct/ListData/getVideoList', { channel: FX.women })).status).toBe(4000);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, body) VALUES
        (98001, 20850, 1003, 3, '秀场视频', 'Runway video', 100, 'img1', '[{"kind":"video","media":"img2","poster":"img1"}]')`,
    );
    try {
      const videos = await t.call('oct/ListData/getVideoList', { channel: FX.women });
      expect(videos.data.list.map((i) => i.id)).toEqual([98001]);
      expect(videos.data.count).toBe(1);
      const detail = await t.call('oct/DetailData/getDetail', { id: 98001 });
      expect(detail.data.item.body).toEqual([{ kind: 'video', video: '/media/img2', poster: '/media/img1' }]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id = 98001');
    }
  });
});
