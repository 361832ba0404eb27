import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeWindowRange } from '../../src/shared/catalogue/attrs';
import type { ListItem } from '../../src/shared/catalogue/types';
import { createContentApp, FX, fixtureItems, type ContentApp } from './catalogue-fixture';
import { nowSeconds, onOneDay } from '../support/china-day';

let t: ContentApp;
const items = fixtureItems();
const C = FX.columns;
const V = FX.values;

beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.dispose());

const ids = (result: { data: { list: { id: number }[] } }) => result.data.list.map((item) => item.id);
/** Fixture ids of a column, newest first (the default sort). */
const newest = (pick: (item: (typeof items)[number]) => boolean) =>
  items.filter(pick).sort((a, b) => b.publish_time - a.publish_time || b.id - a.id).map((item) => item.id);

describe('ListDataKw/getList: scope and paging', () => {
  it('lists a column newest first, 40 per page, with the exact count', async () => {
    const expected = newest((i) => i.column === C.trend);
    const page1 = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend });
    expect(page1.status).toBe(200);
    expect(ids(page1)).toEqual(expected.slice(0, 40));
    expect(page1.data).toMatchObject({ count: 90, search_count: 90, count_exact: true, page_size: 40 });
    expect(page1.data.applied).toEqual({ type: null, sort_type: 'new', attrs: '', words: [] });

    const page3 = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend, p: 3 });
    expect(ids(page3)).toEqual(expected.slice(80));
    const beyond = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend, p: 4 });
    expect(beyond).toMatchObject({ http: 200, status: 4000, data: null });
  });

  it("names each card's tags in the caller's language, the Chinese cards kept as stored", async () => {
    await t.db.query("INSERT INTO zh_en_words (zh, en) VALUES ('街头', 'Street'), ('欧洲', 'Europe')");
    try {
      const english: Record<string, string> = { 街头: 'Street', 欧洲: 'Europe' };
      // Chinese first: the kept cards of one language must not answer for the other.
      const chinese = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend });
      const inEnglish = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend }, 'guest', 'en');
      const chineseTags = chinese.data.list.map((card) => card.tag_base_array);
      expect(chineseTags.flat()).toEqual(expect.arrayContaining(['街头', '欧洲']));
      expect(ids(inEnglish)).toEqual(ids(chinese));
      expect(inEnglish.data.list.map((card) => card.tag_base_array)).toEqual(chineseTags.map((tags) => tags.map((tag) => english[tag] ?? tag)));
      expect(inEnglish.data.list.flatMap((card) => card.tag_base_array)).toEqual(expect.arrayContaining(['Street', 'Europe']));
    } finally {
      await t.db.query("DELETE FROM zh_en_words WHERE zh IN ('街头', '欧洲')");
    }
  });

  it('drops every argument whose value is the string 0', async () => {
    const plain = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend });
    const zeros = await t.call('oct/ListDataKw/getList', {
      channel: FX.women,
      column: C.trend,
      type: '0',
      p: '0',
      subcolumn: '0',
      sort_type: '0',
      attrs: '0',
      key_words: '0',
      haspic: '0',
      tv: '0',
      dataSource: '0',
    });
    expect(zeros.status).toBe(200);
    expect(zeros.data).toEqual(plain.data);
    const channelOnly = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: '0' });
    expect(channelOnly.data.count).toBe(items.filter((i) => i.channel === FX.women).length);
  });

  it('takes the last of comma-separated sub-columns', async () => {
    const last1011 = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: C.trend, subcolumn: `${C.trendRunway},${C.trendReports}` });
    expect(ids(last1011)).toEqual(newest((i) => i.subcolumn === C.trendReports).slice(0, 40));
    expect(last1011.data.count).toBe(30);
    const last1012 = await t.call('oct/ListDataKw/getList', { channel: FX.women, subcolumn: `${C.trendReports}, ${C.trendRunway}` });
    expect(ids(last1012)).toEqual(newest((i) => i.subcolumn === C.trendRunway).slice(0, 40));
    // A sub-column given as column sits under its parent.
    const asColumn = await t.call('oct/ListDataKw/getList', { column: C.trendRunway });
    expect(ids(asColumn)).toEqual(ids(last1012));
  });

  it('answers no data for a column that does not exist, and a clear error for a malformed sub-column list', async () => {
    expect((await t.call('oct/ListDataKw/getList', { column: 999_999 })).status).toBe(4000);
    const bad = await t.call('oct/ListDataKw/getList', { subcolumn: '12;DROP' });
    expect(bad).toMatchObject({ http: 400, status: 400 });
    expect(bad.msg).toContain('subcolumn');
  });

  it('filters by type and by haspic', async () => {
    const reports = await t.call('oct/ListDataKw/getList', { column: C.trend, type: 13 });
    expect(ids(reports)).toEqual(newest((i) => i.column === C.trend && i.type === 13).slice(0, 40));
    expect(reports.data.count).toBe(45);
    const withPictures = await t.call('oct/ListDataKw/getList', { column: C.trend, haspic: 1 });
    expect(withPictures.data.count).toBe(items.filter((i) => i.column === C.trend && i.pictures !== 0).length);
  });

  it('sorts hot by views when asked, for image search, and when the column has setting bit 2', async () => {
    const byViews = items
      .filter((i) => i.column === C.trend)
      .sort((a, b) => b.pv - a.pv || b.id - a.id)
      .map((i) => i.id);
    const hot = await t.call('oct/ListDataKw/getList', { column: C.trend, sort_type: 'hot' });
    expect(ids(hot)).toEqual(byViews.slice(0, 40));
    expect(hot.data.applied.sort_type).toBe('hot');
    const imageSearch = await t.call('oct/ListDataKw/getList', { column: C.trend, image_search: 1 });
    expect(imageSearch.data.applied.sort_type).toBe('hot');
    // Column 1002 carries setting bit 2.
    const brandPage = await t.call('oct/ListDataKw/getList', { column: C.brand }, 'member');
    expect(brandPage.data.applied.sort_type).toBe('hot');
    expect(ids(brandPage)[0]).toBe(20_011);
    const explicitNew = await t.call('oct/ListDataKw/getList', { column: C.brand, sort_type: 'new' }, 'member');
    expect(ids(explicitNew)[0]).toBe(20_000);
  });

  it('follows a change of the catalogue definitions made elsewhere at the next read', async () => {
    // The server keeps columns, attributes and values in memory; each list page's statement reads
    // the catalogue's revision, and a change by anyone (here: SQL on the database) is seen at once.
    const before = await t.call('oct/ListDataKw/getList', { column: C.trend }, 'member');
    expect(before.data.applied.sort_type).toBe('new');
    const [{ setting }] = (await t.db.query<{ setting: number }>('SELECT setting FROM columns WHERE id = $1', [C.trend])) as [{ setting: number }];
    await t.db.query('UPDATE columns SET setting = setting | 2 WHERE id = $1', [C.trend]);
    try {
      const hot = await t.call('oct/ListDataKw/getList', { column: C.trend }, 'member');
      expect(hot.data.applied.sort_type).toBe('hot');
    } finally {
      await t.db.query('UPDATE columns SET setting = $1 WHERE id = $2', [setting, C.trend]);
    }
    expect((await t.call('oct/ListDataKw/getList', { column: C.trend }, 'member')).data.applied.sort_type).toBe('new');

    // A column and an attribute value that did not exist when the definitions were kept.
    await t.db.query(`INSERT INTO columns (id, channel_id, name_zh, name_en, url_str) VALUES (1091, $1, '新栏目', 'New column', 'fresh')`, [FX.women]);
    await t.db.query(`INSERT INTO attribute_values (id, attribute_id, name_zh, name_en) VALUES (5029, $1, '新风格', 'New style')`, [FX.attrs.style]);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, attr_ids)
       SELECT 91000 + n, $1, 1091, 3, '新', 'new', n, 'img1', ARRAY[5029] FROM generate_series(1, 3) n`,
      [FX.women],
    );
    try {
      const fresh = await t.call('oct/ListDataKw/getList', { column: 1091, attrs: `${FX.attrs.style}_5029` }, 'member');
      expect(fresh.data).toMatchObject({ count: 3, count_exact: true });
      expect(ids(fresh)).toEqual([91003, 91002, 91001]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 91000 AND id <= 91003');
      await t.db.query('DELETE FROM attribute_values WHERE id = 5029');
      await t.db.query('DELETE FROM columns WHERE id = 1091');
    }
    // Gone again: no such column, no such value.
    expect((await t.call('oct/ListDataKw/getList', { column: 1091 }, 'member')).status).toBe(4000);
    const unknownValue = await t.call('oct/ListDataKw/getList', { column: C.trend, attrs: `${FX.attrs.style}_5029` }, 'member');
    expect(unknownValue.status).toBe(400);
  });

  it('rejects an unknown sort with a message naming the field', async () => {
    const bad = await t.call('oct/ListDataKw/getList', { column: C.trend, sort_type: 'random' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('sort_type');
  });
});

describe('ListDataKw/getList: attrs filters', () => {
  const count = async (attrs: string, extra: Record<string, unknown> = {}) =>
    (await t.call('oct/ListDataKw/getList', { column: C.trend, attrs, ...extra })).data?.count ?? 0;
  const trend = items.filter((i) => i.column === C.trend);

  it('single choice: one value', async () => {
    expect(await count(`${FX.attrs.season}_${V.ss26}`)).toBe(trend.filter((i) => i.attr_ids.includes(V.ss26)).length);
  });

  it('multiple choice: any of the values; several entries: all of them', async () => {
    const streetOrMinimal = trend.filter((i) => i.attr_ids.includes(V.street) || i.attr_ids.includes(V.minimal));
    expect(await count(`${FX.attrs.style}_${V.street},${V.minimal}`)).toBe(streetOrMinimal.length);
    const alsoSs26 = streetOrMinimal.filter((i) => i.attr_ids.includes(V.ss26));
    const both = await t.call('oct/ListDataKw/getList', { column: C.trend, attrs: `${FX.attrs.style}_${V.street},${V.minimal}~${FX.attrs.season}_${V.ss26}` });
    expect(both.data.count).toBe(alsoSs26.length);
    expect(both.data.applied.attrs).toBe(`${FX.attrs.style}_${V.street},${V.minimal}~${FX.attrs.season}_${V.ss26}`);
  });

  it('separators: ~ between entries (empty ones ignored), "," between values, _ after the key; an attribute twice merges', async () => {
    const canonical = `${FX.attrs.style}_${V.street},${V.minimal}~${FX.attrs.season}_${V.ss26}`;
    const plain = await t.call('oct/ListDataKw/getList', { column: C.trend, attrs: canonical });
    const spelled = await t.call('oct/ListDataKw/getList', {
      column: C.trend,
      attrs: `~${FX.attrs.style}_${V.street}~~${FX.attrs.season}_${V.ss26}~${FX.attrs.style}_${V.minimal},,${V.street}~`,
    });
    expect(spelled.status).toBe(200);
    expect(spelled.data).toEqual(plain.data);
    // The list reports the filters it applied in the one canonical spelling.
    expect(spelled.data.applied.attrs).toBe(canonical);
  });

  it('brand letter: items whose brand starts with the letter', async () => {
    expect(await count(`${FX.attrs.letter}_A`)).toBe(trend.filter((i) => i.brand === FX.brands.acne).length);
    expect(await count(`${FX.attrs.letter}_A,C`)).toBe(trend.filter((i) => i.brand === FX.brands.acne || i.brand === FX.brands.chanel).length);
  });

  it('brand letter: by the letter values items carry, when the catalogue defines them', async () => {
    await t.db.query(`INSERT INTO attribute_values (id, attribute_id, name_zh, name_en, value) VALUES (5031, 503, 'A', 'A', 'A'), (5033, 503, 'C', 'C', 'C')`);
    // Tag only two Acne items with the letter value: the filter now follows the values.
    await t.db.query('UPDATE items SET attr_ids = attr_ids || 5031 WHERE id IN (10000, 10004)');
    try {
      const byValue = await t.call('oct/ListDataKw/getList', { column: C.trend, attrs: `${FX.attrs.letter}_A` });
      expect(ids(byValue)).toEqual([10000, 10004]);
    } finally {
      await t.db.query('UPDATE items SET attr_ids = array_remove(attr_ids, 5031)');
      await t.db.query('DELETE FROM attribute_values WHERE attribute_id = 503');
    }
  });

  it('colour: items holding the swatch value', async () => {
    expect(await count(`${FX.attrs.colour}_${V.red}`)).toBe(trend.filter((i) => i.attr_ids.includes(V.red)).length);
  });

  it('price: a low_high range selects the overlapping price buckets', async () => {
    // 0–150 overlaps 100元以下 and 100-300元, not 300元以上.
    expect(await count('price_0_150')).toBe(trend.filter((i) => i.attr_ids.includes(V.priceLow) || i.attr_ids.includes(V.priceMid)).length);
    expect(await count('price_500_')).toBe(trend.filter((i) => i.attr_ids.includes(V.priceHigh)).length);
    expect(await count('price__50')).toBe(trend.filter((i) => i.attr_ids.includes(V.priceLow)).length);
  });

  it('time window: N whole days ending yesterday', () => onOneDay(async () => {
    const now = nowSeconds();
    const day = timeWindowRange(0, now);
    const week = timeWindowRange(1, now);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover) VALUES
        (90001, 20850, 1003, 3, '昨天', 'yesterday', $1, 'img1'), (90002, 20850, 1003, 3, '今天', 'today', $2, 'img1'),
        (90003, 20850, 1003, 3, '五天前', 'five days ago', $3, 'img1')`,
      [day.from + 60, day.to + 60, week.from + 3600],
    );
    try {
      const yesterday = await t.call('oct/ListDataKw/getList', { column: C.show, attrs: 'time_0' }, 'member');
      expect(ids(yesterday)).toEqual([90001]);
      const lastWeek = await t.call('oct/ListDataKw/getList', { column: C.show, attrs: 'time_1' }, 'member');
      expect(ids(lastWeek)).toEqual([90001, 90003]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 90000');
    }
  }));

  it('the sports channel applies attribute 32938 = 32939/32940/109697 unless attrs choose that attribute', async () => {
    const sports = await t.call('oct/ListDataKw/getList', { channel: FX.sports });
    expect(ids(sports).sort()).toEqual([60_000, 60_001, 60_002]);
    expect(sports.data.applied.attrs).toBe('32938_32939,32940,109697');
    const yoga = await t.call('oct/ListDataKw/getList', { channel: FX.sports, attrs: '32938_32941' });
    expect(ids(yoga)).toEqual([60_003]);
  });

  it.each([
    ['unknown key', 'colour_red', 'unknown key'],
    ['unknown attribute', '999_1', 'attribute 999 does not exist'],
    ['two values for a single-choice attribute', `${FX.attrs.season}_${V.ss26},${V.aw26}`, 'takes one value'],
    ['a value of another attribute', `${FX.attrs.season}_${V.red}`, `has no value ${V.red}`],
    ['a number for a brand letter', `${FX.attrs.letter}_5`, 'letters'],
    ['a price with low above high', 'price_300_100', 'low is above high'],
    ['a time window out of range', 'time_4', 'time_0'],
    ['an empty value list', `${FX.attrs.style}_`, 'expected {attribute}_{value,value…}'],
  ])('rejects %s with a clear message', async (_what, attrs, message) => {
    const bad = await t.call('oct/ListDataKw/getList', { column: C.trend, attrs });
    expect(bad).toMatchObject({ http: 400, status: 400 });
    expect(bad.msg).toContain(message);
  });
});

