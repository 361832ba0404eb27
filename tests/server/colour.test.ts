import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateColoretto } from '../../src/shared/colour/coloretto';
import { hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab } from '../../src/shared/colour/lab';
import { labBin } from '../../src/shared/colour/item-index';
import type {
  ColourDetail,
  ColourItemsResult,
  ColourMoodResult,
  ColourSearchResult,
  CombineResult,
  InsightResult,
  LibraryPage,
  NearestResult,
  PictureColours,
  SchemeLibraryResult,
  SimilarResult,
  TrendCentre,
} from '../../src/shared/colour/model';
import { importColours, readColourCsv } from '../../server/colour/pantone-import';
import { callAs, createUser, login } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { CF, insertColourCatalogue, storeBandImage } from './colour-fixture';

let t: TestApp;
/** Session of a VIP over the three main channels ('' until beforeAll logs in). */
let vipCookie = '';
const callWith = async <T>(cookie: string, name: string, params: Record<string, unknown> = {}) => {
  const { http, body } = await callAs(t.app, cookie, name, params);
  return { http, status: body.status, msg: body.msg, data: body.data as T };
};
/** As a guest. */
const call = <T>(name: string, params: Record<string, unknown> = {}) => callWith<T>('', name, params);

const RED = '#C0392B';
const NAVY = '#1B3A5C';

beforeAll(async () => {
  t = await createTestApp();
  await insertColourCatalogue(t.db, [
    // 1: mostly the searched red; 2: the red as a small accent; 3: a near red; 4: no red at all.
    { id: 1, colours: [{ color_rgbhex: RED, ratio: 70 }, { color_rgbhex: '#F4F1DE', ratio: 30 }], season: '2026春夏', pv: 50 },
    { id: 2, colours: [{ color_rgbhex: NAVY, ratio: 95 }, { color_rgbhex: RED, ratio: 5 }], season: '2026春夏', pv: 40 },
    { id: 3, colours: [{ color_rgbhex: '#B83A2E', ratio: 60 }, { color_rgbhex: NAVY, ratio: 40 }], season: '2025秋冬', pv: 30 },
    { id: 4, colours: [{ color_rgbhex: '#2E9E5B', ratio: 100 }], season: '2025秋冬', daysAgo: 40 },
    // 5: red, but only VIPs may see its colours; 6: red in another channel.
    { id: 5, colours: [{ color_rgbhex: RED, ratio: 100 }], vip: true },
    { id: 6, channel: CF.men, colours: [{ color_rgbhex: RED, ratio: 100 }] },
  ]);
  await createUser(t.db, 'colour-vip', { vipDays: 30 });
  vipCookie = (await login(t.app, 'colour-vip')).cookie;
});
afterAll(() => t.dispose());

