import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApp, FX, fixtureItems, type ContentApp } from './catalogue-fixture';

let t: ContentApp;
const items = fixtureItems();

beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.dispose());

describe('brand library (module index)', () => {
  it('allBrand: A–Z with filters by letter, area and name', async () => {
    const all = await t.call('index/Brand/allBrand', {});
    expect(all.data.list.map((b) => b.name_en)).toEqual(['Acne Studios', 'Balenciaga', 'Chanel', 'Uma Wang']);
    expect(all.data).toMatchObject({ count: 4, letters: ['A', 'B', 'C', 'U'] });
    expect(all.data.list[0]).toEqual({
      id: FX.brands.acne, name: '艾克妮', name_zh: '艾克妮', name_en: 'Acne Studios', letter: 'A', logo: '/media/img3/thumb', area: '欧洲', hot: 80,
    });
    expect((await t.call('index/Brand/allBrand', { letter: 'C' })).data.list.map((b) => b.id)).toEqual([FX.brands.chanel]);
    expect((await t.call('index/Brand/allBrand', { area: FX.values.asia })).data.list.map((b) => b.id)).toEqual([FX.brands.uma]);
    expect((await t.call('index/Brand/allBrand', { key_words: 'bal' })).data.list.map((b) => b.id)).toEqual([FX.brands.balenciaga]);
    expect((await t.call('index/Brand/allBrand', { key_words: '香奈' })).data.list.map((b) => b.id)).toEqual([FX.brands.chanel]);
    expect((await t.call('index/Brand/allBrand', { key_words: '%' })).status).toBe(4000);
    expect((await t.call('index/Brand/allBrand', { letter: 'a' })).status).toBe(400);
  });

  it('brandAreaList and getAttrList: areas with brand counts, initial letters', async () => {
    expect((await t.call('index/Brand/brandAreaList', {})).data.list).toEqual([
      { id: FX.values.europe, name: '欧洲', count: 3 },
      { id: FX.values.asia, name: '亚洲', count: 1 },
    ]);
    const attrs = await t.call('index/Brand/getAttrList', {});
    expect(attrs.data.letters).toEqual(['A', 'B', 'C', 'U']);
    expect(attrs.data.areas).toHaveLength(2);
  });

  it('getBrandDetail: the brand, its columns with counts and newest items', async () => {
    const detail = await t.call('index/Brand/getBrandDetail', { id: FX.brands.balenciaga });
    const own = items.filter((i) => i.brand === FX.brands.balenciaga);
    expect(detail.data).toMatchObject({ name: '巴黎世家', company: 'Balenciaga SAS', founded: 1917, intro: '法国品牌' });
    expect(detail.data.columns.reduce((sum, c) => sum + c.count, 0)).toBe(own.length);
    expect(detail.data.columns[0]).toMatchObject({ id: FX.columns.trend, url: '/list/trend?channel=20850&column=1001' });
    expect(detail.data.latest.map((i) => i.id)).toEqual(
      own.sort((a, b) => b.publish_time - a.publish_time || b.id - a.id).slice(0, 12).map((i) => i.id),
    );
    expect(await t.call('index/Brand/getBrandDetail', { id: 999 })).toMatchObject({ http: 404, msg: '品牌不存在' });
  });

  it('recommendList: most popular first; recList: same area first', async () => {
    expect((await t.call('index/Brand/recommendList', { limit: 2 })).data.list.map((b) => b.id)).toEqual([FX.brands.chanel, FX.brands.balenciaga]);
    expect((await t.call('index/Brand/recList', { id: FX.brands.uma })).data.list.map((b) => b.id)).toEqual([FX.brands.chanel, FX.brands.balenciaga, FX.brands.acne]);
    expect((await t.call('index/Brand/recList', { id: FX.brands.acne })).data.list.map((b) => b.id)).toEqual([FX.brands.chanel, FX.brands.balenciaga, FX.brands.uma]);
  });

  it('companyDetail and brandItems', async () => {
    expect((await t.call('index/Brand/companyDetail', { id: FX.brands.uma })).data).toEqual({
      id: FX.brands.uma, name: '王汁', company: 'Uma Wang Studio', founded: 2005, area: '亚洲', intro: '中国设计师品牌',
    });
    const own = items.filter((i) => i.brand === FX.brands.acne);
    const page = await t.call('index/Brand/brandItems', { id: FX.brands.acne });
    expect(page.data.count).toBe(own.length);
    const inBrandColumn = await t.call('index/Brand/brandItems', { id: FX.brands.acne, column: FX.columns.brand });
    expect(inBrandColumn.data.count).toBe(own.filter((i) => i.column === FX.columns.brand).length);
  });

  it('getBrandBySeasonAndArea: brands that showed in a season, by number of items', async () => {
    const ss26 = await t.call('oct/ListData/getBrandBySeasonAndArea', { season: FX.values.ss26 });
    const counts = new Map<number, number>();
    for (const i of items) if (i.brand && i.attr_ids.includes(FX.values.ss26)) counts.set(i.brand, (counts.get(i.brand) ?? 0) + 1);
    const hot = new Map<number, number>([[FX.brands.acne, 80], [FX.brands.balenciaga, 95], [FX.brands.chanel, 99], [FX.brands.uma, 60]]);
    // Most items first; ties go to the more popular brand.
    const expected = [...counts.entries()].sort((a, b) => b[1] - a[1] || hot.get(b[0])! - hot.get(a[0])!).map(([id]) => id);
    expect(ss26.data.list.map((b) => b.id)).toEqual(expected);
    const asia = await t.call('oct/ListData/getBrandBySeasonAndArea', { season: FX.values.ss26, area: FX.values.asia });
    expect(asia.data.list.map((b) => b.id)).toEqual([FX.brands.uma]);
  });
});
