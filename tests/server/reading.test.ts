import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeWindowRange } from '../../src/shared/catalogue/attrs';
import { PUSH_VERSION } from '../../src/shared/sync/protocol';
import { pushAndPull } from '../../server/sync/service';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { nowSeconds, onOneDay } from '../support/china-day';
import { FX, loadFixture, type FixtureItem } from './catalogue-fixture';

/**
 * Reading calls of issue #12 item 1 (hot words, a brand's style distribution, crafts, my brands),
 * each checked against what the fixture holds, as a guest, a member and a VIP over 20850.
 */

let t: TestApp;
let items: FixtureItem[];
const cookies = { guest: '', member: '', vip: '' };
const now = Math.floor(Date.now() / 1000);
const CRAFT = { attribute: 508, embroidery: 5081, print: 5082 };
/** Crafts given to fixture items: every third trend item embroidered, every fifth printed. */
const craftsOf = (item: FixtureItem) =>
  item.column === FX.columns.trend ? [...(item.id % 3 === 0 ? [CRAFT.embroidery] : []), ...(item.id % 5 === 0 ? [CRAFT.print] : [])] : [];

let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Published relative to now: the 90-day and 30-day windows hold them. (The default is a literal type.)
  items = await loadFixture(t.db, now as typeof FX.baseTime);
  await t.db.query(`INSERT INTO attributes (id, key, name_zh, name_en, kind, sort) VALUES ($1, 'craftwork', '工艺', 'Craft', 'multiple', 8)`, [CRAFT.attribute]);
  await t.db.query(
    `INSERT INTO attribute_values (id, attribute_id, name_zh, name_en, value, sort) VALUES ($1, $3, '刺绣', 'Embroidery', NULL, 1), ($2, $3, '印花', 'Print', NULL, 2)`,
    [CRAFT.embroidery, CRAFT.print, CRAFT.attribute],
  );
  for (const item of items) {
    const crafts = craftsOf(item);
    if (crafts.length) await t.db.query('UPDATE items SET attr_ids = attr_ids || $2::integer[] WHERE id = $1', [item.id, crafts]);
  }
  memberId = await createUser(t.db, 'reader');
  await createUser(t.db, 'reader-vip', { vipDays: 30, channels: [20850, 20840, 20860] });
  cookies.member = (await login(t.app, 'reader')).cookie;
  cookies.vip = (await login(t.app, 'reader-vip')).cookie;
});
afterAll(() => t.dispose());

const call = async <T>(who: keyof typeof cookies, name: string, params: Record<string, unknown> = {}) => {
  const { body } = await callAs(t.app, cookies[who], name, params);
  return body as { status: number; msg: string; data: T };
};