describe('Coloretto library in the database (migrations 040/041)', () => {
  it('is seeded as reference data with Lab computed like the TypeScript maths', async () => {
    const rows = await t.db.query<{ code: string; hex: string; lab_l: number; lab_a: number; lab_b: number }>(
      "SELECT code, hex, lab_l, lab_a, lab_b FROM colour_library WHERE system = 'coloretto' ORDER BY sort",
    );
    const generated = generateColoretto();
    expect(rows.map((r) => r.code)).toEqual(generated.map((c) => c.code));
    for (const row of rows.filter((_, i) => i % 37 === 0)) {
      const lab = rgbToLab(hexToRgb(row.hex));
      expect(row.lab_l).toBeCloseTo(lab.L, 3);
      expect(row.lab_a).toBeCloseTo(lab.a, 3);
      expect(row.lab_b).toBeCloseTo(lab.b, 3);
    }
  });

  it('indexes item colours by trigger, in the same Lab cells as labBin', async () => {
    const rows = await t.db.query<{ item_id: number; hex: string; lab_bin: number; channel_id: number }>(
      'SELECT item_id, hex, lab_bin, channel_id FROM item_colours ORDER BY item_id, position',
    );
    expect(rows.filter((r) => r.item_id === 2).map((r) => r.hex)).toEqual([NAVY, RED]);
    for (const row of rows) expect(row.lab_bin).toBe(labBin(rgbToLab(hexToRgb(row.hex))));
    await t.db.query(`UPDATE items SET colours = '[{"color_rgbhex":"c03","ratio":100}]' WHERE id = 4`);
    const [updated] = await t.db.query<{ hex: string; n: number }>("SELECT max(hex) AS hex, count(*)::int AS n FROM item_colours WHERE item_id = 4");
    expect(updated).toEqual({ hex: '#CC0033', n: 1 });
    await t.db.query(`UPDATE items SET colours = '[{"color_rgbhex":"#2E9E5B","ratio":100}]' WHERE id = 4`);
    await expect(t.db.query(`UPDATE items SET colours = '[{"color_rgbhex":"#12345","ratio":100}]' WHERE id = 4`)).rejects.toThrow(/"#12345" is not a #RGB or #RRGGBB colour/);
  });

  it('indexes every row of a multi-row insert (the bulk path of seeds and imports)', async () => {
    await t.db.query(
      `INSERT INTO items SELECT (jsonb_populate_record(NULL::items, to_jsonb(i) || jsonb_build_object('id', i.id + 1000))).*
         FROM items i WHERE i.id IN (2, 4)`,
    );
    const copies = await t.db.query<{ item_id: number; hex: string }>('SELECT item_id, hex FROM item_colours WHERE item_id > 1000 ORDER BY item_id, position');
    // The other tests of this file expect the fixture catalogue as it was.
    await t.db.query('DELETE FROM items WHERE id > 1000');
    expect(copies).toEqual([
      { item_id: 1002, hex: NAVY },
      { item_id: 1002, hex: RED },
      { item_id: 1004, hex: '#2E9E5B' },
    ]);
  });
});

describe('colour search (getPantoneColor): name, #hex of 3 or 6 digits, code', () => {
  it.each(['#C0392B', 'c0392b', 'C0392B'])('%s finds library colours nearest first, with ΔE00', async (keyword) => {
    const { status, data } = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword });
    expect(status).toBe(200);
    expect(data.query).toEqual({ kind: 'hex', text: keyword, color_rgbhex: RED });
    expect(data.list).toHaveLength(24);
    expect(data.list[0]!.delta_e).toBeLessThan(3);
    expect(data.list.every((c, i) => i === 0 || data.list[i - 1]!.delta_e! <= c.delta_e!)).toBe(true);
    expect(data.list[0]).toMatchObject({ system: 'coloretto', family: 'red' });
  });

  it('#C03 is the 3-digit form of #CC0033', async () => {
    const { data } = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: '#C03' });
    expect(data.query.color_rgbhex).toBe('#CC0033');
  });

  it('#12345 is refused with a clear message', async () => {
    const { http, status, msg } = await call('index/Color/getPantoneColor', { keyword: '#12345' });
    expect([http, status]).toEqual([400, 400]);
    expect(msg).toBe('“#12345”不是有效的色值：请输入 3 位或 6 位十六进制，如 #C0392B 或 #C03');
  });

  it('finds colours by zh and en name', async () => {
    const zh = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: '朱红', limit: 80 });
    expect(zh.data.count).toBeGreaterThan(20);
    expect(zh.data.list.every((c) => c.name_zh.includes('朱红'))).toBe(true);
    const en = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: 'dusk pure scarlet' });
    expect(en.data.list.map((c) => c.code)).toEqual(['CL-030-50-064']);
    expect(en.data.list[0]).toMatchObject({ name: '暮纯正红', name_en: 'Dusk Pure Scarlet' });
  });

  it('finds a colour by code, exact first, then codes it starts', async () => {
    const exact = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: 'cl 030 50 064' });
    expect(exact.data.list[0]!.code).toBe('CL-030-50-064');
    const prefix = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: 'CL-030-50' });
    expect(prefix.data.list.every((c) => c.code.startsWith('CL-030-50-'))).toBe(true);
    const unknown = await call('index/Color/getPantoneColor', { keyword: 'ZZ-9999' });
    expect(unknown.status).toBe(4000);
  });

  it('counts searches of a code', async () => {
    const first = await call<{ search_count: number }>('index/Color/pantoneSearchNumAdd', { code: 'CL-030-50-064' });
    const second = await call<{ search_count: number }>('index/Color/pantoneSearchNumAdd', { code: 'cl03050064' });
    expect(second.data.search_count).toBe(first.data.search_count + 1);
    expect((await call('index/Color/pantoneSearchNumAdd', { code: 'nope-1' })).status).toBe(404);
  });

  it('browses the library by family, a page at a time', async () => {
    const { data } = await call<LibraryPage>('index/Color/getPantoneColorNew', { family: 'blue', p: 2, page_size: 50 });
    expect(data.list).toHaveLength(50);
    expect(data.list.every((c) => c.family === 'blue')).toBe(true);
    expect(data.systems).toContainEqual({ key: 'coloretto', name: 'Coloretto', count: generateColoretto().length });
  });
});

