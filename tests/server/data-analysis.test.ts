import { afterAll, beforeAll, describe, expect, it as vitestIt } from 'vitest';
import { timeWindowRange, type TimeWindowIndex } from '../../src/shared/catalogue/attrs';
import { nowSeconds, onOneDay } from '../support/china-day';
import { createContentApp, FX, loadFixture, type ContentApp, type FixtureItem, type Role } from './catalogue-fixture';

/**
 * The data-analysis calls against counts made here, in plain code, from the fixture's own item
 * list (published relative to now, so every window holds some): nothing the server computes is
 * taken on trust. Runs on PGlite and PostgreSQL.
 */

let t: ContentApp;
let items: FixtureItem[];
const now = nowSeconds();
/** Every check here counts items of day windows: each runs on one day (see onOneDay). */
const it = (name: string, check: () => Promise<void>) => vitestIt(name, () => onOneDay(check));
const V = FX.values;
const DAY = 86_400;

beforeAll(async () => {
  t = await createContentApp({ fixture: false });
  // loadFixture's default time is a literal type; any second works.
  items = await loadFixture(t.db, now as typeof FX.baseTime);
});
afterAll(() => t.dispose());

/** The women's channel items of a window that a role may open (guests and members: no VIP items). */
function inWindow(role: Role, index: TimeWindowIndex = 3, channel: number = FX.women) {
  const { from, to } = timeWindowRange(index, nowSeconds());
  return items.filter((i) => i.channel === channel && i.publish_time >= from && i.publish_time < to && (role === 'vip' || !i.vip));
}

const countBy = <T>(list: T[], key: (entry: T) => (number | string)[]) => {
  const counts = new Map<number | string, number>();
  for (const entry of list) for (const k of new Set(key(entry))) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
};