describe('ListDataKw/getList: callers', () => {
  it('guests on the brand, market, vmd, street-photo and show pages get type 402', async () => {
    const guest = await t.call('oct/ListDataKw/getList', { column: C.brand });
    expect(ids(guest).sort()).toEqual([20_000, 20_001, 20_002, 20_003]);
    expect(guest.data.applied.type).toBe(402);
    const member = await t.call('oct/ListDataKw/getList', { column: C.brand }, 'member');
    expect(member.data.count).toBe(12);
    // Asking for another type does not lift the switch.
    const asking = await t.call('oct/ListDataKw/getList', { column: C.brand, type: 3 });
    expect(asking.data.applied.type).toBe(402);
    // The show page (by route) has no 402 items: a guest sees none.
    expect((await t.call('oct/ListDataKw/getList', { column: C.show })).status).toBe(4000);
    expect((await t.call('oct/ListDataKw/getList', { column: C.show }, 'member')).data.count).toBe(6);
  });

  it('guests searching column -142222 get type 4', async () => {
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, search_terms)
       VALUES (91001, 20850, 1003, 4, '连衣裙 游客', 'guest dress', 1, 'img1', $1)`,
      [['连衣', '衣裙', 'guest', 'dress']],
    );
    try {
      const guest = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: -142222, key_words: '连衣裙' });
      expect(ids(guest)).toEqual([91001]);
      expect(guest.data.applied.type).toBe(4);
      const member = await t.call('oct/ListDataKw/getList', { channel: FX.women, column: -142222, key_words: '连衣裙' }, 'member');
      expect(member.data.count).toBeGreaterThan(1);
      expect(member.data.applied.type).toBeNull();
    } finally {
      await t.db.query('DELETE FROM items WHERE id = 91001');
    }
  });

  it('pattern pages list type 401, or 3 with setting bit 16', async () => {
    const craft = await t.call('oct/ListDataKw/getList', { channel: FX.patternChannel, route: 'pattern_pattern_craft' });
    expect(craft.data.applied.type).toBe(401);
    expect(craft.data.count).toBe(3);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover) VALUES
        (92001, 20850, 1004, 3, '图案 A', 'Pattern A', 10, 'img1'), (92002, 20850, 1004, 401, '图案 B', 'Pattern B', 11, 'img1')`,
    );
    try {
      const pattern = await t.call('oct/ListDataKw/getList', { column: C.pattern });
      expect(ids(pattern)).toEqual([92001]);
      expect(pattern.data.applied.type).toBe(3);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 92000');
    }
  });

  it('shows a VIP item to others as a locked card without its full image or colours', async () => {
    const vipItem = items.find((i) => i.vip)!;
    const find = async (role: 'guest' | 'member' | 'vip') => {
      const page = await t.call('oct/ListDataKw/getList', { column: C.trend, p: 1 }, role);
      return page.data.list.find((item) => item.id === vipItem.id)!;
    };
    for (const role of ['guest', 'member'] as const) {
      const card = await find(role);
      expect(card).toMatchObject({ is_vip: true, locked: true, cover: '/media/img1/thumb', colours: [] });
    }
    const open = await find('vip');
    expect(open).toMatchObject({ is_vip: true, locked: false, cover: '/media/img1' });
    expect(open.colours).toHaveLength(2);
  });

  it('shows each card as its item, cover and brand are now, in the language asked, however often the page is read', async () => {
    // Cards are kept between requests (CardCache), checked against the rows' versions.
    const item = items.find((i) => i.column === C.trend && !i.vip && i.brand !== undefined)!;
    const card = async (locale: 'zh' | 'en' = 'zh') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/data',
        headers: { 'content-type': 'application/json', 'x-test-role': 'member' },
        payload: { module: 'oct', controller: 'ListDataKw', func: 'getList', params: { column: C.trend }, locale },
      });
      return (response.json() as { data: { list: ListItem[] } }).data.list.find((found) => found.id === item.id)!;
    };
    const [brand] = (await t.db.query<{ name_zh: string }>('SELECT name_zh FROM brands WHERE id = $1', [item.brand])) as [{ name_zh: string }];
    const [cover] = (await t.db.query<{ id: string; width: number }>('SELECT m.id, m.width FROM media m JOIN items i ON i.cover = m.id WHERE i.id = $1', [item.id])) as [
      { id: string; width: number },
    ];
    expect(await card()).toMatchObject({ title: item.title_zh, brand: { name: brand.name_zh }, width: cover.width });
    expect(await card('en')).toMatchObject({ title: item.title_en });
    try {
      await t.db.query("UPDATE items SET title_zh = '改过的标题' WHERE id = $1", [item.id]);
      expect(await card()).toMatchObject({ title: '改过的标题' });
      expect(await card('en')).toMatchObject({ title: item.title_en });
      await t.db.query("UPDATE brands SET name_zh = '改过的品牌' WHERE id = $1", [item.brand]);
      expect(await card()).toMatchObject({ brand: { name: '改过的品牌' } });
      await t.db.query('UPDATE media SET width = $1 WHERE id = $2', [cover.width + 1, cover.id]);
      expect(await card()).toMatchObject({ width: cover.width + 1 });
    } finally {
      await t.db.query('UPDATE items SET title_zh = $1 WHERE id = $2', [item.title_zh, item.id]);
      await t.db.query('UPDATE brands SET name_zh = $1 WHERE id = $2', [brand.name_zh, item.brand]);
      await t.db.query('UPDATE media SET width = $1 WHERE id = $2', [cover.width, cover.id]);
    }
    expect(await card()).toMatchObject({ title: item.title_zh, brand: { name: brand.name_zh }, width: cover.width });
  });

  it('gives every card at most 3 attribute tags', async () => {
    const page = await t.call('oct/ListDataKw/getList', { column: C.trend });
    expect(page.data.list[0]!.tag_base_array).toEqual(expect.arrayContaining(['街头', '欧洲']));
    for (const card of page.data.list) expect(card.tag_base_array.length).toBeLessThanOrEqual(3);
  });
});