describe('nearest and similar colours', () => {
  it('answers each colour of a palette with its nearest library colours and ΔE00', async () => {
    const { data } = await call<NearestResult>('index/Color/getNearestColor', { colors: ['c0392b', '#1B3A5C', '#fff'], limit: 3 });
    expect(data.list.map((entry) => entry.color_rgbhex)).toEqual([RED, NAVY, '#FFFFFF']);
    expect(data.list[2]!.matches[0]).toMatchObject({ code: 'CL-N-100', delta_e: 0 });
    for (const entry of data.list) expect(entry.matches).toHaveLength(3);
  });

  it('lists similar colours to a code without the colour itself', async () => {
    const { data } = await call<SimilarResult>('index/Color/getSimilarColor', { color: 'CL-030-50-064', limit: 6 });
    expect(data.colour!.code).toBe('CL-030-50-064');
    expect(data.list).toHaveLength(6);
    expect(data.list.map((c) => c.code)).not.toContain('CL-030-50-064');
    expect(data.list[0]!.delta_e).toBeGreaterThan(0);
  });

  it('shows a colour with similar colours, harmonies and items in that colour', async () => {
    const { data } = await call<ColourDetail>('index/Color/getColorSee', { code: 'CL-030-50-064' });
    expect(data.similar).toHaveLength(8);
    expect(data.schemes.map((s) => s.key)).toEqual(['complementary', 'analogous', 'triadic', 'split', 'tetradic', 'monochrome']);
    expect(data.items.map((item) => item.id)).toContain(1);
  });
});

describe('colour matching (recommendCombineByHsv, recommendPantoneByHsv)', () => {
  it('snaps every harmony colour to the library and shows ΔE00', async () => {
    const { data } = await call<CombineResult>('index/Color/recommendCombineByHsv', { color: RED });
    expect(data.base.color_rgbhex).toBe(RED);
    expect(data.schemes).toHaveLength(6);
    const complementary = data.schemes.find((s) => s.key === 'complementary')!;
    expect(complementary.colours[1]!.match.family).toBe('cyan');
    for (const scheme of data.schemes) for (const colour of scheme.colours) expect(colour.match.delta_e).toBeLessThan(8);
  });

  it('accepts a name or a code as the base and snaps to one system', async () => {
    const { data } = await call<SchemeLibraryResult>('index/Color/recommendPantoneByHsv', { color: '朱红', scheme: 'triadic' });
    expect(data.system).toBe('coloretto');
    expect(data.list).toHaveLength(3);
    expect(data.scheme).toEqual({ key: 'triadic', name: '三角色' });
  });
});

