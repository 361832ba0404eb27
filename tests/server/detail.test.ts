import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApp, FX, fixtureItems, type ContentApp } from './catalogue-fixture';

let t: ContentApp;
const items = fixtureItems();
const trend = items.filter((i) => i.column === FX.columns.trend).sort((a, b) => b.publish_time - a.publish_time || b.id - a.id);
const open = trend.find((i, index) => !i.vip && index > 0 && index < trend.length - 1 && i.subcolumn === FX.columns.trendReports)!;
const vip = trend.find((i) => i.vip)!;

beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.dispose());

describe('DetailData/getDetail', () => {
  it('returns the item with body, pictures, breadcrumb columns and its neighbours in list order', async () => {
    const detail = await t.call('oct/DetailData/getDetail', { id: open.id });
    expect(detail.status).toBe(200);
    const index = trend.indexOf(open);
    expect(detail.data.item).toMatchObject({ id: open.id, title: open.title_zh, summary: `${open.title_zh} 摘要`, locked: false });
    expect(detail.data.item.body).toEqual([
      { kind: 'h', text: '概述' },
      { kind: 'p', text: '正文段落' },
      { kind: 'img', image: '/media/img2', caption: '图 1' },
    ]);
    expect(detail.data.item.pictures.map((p) => p.url)).toEqual(['/media/img1', '/media/img2', '/media/img3']);
    expect(detail.data.route_info.column).toMatchObject({ id: FX.columns.trend, url_str: 'trend', name: '趋势' });
    expect(detail.data.route_info.subcolumn).toMatchObject({ id: FX.columns.trendReports, name: '趋势报告' });
    expect(detail.data.prev).toEqual({ id: trend[index - 1]!.id, title: trend[index - 1]!.title_zh });
    expect(detail.data.next).toEqual({ id: trend[index + 1]!.id, title: trend[index + 1]!.title_zh });
  });

  it('gives the body in the caller\'s language when blocks are bilingual', async () => {
    await t.db.query(
      `UPDATE items SET body = '[{"kind":"h","zh":"概览","en":"Overview"},{"kind":"img","media":"img2","zh":"巴黎","en":"Paris"}]' WHERE id = $1`,
      [open.id],
    );
    try {
      expect((await t.call('oct/DetailData/getDetail', { id: open.id })).data.item.body).toEqual([
        { kind: 'h', text: '概览' },
        { kind: 'img', image: '/media/img2', caption: '巴黎' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/data',
        payload: { module: 'oct', controller: 'DetailData', func: 'getDetail', params: { id: open.id }, locale: 'en' },
      });
      expect((response.json() as { data: { item: { body: unknown } } }).data.item.body).toEqual([
        { kind: 'h', text: 'Overview' },
        { kind: 'img', image: '/media/img2', caption: 'Paris' },
      ]);
    } finally {
      await t.db.query(
        `UPDATE items SET body = '[{"kind":"h","text":"概述"},{"kind":"p","text":"正文段落"},{"kind":"img","media":"img2","caption":"图 1"}]' WHERE id = $1`,
        [open.id],
      );
    }
  });

  it('speaks English when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data',
      payload: { module: 'oct', controller: 'DetailData', func: 'getDetail', params: { id: open.id }, locale: 'en' },
    });
    const body = response.json() as { data: { item: { title: string }; route_info: { column: { name: string } } } };
    expect(body.data.item.title).toBe(open.title_en);
    expect(body.data.route_info.column.name).toBe('Trends');
  });

  it("names the item's tags in the caller's language, through the dictionary, and leaves words it lacks as stored", async () => {
    await t.db.query("INSERT INTO zh_en_words (zh, en) VALUES ('欧洲', 'Europe'), ('时装周', 'Fashion week')");
    try {
      const chinese = (await t.call('oct/DetailData/getDetail', { id: open.id })).data.item;
      const english = (await t.call('oct/DetailData/getDetail', { id: open.id }, 'guest', 'en')).data.item;
      expect(chinese.tag_base).toEqual(open.tags);
      expect(english.tag_base).toEqual({ ...open.tags, area: ['Europe'], fashion: ['Fashion week'] });
      expect(english.tag_base_array).toEqual(chinese.tag_base_array.map((tag) => ({ 欧洲: 'Europe', 时装周: 'Fashion week' })[tag] ?? tag));
      expect(english.tag_base_array).toContain('Europe');
    } finally {
      await t.db.query("DELETE FROM zh_en_words WHERE zh IN ('欧洲', '时装周')");
    }
  });

  it('has no neighbour past either end of the column', async () => {
    expect((await t.call('oct/DetailData/getDetail', { id: trend[0]!.id }, 'vip')).data.prev).toBeNull();
    expect((await t.call('oct/DetailData/getDetail', { id: trend.at(-1)!.id }, 'vip')).data.next).toBeNull();
  });

  it('answers 9527 with the guest copy to guests and the member copy to members for a VIP item', async () => {
    const guest = await t.call('oct/DetailData/getDetail', { id: vip.id });
    expect(guest).toMatchObject({ http: 403, status: 9527, data: null, msg: '尊敬的客户，目前您处于未登录状态，本内容属于VIP会员可见，请先登录或注册' });
    const member = await t.call('oct/DetailData/getDetail', { id: vip.id }, 'member');
    expect(member).toMatchObject({ http: 403, status: 9527, data: null, msg: '对不起！您没有浏览此内容的权限！' });
    for (const call of ['oct/DetailData/getDetailPicList', 'oct/DetailData/getColorList'] as const) {
      expect(await t.call(call, { id: vip.id }, 'member')).toMatchObject({ status: 9527, data: null });
    }
    const vipView = await t.call('oct/DetailData/getDetail', { id: vip.id }, 'vip');
    expect(vipView.status).toBe(200);
    expect(vipView.data.item.pictures.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    expect(await t.call('oct/DetailData/getDetail', { id: 424242 })).toMatchObject({ http: 404, status: 404, msg: '内容不存在或已下线' });
    expect(await t.call('oct/DetailData/getDetail', { id: 'abc' })).toMatchObject({ http: 400, status: 400 });
  });
});