describe('data analysis: aggregates over the catalogue, checked against the fixture', () => {
  it('showDataAnalysis: items, views, brands and the per-day series of the 30-day window', async () => {
    for (const role of ['guest', 'vip'] as const) {
      const expected = inWindow(role);
      const { status, data } = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women }, role);
      expect(status, role).toBe(200);
      expect(data.total, role).toBe(expected.length);
      expect(data.pv, role).toBe(expected.reduce((sum, i) => sum + i.pv, 0));
      expect(data.brands, role).toBe(new Set(expected.map((i) => i.brand).filter(Boolean)).size);
      expect(data.window.days).toBe(30);
      expect(data.window.dates).toHaveLength(30);
      const perDay = data.window.dates.map((_, day) => expected.filter((i) => Math.floor((i.publish_time - data.window.from) / DAY) === day));
      expect(data.series.count, role).toEqual(perDay.map((list) => list.length));
      expect(data.series.pv, role).toEqual(perDay.map((list) => list.reduce((sum, i) => sum + i.pv, 0)));
    }
    // A VIP with the channel counts the VIP items a guest cannot open; there are some in the window.
    const vipOnly = inWindow('vip').filter((i) => i.vip).length;
    expect(vipOnly).toBeGreaterThan(0);
    const guest = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women }, 'guest');
    const vip = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women }, 'vip');
    expect(vip.data.total - guest.data.total).toBe(vipOnly);
  });

  it('the window follows attrs time_N or days (1, 7, 15, 30 days ending yesterday), and the scope follows column', async () => {
    for (const index of [0, 1, 2] as const) {
      const byAttrs = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women, attrs: `time_${index}` });
      const byDays = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women, days: String(index) });
      expect(byAttrs.data.total, `time_${index}`).toBe(inWindow('guest', index).length);
      expect(byDays.data).toEqual(byAttrs.data);
    }
    const column = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women, column: FX.columns.show });
    expect(column.data.total).toBe(inWindow('guest').filter((i) => i.column === FX.columns.show).length);
    // An attribute filter narrows the scope like the list does.
    const street = await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women, attrs: `${FX.attrs.style}_${V.street}` });
    expect(street.data.total).toBe(inWindow('guest').filter((i) => i.attr_ids.includes(V.street)).length);
    expect((await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women, days: 4 })).status).toBe(400);
    expect((await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.women, column: 999_999 })).status).toBe(4000);
  });

  it('getShowAttr: items per attribute value, most frequent first, with shares', async () => {
    const expected = inWindow('guest');
    const counts = countBy(expected, (i) => i.attr_ids);
    const { data } = await t.call('oct/ListDataKw/getShowAttr', { channel: FX.women });
    expect(data.total).toBe(expected.length);
    const style = data.list.find((a) => a.id === FX.attrs.style)!;
    expect(style).toMatchObject({ key: 'style', name: '风格' });
    expect(style.total).toBe(expected.filter((i) => [V.street, V.minimal, V.romantic].some((v) => i.attr_ids.includes(v))).length);
    expect(style.values.map((v) => [v.id, v.count])).toEqual(
      [V.street, V.minimal, V.romantic].map((id) => [id, counts.get(id) ?? 0]).filter(([, n]) => n! > 0).sort((a, b) => b[1]! - a[1]! || 0),
    );
    for (const value of style.values) expect(value.share).toBe(Math.round((value.count / expected.length) * 1000) / 10);
    const season = data.list.find((a) => a.id === FX.attrs.season)!;
    expect(season.values.reduce((sum, v) => sum + v.count, 0)).toBe(expected.filter((i) => i.attr_ids.some((v) => v === V.ss26 || v === V.aw26)).length);
    // Brand letters are no attribute of items to analyse.
    expect(data.list.map((a) => a.key)).not.toContain('letter');
    // English names in the en locale come from the same rows.
    const limited = await t.call('oct/ListDataKw/getShowAttr', { channel: FX.women, limit: 1 });
    expect(limited.data.list.every((a) => a.values.length === 1)).toBe(true);
  });

  it('getShowChart: items per day of the top values of an attribute', async () => {
    const expected = inWindow('guest');
    const { data } = await t.call('oct/ListDataKw/getShowChart', { channel: FX.women, attr: FX.attrs.style });
    expect(data.attribute).toMatchObject({ id: FX.attrs.style, key: 'style' });
    expect(data.series.map((s) => s.id).sort()).toEqual([V.street, V.minimal, V.romantic].filter((v) => expected.some((i) => i.attr_ids.includes(v))).sort());
    for (const series of data.series) {
      expect(series.data, series.name).toEqual(
        data.window.dates.map((_, day) => expected.filter((i) => i.attr_ids.includes(series.id) && Math.floor((i.publish_time - data.window.from) / DAY) === day).length),
      );
    }
    // Without attr: the attribute with most tags in the window (the season: every trend, brand and show item has one).
    const tags = countBy(expected, (i) => i.attr_ids);
    const perAttribute = new Map<number, number>([
      [FX.attrs.season, (tags.get(V.ss26) ?? 0) + (tags.get(V.aw26) ?? 0)],
      [FX.attrs.style, (tags.get(V.street) ?? 0) + (tags.get(V.minimal) ?? 0) + (tags.get(V.romantic) ?? 0)],
    ]);
    const most = [...perAttribute].sort((a, b) => b[1] - a[1])[0]![0];
    expect((await t.call('oct/ListDataKw/getShowChart', { channel: FX.women })).data.attribute.id).toBe(most);
    expect((await t.call('oct/ListDataKw/getShowChart', { channel: FX.women, attr: FX.attrs.letter })).status).toBe(400);
  });

  it('showDataRelTag and showDataRelBrand: what goes with one tag', async () => {
    const withStreet = inWindow('guest').filter((i) => i.attr_ids.includes(V.street));
    const tags = await t.call('oct/ListDataKw/showDataRelTag', { channel: FX.women, tag: V.street });
    expect(tags.data.tag).toEqual({ id: V.street, name: '街头', attribute: '风格' });
    expect(tags.data.total).toBe(withStreet.length);
    const counts = countBy(withStreet, (i) => i.attr_ids.filter((v) => ![V.street, V.minimal, V.romantic].includes(v as never)));
    expect(Object.fromEntries(tags.data.list.map((v) => [v.id, v.count]))).toEqual(Object.fromEntries(counts));
    expect(tags.data.list.map((v) => v.count)).toEqual([...tags.data.list.map((v) => v.count)].sort((a, b) => b - a));

    const brands = await t.call('oct/ListDataKw/showDataRelBrand', { channel: FX.women, tag: V.street });
    const byBrand = countBy(withStreet.filter((i) => i.brand), (i) => [i.brand!]);
    expect(Object.fromEntries(brands.data.list.map((b) => [b.id, b.count]))).toEqual(Object.fromEntries(byBrand));
    expect(brands.data.total).toBe(withStreet.filter((i) => i.brand).length);
    expect((await t.call('oct/ListDataKw/showDataRelTag', { channel: FX.women, tag: 987_654 })).status).toBe(400);
  });

  it('showDataBrandRank and getShowBrand: brands by items (views break ties), and A–Z', async () => {
    for (const role of ['guest', 'vip'] as const) {
      const branded = inWindow(role).filter((i) => i.brand);
      const expected = [...countBy(branded, (i) => [i.brand!])]
        .map(([id, count]) => ({ id, count, pv: branded.filter((i) => i.brand === id).reduce((sum, i) => sum + i.pv, 0) }))
        .sort((a, b) => b.count - a.count || b.pv - a.pv || Number(a.id) - Number(b.id));
      const { data } = await t.call('oct/ListDataKw/showDataBrandRank', { channel: FX.women }, role);
      expect(data.total, role).toBe(branded.length);
      expect(data.list.map((b) => ({ id: b.id, count: b.count, pv: b.pv })), role).toEqual(expected);
      expect(data.list[0]!.share).toBe(Math.round((expected[0]!.count / branded.length) * 1000) / 10);
      const top2 = await t.call('oct/ListDataKw/showDataBrandRank', { channel: FX.women, limit: 2 }, role);
      expect(top2.data.list.map((b) => b.id)).toEqual(expected.slice(0, 2).map((b) => b.id));
      const picker = await t.call('oct/ListDataKw/getShowBrand', { channel: FX.women }, role);
      expect(picker.data.list.map((b) => b.name_en)).toEqual(
        data.list.map((b) => b.name_en).sort((a, b) => a.localeCompare(b)),
      );
    }
  });

  it('showDataWord: tag words by the items that carry them', async () => {
    const expected = inWindow('guest');
    const counts = countBy(expected, (i) => [...(i.tags?.style ?? []), ...(i.tags?.fashion ?? [])]);
    const { data } = await t.call('oct/ListDataKw/showDataWord', { channel: FX.women });
    expect(Object.fromEntries(data.list.map((w) => [w.word, w.count]))).toEqual(Object.fromEntries(counts));
    expect(data.list[0]).toEqual({ word: '时装周', count: counts.get('时装周') });
  });

  it('a scope without items in the window has no data', async () => {
    const empty = { channel: FX.patternChannel };
    for (const name of ['oct/ListDataKw/getShowAttr', 'oct/ListDataKw/getShowChart', 'oct/ListDataKw/showDataBrandRank', 'oct/ListDataKw/showDataWord', 'oct/ListDataKw/getShowBrand'] as const) {
      expect((await t.call(name, empty)).status, name).toBe(4000);
    }
    // Its items of the last 30 days carry no tags and no brand, but they are counted.
    expect(inWindow('guest', 3, FX.patternChannel).length).toBeGreaterThan(0);
    expect((await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.patternChannel, days: 3 })).data.total).toBe(inWindow('guest', 3, FX.patternChannel).length);
    expect((await t.call('oct/ListDataKw/showDataAnalysis', { channel: FX.patternChannel, column: FX.columns.patternCraft, attrs: `${FX.attrs.style}_${V.street}` })).status).toBe(4000);
  });
});