describe('search items by colour (getAnalyzeByColor / getAnalyzeByPantone)', () => {
  it('ranks items by ΔE00 and how much of the picture the colour covers', async () => {
    const { data } = await callWith<ColourItemsResult>(vipCookie, 'index/Color/getAnalyzeByColor', { key_words: '#C0392B', channel: CF.women });
    const ids = data.list.map((item) => item.id);
    // Exact and dominant first; a near red covering 60% next; the exact red as a 5% accent after it.
    expect(ids.slice(0, 2).sort()).toEqual([1, 5]);
    expect(ids.indexOf(3)).toBeLessThan(ids.indexOf(2));
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(6);
    expect(data.list.find((item) => item.id === 1)!.match).toEqual([{ color_rgbhex: RED, ratio: 70, delta_e: 0 }]);
    expect(data.query).toEqual([{ text: '#C0392B', color_rgbhex: RED, code: null, name: null }]);
  });

  it('leaves VIP items out of a guest\'s colour search: no card, no score to probe their colours with (issue #18)', async () => {
    for (const name of ['index/Color/getAnalyzeByColor', 'index/Color/getAnalyzeByPantone'] as const) {
      const params = name === 'index/Color/getAnalyzeByColor' ? { key_words: 'c0392b' } : { code: 'CL-030-50-064' };
      const guest = await call<ColourItemsResult>(name, params);
      expect(guest.data.list.map((item) => item.id), name).not.toContain(5);
      expect(guest.data.list.map((item) => item.id), name).toContain(6);
      expect(guest.data.count, name).toBe(guest.data.list.length);
      const vip = await callWith<ColourItemsResult>(vipCookie, name, params);
      const found = vip.data.list.find((item) => item.id === 5)!;
      expect(found.locked, name).toBe(false);
      expect(found.score, name).toBeTypeOf('number');
      expect(vip.data.count, name).toBe(guest.data.count + 1);
    }
  });

  it('ranks items with every searched colour (at most the first 3) first and resolves names and codes', async () => {
    const both = await call<ColourItemsResult>('index/Color/getAnalyzeByColor', {
      key_words: `${encodeURIComponent(RED)} ${NAVY} %237F00FF %23F4F1DE`,
      channel: CF.women,
    });
    expect(both.data.query).toHaveLength(3);
    expect(both.data.list.slice(0, 2).map((item) => item.id).sort()).toEqual([2, 3]);
    expect(both.data.list.find((item) => item.id === 2)!.match.map((m) => m.color_rgbhex)).toEqual([RED, NAVY]);
    expect(both.data.list.map((item) => item.id)).not.toContain(4);
    const byName = await call<ColourItemsResult>('index/Color/getAnalyzeByColor', { key_words: encodeURIComponent('Dusk Pure Scarlet') });
    expect(byName.data.query[0]).toMatchObject({ code: 'CL-030-50-064' });
    expect(byName.data.list.length).toBeGreaterThan(0);
    const byCode = await call<ColourItemsResult>('index/Color/getAnalyzeByPantone', { code: 'CL-030-50-064', channel: CF.women });
    expect(byCode.data.list.map((item) => item.id)).toEqual(byName.data.list.filter((i) => i.channel === CF.women).map((i) => i.id));
  });

  it('explains a bad colour', async () => {
    expect((await call('index/Color/getAnalyzeByColor', { key_words: '%2312345' })).msg).toMatch(/不是有效的色值/);
    expect((await call('index/Color/getAnalyzeByColor', { key_words: '12345' })).msg).toBe(
      '未找到色号“12345”；如果输入的是色值，请使用 3 位或 6 位十六进制，如 #C0392B',
    );
    expect((await call('index/Color/getAnalyzeByColor', { key_words: encodeURIComponent('没有这种颜色') })).msg).toBe('未找到名为“没有这种颜色”的颜色');
    expect((await call('index/Color/getAnalyzeByPantone', { code: 'XX-1' })).msg).toBe('色号“XX-1”不存在');
  });
});