describe('DetailData picture, theme and colour lists', () => {
  it('lists the pictures with their sizes', async () => {
    const pics = await t.call('oct/DetailData/getDetailPicList', { id: open.id });
    expect(pics.data.count).toBe(3);
    expect(pics.data.list[0]).toEqual({ id: 'img1', url: '/media/img1', thumb: '/media/img1/thumb', width: 600, height: 800 });
    const without = trend.find((i) => i.pictures === 0 && !i.vip)!;
    expect((await t.call('oct/DetailData/getDetailPicList', { id: without.id })).status).toBe(4000);
  });

  it('lists the theme: same brand in the same column, newest first, without the item itself', async () => {
    const theme = await t.call('oct/DetailData/getThemeList', { id: open.id, limit: 5 });
    const expected = trend.filter((i) => i.brand === open.brand && i.id !== open.id).slice(0, 5).map((i) => i.id);
    expect(theme.data.list.map((i) => i.id)).toEqual(expected);
  });

  it('gives the colours with ratios totalling 100', async () => {
    const colours = await t.call('oct/DetailData/getColorList', { id: open.id });
    expect(colours.data.list).toEqual([
      { color_rgbhex: '#C8102E', ratio: 60 },
      { color_rgbhex: '#1F4E9A', ratio: 40 },
    ]);
  });

  it('names each colour in the caller\'s language: by its library code, else through the dictionary', async () => {
    const [library] = await t.db.query<{ code: string; name_zh: string; name_en: string }>("SELECT code, name_zh, name_en FROM colour_library WHERE system = 'coloretto' ORDER BY sort LIMIT 1");
    const [before] = await t.db.query<{ colours: unknown }>('SELECT colours FROM items WHERE id = $1', [open.id]);
    await t.db.query('UPDATE items SET colours = $2::jsonb WHERE id = $1', [
      open.id,
      JSON.stringify([
        { color_rgbhex: '#C8102E', ratio: 60, code: library!.code, name: library!.name_zh },
        { color_rgbhex: '#1F4E9A', ratio: 30, code: 'NOT-A-CODE', name: '旧名' },
        // A name outside the library (the demo's colour words) goes through the zh↔en dictionary.
        { color_rgbhex: '#3A3A3D', ratio: 10, code: 'TL-0001', name: '词典色' },
      ]),
    ]);
    await t.db.query("INSERT INTO zh_en_words (zh, en) VALUES ('词典色', 'Dictionary grey')");
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/data',
        payload: { module: 'oct', controller: 'DetailData', func: 'getColorList', params: { id: open.id }, locale: 'en' },
      });
      expect((response.json() as { data: { list: { name?: string }[] } }).data.list.map((colour) => colour.name)).toEqual([library!.name_en, '旧名', 'Dictionary grey']);
      const inChinese = await t.call('oct/DetailData/getColorList', { id: open.id });
      expect(inChinese.data.list.map((colour) => colour.name)).toEqual([library!.name_zh, '旧名', '词典色']);
    } finally {
      await t.db.query('UPDATE items SET colours = $2::jsonb WHERE id = $1', [open.id, JSON.stringify(before!.colours)]);
      await t.db.query("DELETE FROM zh_en_words WHERE zh = '词典色'");
    }
  });
});

describe('related and recommended items', () => {
  it('getLikeList ranks items of the same column by shared attributes', async () => {
    const like = await t.call('oct/ListDataKw/getLikeList', { id: open.id, limit: 6 });
    expect(like.data.list).toHaveLength(6);
    const shared = (id: number) => items.find((i) => i.id === id)!.attr_ids.filter((a) => open.attr_ids.includes(a)).length;
    const scores = like.data.list.map((i) => shared(i.id));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(open.attr_ids.length);
    expect(like.data.list.every((i) => i.column === FX.columns.trend && i.id !== open.id)).toBe(true);
  });

  it('getCommend gives the most viewed of the last 90 days', async () => {
    const now = Math.floor(Date.now() / 1000);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, pv, cover) VALUES
        (96001, 20850, 1003, 3, '新热', 'new hot', $1, 500, 'img1'), (96002, 20850, 1003, 3, '新', 'new', $1, 5, 'img1'),
        (96003, 20850, 1003, 3, '旧热', 'old hot', $2, 900, 'img1')`,
      [now - 3600, now - 100 * 86_400],
    );
    try {
      const commend = await t.call('oct/ListDataKw/getCommend', { channel: FX.women, column: FX.columns.show });
      expect(commend.data.list.map((i) => i.id)).toEqual([96001, 96002]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 96000');
    }
  });
});