describe('counts stay exact as items change', () => {
  it('follows inserts, moves between columns and deletes', async () => {
    const count = async () => (await t.call('oct/ListDataKw/getList', { column: C.show }, 'member')).data?.count ?? 0;
    expect(await count()).toBe(6);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover)
       SELECT 93000 + n, 20850, 1003, 3, 'x', 'x', n, 'img1' FROM generate_series(1, 5) n`,
    );
    expect(await count()).toBe(11);
    await t.db.query('UPDATE items SET column_id = 1001 WHERE id IN (93001, 93002)');
    expect(await count()).toBe(9);
    await t.db.query('UPDATE items SET pv = pv + 1 WHERE id > 93000');
    expect(await count()).toBe(9);
    await t.db.query('DELETE FROM items WHERE id > 93000');
    expect(await count()).toBe(6);
    expect((await t.call('oct/ListDataKw/getList', { column: C.trend }, 'member')).data.count).toBe(90);
  });
});

describe('counts under concurrent writers', () => {
  it('two transactions inserting into the same scopes in crossed order both commit and both count', async () => {
    // Each writer inserts into one column, waits until the other has done the same (or a second
    // has passed), then inserts into the other column: the crossed order that deadlocked on
    // the counter rows before counter updates queued on one lock.
    let arrived = 0;
    let release!: () => void;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    const barrier = () => {
      if (++arrived === 2) release();
      return Promise.race([bothArrived, new Promise((resolve) => setTimeout(resolve, 1000))]);
    };
    const insert = (offset: number, columns: [number, number]) =>
      t.db.transaction(async (tx) => {
        for (const [step, column] of columns.entries()) {
          await tx.query(
            `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover)
             SELECT $1 + $2 * 100 + n, 20850, $3, 3, 'x', 'x', n, 'img1' FROM generate_series(1, 25) n`,
            [offset, step, column],
          );
          if (step === 0) await barrier();
        }
      });
    try {
      await Promise.all([insert(94_000, [C.trend, C.show]), insert(95_000, [C.show, C.trend])]);
      expect((await t.call('oct/ListDataKw/getList', { column: C.show }, 'member')).data.count).toBe(6 + 2 * 25);
      expect((await t.call('oct/ListDataKw/getList', { column: C.trend }, 'member')).data.count).toBe(90 + 2 * 25);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 94000 AND id < 96000');
    }
  });
});

describe.each([
  { scope: 'a whole channel', params: { channel: FX.women }, where: 'channel_id = $1', id: FX.women },
  { scope: 'one column', params: { column: C.trend }, where: 'column_id = $1', id: C.trend },
])('$scope filtered by one attribute value', ({ params, where, id }) => {
  // Served from item_attr_values (migrations 080, 320, 330), kept in step with items by triggers:
  // the list must hold exactly the items that carry the value, in list order, however items change.
  const ORDER_BY = { new: 'publish_time DESC, id DESC', hot: 'pv DESC, id DESC' } as const;
  const list = (p = 1, sort: keyof typeof ORDER_BY = 'new') =>
    t.call('oct/ListDataKw/getList', { ...params, attrs: `${FX.attrs.style}_${V.street}`, p, sort_type: sort }, 'member');
  const truth = async (type: number | null, sort: keyof typeof ORDER_BY = 'new') =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM items WHERE ${where} AND attr_ids @> ARRAY[$2::integer] AND ($3::integer IS NULL OR type = $3)
          ORDER BY ${ORDER_BY[sort]}`,
        [id, V.street, type],
      )
    ).map((row) => row.id);
  const expectInStep = async (sort: keyof typeof ORDER_BY = 'new') => {
    const first = await list(1, sort);
    const expected = await truth(first.data.applied.type, sort);
    expect(expected.length).toBeGreaterThan(10);
    expect(first.data).toMatchObject({ count: expected.length, count_exact: true });
    expect(ids(first)).toEqual(expected.slice(0, 40));
    if (expected.length > 40) expect(ids(await list(2, sort))).toEqual(expected.slice(40, 80));
    return expected;
  };

  it('lists them most viewed first too, and follows a change of views', async () => {
    const before = await expectInStep('hot');
    const [least, most] = [before.at(-1)!, before[0]!];
    const [{ pv: leastViews }] = (await t.db.query<{ pv: number }>('SELECT pv FROM items WHERE id = $1', [least])) as [{ pv: number }];
    try {
      await t.db.query('UPDATE items SET pv = (SELECT pv + 1 FROM items WHERE id = $1) WHERE id = $2', [most, least]);
      const after = await expectInStep('hot');
      expect(after[0]).toBe(least);
    } finally {
      await t.db.query('UPDATE items SET pv = $1 WHERE id = $2', [leastViews, least]);
    }
    expect(await expectInStep('hot')).toEqual(before);
  });

  it('lists exactly the items carrying the value, newest first, on every page, after inserts, edits and deletes', async () => {
    const before = await expectInStep();
    try {
      await t.db.query(
        `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, attr_ids)
         SELECT 97000 + n, 20850, 1001, 3, 'x', 'x', $1 + n, 'img1', ARRAY[$2::integer, $3::integer] FROM generate_series(1, 45) n`,
        [FX.baseTime, V.street, V.ss26],
      );
      const inserted = await expectInStep();
      expect(inserted.length).toBe(before.length + 45);
      expect(inserted.slice(0, 3)).toEqual([97045, 97044, 97043]);
      // The value taken off an item (on page 2), the oldest item moved to the top, one moved to the
      // men's channel, one to another column of the same channel.
      await t.db.query('UPDATE items SET attr_ids = array_remove(attr_ids, $1::integer) WHERE id = $2', [V.street, inserted[50]]);
      await t.db.query('UPDATE items SET publish_time = $1 WHERE id = $2', [FX.baseTime + 100, inserted.at(-1)]);
      await t.db.query('UPDATE items SET channel_id = $1, column_id = $2 WHERE id = 97001', [FX.men, C.menTrend]);
      await t.db.query('UPDATE items SET column_id = $1 WHERE id = 97002', [C.show]);
      const edited = await expectInStep();
      expect(edited[0]).toBe(inserted.at(-1));
      expect(edited).not.toContain(inserted[50]);
      expect(edited).not.toContain(97001);
      expect(edited.includes(97002)).toBe(id === FX.women);
      await t.db.query('UPDATE items SET attr_ids = array_append(attr_ids, $1::integer) WHERE id = $2', [V.street, inserted[50]]);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 97000 AND id <= 97045');
      await t.db.query('UPDATE items SET publish_time = $1 WHERE id = $2', [items.find((i) => i.id === before.at(-1))!.publish_time, before.at(-1)]);
    }
    expect(await expectInStep()).toEqual(before);
  });
});