describe('reading calls', () => {
  it('ListDataJun/getWord: the most searched keywords of the channel and site-wide, like the search box', async () => {
    const words = await call<{ list: { keyword: string; hits: number }[] }>('guest', 'oct/ListDataJun/getWord', { channel: FX.women });
    expect(words.data.list).toEqual([
      { keyword: '连衣裙', hits: 90 },
      { keyword: '西装', hits: 70 },
      { keyword: '连衣裙 碎花', hits: 40 },
    ]);
    const suggestions = await call('guest', 'index/Sundries/getSearchKeyword', { channel: FX.women });
    expect(suggestions.data).toEqual(words.data);
    expect((await call<{ list: unknown[] }>('guest', 'oct/ListDataJun/getWord', { channel: FX.sports, limit: 1 })).data.list).toEqual([{ keyword: '西装', hits: 70 }]);
  });

  it('Brand/getBrandStyleSubsetAnalyze: items of the brand per style, VIP items only for those who may open them', async () => {
    for (const who of ['guest', 'vip'] as const) {
      const own = items.filter((i) => i.brand === FX.brands.balenciaga && (who === 'vip' || !i.vip));
      const { data } = await call<{ brand: { id: number; name: string }; total: number; list: { id: number; count: number; share: number }[] }>(
        who,
        'index/Brand/getBrandStyleSubsetAnalyze',
        { id: FX.brands.balenciaga },
      );
      expect(data.brand).toEqual({ id: FX.brands.balenciaga, name: '巴黎世家' });
      expect(data.total, who).toBe(own.length);
      const expected = [FX.values.street, FX.values.minimal, FX.values.romantic]
        .map((id) => ({ id, count: own.filter((i) => i.attr_ids.includes(id)).length }))
        .filter((v) => v.count > 0);
      expect(Object.fromEntries(data.list.map((v) => [v.id, v.count])), who).toEqual(Object.fromEntries(expected.map((v) => [v.id, v.count])));
      expect(data.list[0]!.share).toBe(Math.round((data.list[0]!.count / own.length) * 1000) / 10);
    }
    // Balenciaga has VIP trend items (every tenth): the VIP sees more.
    expect(items.some((i) => i.brand === FX.brands.balenciaga && i.vip)).toBe(true);
    expect((await call('guest', 'index/Brand/getBrandStyleSubsetAnalyze', { id: 999 })).status).toBe(404);
  });

  it('ListDataKw/getCraftFollow: crafts by the views of the window\'s items that carry them', () => onOneDay(async () => {
    const { from, to } = timeWindowRange(3, nowSeconds());
    for (const who of ['guest', 'vip'] as const) {
      const open = items.filter((i) => i.channel === FX.women && i.publish_time >= from && i.publish_time < to && (who === 'vip' || !i.vip));
      const { data } = await call<{ list: { id: number; count: number; pv: number }[] }>(who, 'oct/ListDataKw/getCraftFollow', { channel: FX.women });
      const expected = [CRAFT.embroidery, CRAFT.print]
        .map((id) => {
          const carrying = open.filter((i) => craftsOf(i).includes(id));
          return { id, count: carrying.length, pv: carrying.reduce((sum, i) => sum + i.pv, 0) };
        })
        .sort((a, b) => b.pv - a.pv || b.count - a.count || a.id - b.id);
      expect(data.list.map(({ id, count, pv }) => ({ id, count, pv })), who).toEqual(expected);
    }
  }));

  it('ListDataKw/getCraftRecommended: most viewed items of a craft in 90 days; locked VIP items stay locked cards', async () => {
    const embroidered = items.filter((i) => i.channel === FX.women && craftsOf(i).includes(CRAFT.embroidery));
    const expected = [...embroidered].sort((a, b) => b.pv - a.pv || b.id - a.id).slice(0, 5).map((i) => i.id);
    for (const who of ['guest', 'vip'] as const) {
      const { data } = await call<{ list: { id: number; locked: boolean; is_vip: boolean }[] }>(who, 'oct/ListDataKw/getCraftRecommended', {
        channel: FX.women,
        craft: CRAFT.embroidery,
        limit: 5,
      });
      expect(data.list.map((i) => i.id), who).toEqual(expected);
      for (const card of data.list) expect(card.locked, `${who} ${card.id}`).toBe(who === 'guest' && card.is_vip);
    }
    const any = await call<{ list: { id: number }[] }>('guest', 'oct/ListDataKw/getCraftRecommended', { channel: FX.women, limit: 40 });
    const crafted = items.filter((i) => i.channel === FX.women && craftsOf(i).length);
    expect(any.data.list.map((i) => i.id)).toEqual(crafted.sort((a, b) => b.pv - a.pv || b.id - a.id).slice(0, 40).map((i) => i.id));
    expect((await call('guest', 'oct/ListDataKw/getCraftRecommended', { craft: FX.values.street })).status).toBe(400);
  });

  it('UserCenter/sdViewLog: a view lands in 我的足迹 (getViewHistory) and in the sync feed the other devices pull', async () => {
    expect((await call('guest', 'oct/UserCenter/sdViewLog', { id: 10_003 })).status).toBe(401);
    const logged = await call<{ id: number; type: number; viewed_time: number }>('member', 'oct/UserCenter/sdViewLog', { id: 10_003 });
    expect(logged.status).toBe(200);
    expect(logged.data).toMatchObject({ id: 10_003, type: items.find((i) => i.id === 10_003)!.type });
    await call('member', 'oct/UserCenter/sdViewLog', { id: 10_004, type: 401 });
    const history = await call<{ list: { id: number; viewed_time: number }[]; count: number }>('member', 'oct/UserCenter/getViewHistory');
    expect(history.data.count).toBe(2);
    expect(history.data.list.map((h) => h.id).sort()).toEqual([10_003, 10_004]);
    // A view again keeps one row, with the later time.
    await call('member', 'oct/UserCenter/sdViewLog', { id: 10_003 });
    expect((await call<{ count: number }>('member', 'oct/UserCenter/getViewHistory')).data.count).toBe(2);
    // Another device of the member pulls both views.
    const pulled = await pushAndPull(t.db, memberId, { pushVersion: PUSH_VERSION, clientId: 'other-device-1', cursor: 0, ops: [] });
    expect(pulled.changes.filter((c) => c.entity === 'history').map((c) => c.key).sort()).toEqual([`${items.find((i) => i.id === 10_003)!.type}:10003`, '401:10004'].sort());
    expect((await call('member', 'oct/UserCenter/sdViewLog', { id: 987_654 })).status).toBe(404);
    // The views are the member's own.
    expect((await call('vip', 'oct/UserCenter/getViewHistory')).status).toBe(4000);
  });

  it('SearchMap/getList: matches of a channel by column, counted like the list, newest cards first; getAttrList: their facets', async () => {
    const matches = items.filter((i) => i.channel === FX.women && i.title_zh.includes('连衣裙'));
    const { data } = await call<{ list: { column: { id: number }; count: number; list: { id: number; locked: boolean; is_vip: boolean }[] }[]; total: number }>(
      'guest',
      'oct/SearchMap/getList',
      { channel: FX.women, key_words: '连衣裙', limit: 3 },
    );
    expect(data.total).toBe(matches.length);
    expect(data.list.map((c) => [c.column.id, c.count])).toEqual([[FX.columns.trend, matches.length]]);
    expect(data.list[0]!.list.map((i) => i.id)).toEqual([...matches].sort((a, b) => b.publish_time - a.publish_time || b.id - a.id).slice(0, 3).map((i) => i.id));
    for (const card of data.list[0]!.list) expect(card.locked).toBe(card.is_vip);
    // The list's own count for the same search agrees.
    const listed = await call<{ count: number }>('guest', 'oct/ListDataKw/getList', { channel: FX.women, key_words: '连衣裙', type: 3 });
    expect(listed.data.count).toBe(matches.filter((i) => i.type === 3).length);

    for (const who of ['guest', 'vip'] as const) {
      const open = matches.filter((i) => who === 'vip' || !i.vip);
      const facets = await call<{ list: { key: string; values: { id: number; count: number }[] }[]; total: number }>(who, 'oct/SearchMap/getAttrList', {
        channel: FX.women,
        key_words: '连衣裙',
      });
      expect(facets.data.total, who).toBe(open.length);
      const style = facets.data.list.find((a) => a.key === 'style')!;
      expect(Object.fromEntries(style.values.map((v) => [v.id, v.count])), who).toEqual(
        Object.fromEntries([FX.values.street, FX.values.minimal, FX.values.romantic].map((id) => [id, open.filter((i) => i.attr_ids.includes(id)).length]).filter(([, n]) => n! > 0)),
      );
    }
    expect((await call('guest', 'oct/SearchMap/getList', { channel: FX.women, key_words: 'zzzqqq' })).status).toBe(4000);
  });

  it('Brand/favList: the member\'s followed brands in their order; login required', async () => {
    expect((await call('guest', 'index/Brand/favList')).status).toBe(401);
    expect((await call('member', 'index/Brand/favList')).status).toBe(4000);
    await t.db.query(`INSERT INTO follows (user_id, target_kind, target_id, sort) VALUES ($1, 'brand', $2, 2), ($1, 'brand', $3, 1), ($1, 'blogger', 1, 0)`, [
      memberId,
      FX.brands.acne,
      FX.brands.uma,
    ]);
    const { data } = await call<{ list: { id: number; name: string; isFav: boolean; logo: string | null }[]; count: number }>('member', 'index/Brand/favList');
    expect(data.count).toBe(2);
    expect(data.list.map((b) => [b.id, b.name, b.isFav])).toEqual([
      [FX.brands.uma, '王汁', true],
      [FX.brands.acne, '艾克妮', true],
    ]);
    // Another member's follows are theirs.
    expect((await call('vip', 'index/Brand/favList')).status).toBe(4000);
  });
});