describe('picture colours (getPicColor, getPicColorFormEs)', () => {
  it('analyses a stored picture once, with codes and names from the library', async () => {
    await storeBandImage(t.db, t.media, 'bands1', [[RED, 60], ['#F4F1DE', 40]]);
    const { data } = await call<PictureColours>('index/Color/getPicColor', { media_id: 'bands1' });
    expect(data.list.map((c) => [c.color_rgbhex, c.ratio])).toEqual([
      [RED, 60],
      ['#F4F1DE', 40],
    ]);
    expect(data.list[0]!.code).toMatch(/^CL-/);
    const [stored] = await t.db.query<{ colours: unknown }>("SELECT colours FROM media WHERE id = 'bands1'");
    expect(stored!.colours).toEqual([
      { color_rgbhex: RED, ratio: 60 },
      { color_rgbhex: '#F4F1DE', ratio: 40 },
    ]);
    expect((await call('index/Color/getPicColor', { media_id: 'missing' })).status).toBe(4000);
  });

  it('reads an item colours from the index, VIP items for VIPs only', async () => {
    const { data } = await call<PictureColours>('index/Color/getPicColorFormEs', { id: 2 });
    expect(data.list.map((c) => c.color_rgbhex)).toEqual([NAVY, RED]);
    expect((await call('index/Color/getPicColorFormEs', { id: 5 })).status).toBe(9527);
  });
});

describe('colour insight, mood and trend', () => {
  it('shares of colour families over the window ending yesterday (spec §9 windows)', async () => {
    const { data } = await call<InsightResult>('oct/ListDataKw/subjectColorGamutAnalyze', { channel: CF.women, days: 3 });
    expect(data.window.days).toBe(30);
    expect(data.daily).toHaveLength(30);
    expect(data.families[0]!.key).toBe('red');
    expect(data.families.reduce((sum, f) => sum + f.share, 0)).toBeCloseTo(100, 0);
    // Item 4 (green) is 40 days old: outside the 30-day window, but its season still counts.
    expect(data.families.map((f) => f.key)).not.toContain('green');
    expect(data.seasons.map((s) => s.season)).toEqual(['2026春夏', '2025秋冬']);
    const week = await call<InsightResult>('oct/ListDataKw/subjectColorGamutAnalyze', { channel: CF.women, days: 1 });
    expect(week.data.daily).toHaveLength(7);
  });

  it('follows one colour through the window', async () => {
    const { data } = await call<{ daily: { items: number }[]; items: { id: number }[] }>('oct/ListDataKw/getSubjectAnalyzeByColor', {
      channel: CF.women,
      color: RED,
      days: 3,
    });
    expect(data.daily.reduce((sum, d) => sum + d.items, 0)).toBe(4);
    expect(data.items.map((i) => i.id)).toContain(1);
  });

  it('groups palettes by mood words, each led by its Coloretto reference palette', async () => {
    const { data } = await call<ColourMoodResult>('index/Color/getColorMood', {});
    expect(data.moods.map((m) => m.name)).toEqual(['宁静', '浪漫', '活力', '清新', '大地', '优雅', '神秘', '复古']);
    for (const mood of data.moods) expect(mood.palettes[0]!.colours.length).toBeGreaterThan(2);
  });

  it('builds the trend centre of the latest season', async () => {
    const { data } = await call<TrendCentre>('index/Color/getColorTrend', { channel: CF.women });
    expect(data.seasons).toEqual(['2026春夏', '2025秋冬']);
    expect(data.season).toBe('2026春夏');
    // Navy covers 95% of item 2; red 70% of item 1 plus 5% of item 2.
    expect(data.key_colours.slice(0, 2).map((k) => k.colour.family)).toEqual(['blue', 'red']);
    expect(data.palettes[0]!.title).toBe('2026春夏关键色');
    expect(data.images.map((i) => i.id)).toEqual([1, 2]);
  });

  it('names the seasons in English when asked (their stored value where no English name is known)', async () => {
    // The dictionary knows one of the two seasons.
    await t.db.query("INSERT INTO zh_en_words (zh, en) VALUES ('2026春夏', 'Spring/Summer 2026')");
    try {
      const inEnglish = async <T>(name: string, params: Record<string, unknown>, cookie = '') => {
        const [module, controller, func] = name.split('/');
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/data',
          headers: cookie ? { cookie } : {},
          payload: { module, controller, func, params, locale: 'en' },
        });
        return (response.json() as { data: T }).data;
      };
      const centre = await inEnglish<TrendCentre>('index/Color/getColorTrend', { channel: CF.women });
      expect(centre.seasons).toEqual(['2026春夏', '2025秋冬']);
      expect(centre.season_names).toEqual({ '2026春夏': 'Spring/Summer 2026', '2025秋冬': '2025秋冬' });
      expect(centre.palettes[0]!.title).toBe('Spring/Summer 2026 key colours');
      const detail = await inEnglish<{ season: string; season_name: string }>('index/Color/getColorTrendDetail', { channel: CF.women, season: '2026春夏' }, vipCookie);
      expect(detail).toMatchObject({ season: '2026春夏', season_name: 'Spring/Summer 2026' });
      const insight = await inEnglish<InsightResult>('oct/ListDataKw/subjectColorGamutAnalyze', { channel: CF.women, days: 3 });
      expect(insight.seasons.map((row) => [row.season, row.name])).toEqual([
        ['2026春夏', 'Spring/Summer 2026'],
        ['2025秋冬', '2025秋冬'],
      ]);
      // In Chinese the stored value is the name.
      const { data } = await call<TrendCentre>('index/Color/getColorTrend', { channel: CF.women });
      expect(data.season_names).toEqual({ '2026春夏': '2026春夏', '2025秋冬': '2025秋冬' });
    } finally {
      await t.db.query("DELETE FROM zh_en_words WHERE zh = '2026春夏'");
    }
  });

  it('keeps the trend detail for logged-in users', async () => {
    expect((await call('index/Color/getColorTrendDetail', { channel: CF.women })).status).toBe(401);
  });
});