describe('counts of filtered lists and searches', () => {
  it('count what the pager can show (10 pages past the current one) and estimate far beyond it', async () => {
    // 6,000 items of one column holding the style value 5021 and the word "linen".
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, attr_ids, search_terms)
       SELECT 100000 + n, 20850, 1003, 3, '亚麻', 'linen', n, 'img1', ARRAY[5021], ARRAY['linen'] FROM generate_series(1, 6000) n`,
    );
    await t.db.query('ANALYZE items');
    try {
      // Either of two style values (not one value, whose matches are counted exactly, below).
      const either = `${FX.attrs.style}_${V.street}~${FX.attrs.style}_${V.minimal}`;
      // Page 1 of 40 looks 440 items far; the statistics put ~6,000 beyond that: their estimate.
      const filtered = await t.call('oct/ListDataKw/getList', { column: C.show, attrs: either }, 'member');
      expect(filtered.data).toMatchObject({ count_exact: false, count_estimated: true });
      expect(filtered.data.count).toBeGreaterThan(4000);
      expect(filtered.data.count).toBeLessThan(8000);
      // Page 100 looks (100 + 10) × 40 = 4,400 far: counted that far, then "at least".
      const deeper = await t.call('oct/ListDataKw/getList', { column: C.show, attrs: either, p: 100 }, 'member');
      expect(deeper.data).toMatchObject({ count: 4400, count_exact: false, count_estimated: false });
      // A narrower filter within the window is counted exactly.
      const exact = await t.call('oct/ListDataKw/getList', { column: C.trend, attrs: `${FX.attrs.style}_${V.street}` }, 'member');
      expect(exact.data).toMatchObject({ count: 30, count_exact: true, count_estimated: false });
      expect(deeper.data.list[0]!.id).toBe(100000 + 6000 - 99 * 40);

      // One value of a column or a whole channel: counted exactly at any depth, from its kept count.
      const [{ n: streetInShow }] = (await t.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM items WHERE column_id = $1 AND $2 = ANY(attr_ids)',
        [C.show, V.street],
      )) as [{ n: number }];
      expect(streetInShow).toBeGreaterThanOrEqual(6000);
      for (const p of [1, 100]) {
        const one = await t.call('oct/ListDataKw/getList', { column: C.show, attrs: `${FX.attrs.style}_${V.street}`, p }, 'member');
        expect(one.data).toMatchObject({ count: streetInShow, count_exact: true, count_estimated: false });
      }

      // A search of 80 per page looks (1 + 10) × 80 = 880 far.
      const search = await t.call('oct/ListDataKw/getList', { channel: FX.women, key_words: 'linen' }, 'member');
      expect(search.data).toMatchObject({ count: 880, search_count: 880, count_exact: false, count_estimated: false });
      expect(search.data.list).toHaveLength(80);
    } finally {
      await t.db.query('DELETE FROM items WHERE id > 100000');
      await t.db.query('ANALYZE items');
    }
  });
});