describe('Pantone import (npm run colours:import)', () => {
  const csv = [
    'code,name,name_zh,hex',
    '99-0001 TCX,Test Fiery Red,测试火焰红,#D01C1F',
    '"99-0002 TCX","Test Navy, Deep",,1B3A5C',
  ].join('\n');

  it('makes imported codes work wherever a code is accepted', async () => {
    expect(await importColours(t.db, readColourCsv(csv))).toEqual({ added: 2, updated: 0 });
    const found = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: '99-0001' });
    expect(found.data.list[0]).toMatchObject({ code: '99-0001 TCX', system: 'pantone-tcx', name_zh: '测试火焰红', color_rgbhex: '#D01C1F' });
    const navy = await call<ColourSearchResult>('index/Color/getPantoneColor', { keyword: 'Test Navy, Deep' });
    expect(navy.data.list[0]).toMatchObject({ name_zh: 'Test Navy, Deep' });
    const items = await call<ColourItemsResult>('index/Color/getAnalyzeByPantone', { code: '99-0002 TCX' });
    expect(items.data.list.map((i) => i.id)).toContain(2);
    const nearest = await call<NearestResult>('index/Color/getNearestColor', { colors: [NAVY], system: 'pantone-tcx' });
    expect(nearest.data.list[0]!.matches[0]).toMatchObject({ code: '99-0002 TCX', delta_e: 0 });
    const snapped = await call<SchemeLibraryResult>('index/Color/recommendPantoneByHsv', { color: RED, scheme: 'complementary' });
    expect(snapped.data.system).toBe('pantone-tcx');
  });

  it('updates on re-import and lists every bad row without importing any', async () => {
    expect(await importColours(t.db, readColourCsv(csv.replace('#D01C1F', '#D01C20')))).toEqual({ added: 0, updated: 2 });
    expect(() => readColourCsv('code,name,hex\n99-0003 TCX,,#12345\nCL-1,X,#FFF\n99-0003 TCX,Y,#FFF')).toThrow(
      /line 2: no name; colour is not .*\nline 3: codes starting with CL belong to Coloretto.*\nline 4: same code as line 2/s,
    );
  });
});
