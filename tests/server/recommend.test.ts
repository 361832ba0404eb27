import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { createSyntheticMembers, evaluate } from '../../server/recommend/evaluate';
import { buildAllNeighbours, refreshDirtyNeighbours } from '../../server/recommend/neighbours';
import type { RecommendPage } from '../../src/shared/contract/calls/recommend';
import { RECOMMEND_PAGE_SIZE } from '../../src/shared/recommend';
import { callAs, createUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { FX, loadFixture } from './catalogue-fixture';

/**
 * Intelligent recommendation (issue #15 item 3) over the hand-made catalogue: its 90 trend items
 * in 20850 carry one style each (街头, 极简, 浪漫 by index), so a taste is easy to state.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  expect((await buildAllNeighbours(t.db))?.rows).toBeGreaterThan(0);
});
afterAll(() => t.dispose());

let users = 0;
async function member() {
  const id = await createUser(t.db, `reco-${++users}-${Date.now().toString(36)}`);
  return { id, cookie: `tl_session=${await startSession(t.db, id)}` };
}
type Body<T> = { status: number; data: T; msg: string };
async function recommend(cookie: string, params: Record<string, unknown>) {
  const { http, body } = await callAs(t.app, cookie, 'oct/Recommend/getList', params);
  return { http, ...(body as Body<RecommendPage>) };
}
const favourite = async (cookie: string, id: number) => {
  const { body } = await callAs(t.app, cookie, 'oct/UserCenter/addFav', { id, type: 3 });
  expect((body as Body<unknown>).status).toBe(200);
};
const ROMANTIC = [10_002, 10_005, 10_008]; // index % 3 === 2: 浪漫
const styleOf = (id: number) => ['街头', '极简', '浪漫'][(id - 10_000) % 3];

describe('intelligent recommendation', () => {
  it('refuses guests with the login prompt', async () => {
    const answer = await recommend('', { channel: FX.women });
    expect(answer.http).toBe(401);
    expect(answer.msg).toBe('请先登录');
  });

  it('gives a member without any signal the channel\'s most viewed items (cold start)', async () => {
    const { cookie } = await member();
    const page = (await recommend(cookie, { channel: FX.women })).data;
    expect(page.personalised).toBe(false);
    expect(page.list).toHaveLength(RECOMMEND_PAGE_SIZE);
    const popular = await t.db.query<{ id: number }>('SELECT id FROM items WHERE channel_id = $1 ORDER BY pv DESC, id LIMIT $2', [FX.women, RECOMMEND_PAGE_SIZE]);
    expect(page.list.map((r) => r.item.id)).toEqual(popular.map((row) => row.id));
    expect(page.list.every((r) => r.reason.kind === 'popular')).toBe(true);
    // VIP items reach a member without VIP as locked cards (server/access/item-access).
    const vip = page.list.filter((r) => r.item.is_vip);
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.every((r) => r.item.locked && r.item.colours.length === 0)).toBe(true);
  });

  it('moves toward the style of three favourites at once, names the favourite, and leaves out what is favourited', async () => {
    const { cookie } = await member();
    for (const id of ROMANTIC) await favourite(cookie, id);
    const page = (await recommend(cookie, { channel: FX.women })).data;
    expect(page.personalised).toBe(true);
    const top = page.list.slice(0, 10);
    for (const r of top) {
      expect(styleOf(r.item.id), `item ${r.item.id}`).toBe('浪漫');
      expect(r.styles).toContain('浪漫');
      expect(r.reason.kind).toBe('favourite');
      if (r.reason.kind !== 'favourite') continue;
      expect(ROMANTIC).toContain(r.reason.item_id);
      expect(r.reason.title).toMatch(/^2026春夏 .* 趋势 \d+$|^2026春夏/);
      expect(r.reason.shared).toEqual(['浪漫']);
    }
    const ids = page.list.map((r) => r.item.id);
    for (const id of ROMANTIC) expect(ids).not.toContain(id);
    // Paging: page 2 goes on without repeating page 1.
    const second = (await recommend(cookie, { channel: FX.women, p: 2 })).data;
    expect(second.list.map((r) => r.item.id).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('answers only with items of the asked channel', async () => {
    const { cookie } = await member();
    await favourite(cookie, ROMANTIC[0]!);
    const men = (await recommend(cookie, { channel: FX.men })).data;
    const rows = await t.db.query<{ id: number }>('SELECT id FROM items WHERE channel_id = $1', [FX.men]);
    expect(men.list.length).toBeGreaterThan(0);
    const inMen = new Set(rows.map((row) => row.id));
    expect(men.list.every((r) => inMen.has(r.item.id) && r.item.channel === FX.men)).toBe(true);
  });

  it('marks favourited items for the neighbour refresh, which recomputes them with their co-favourites', async () => {
    const pairScore = async () =>
      (await t.db.query<{ score: number }>('SELECT score FROM item_neighbours WHERE item_id = 10000 AND neighbour_id = 10060'))[0]?.score ?? 0;
    const before = await pairScore();
    const a = await member();
    const b = await member();
    // Two members favourite two 街头 items together: the pair becomes co-favourites.
    for (const who of [a, b]) {
      await favourite(who.cookie, 10_000);
      await favourite(who.cookie, 10_060);
    }
    const [dirty] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM recommend_dirty WHERE item_id = ANY($1::int[])', [[10_000, 10_060]]);
    expect(dirty?.n).toBe(2);
    while ((await refreshDirtyNeighbours(t.db)) > 0);
    expect((await t.db.query('SELECT 1 FROM recommend_dirty'))).toEqual([]);
    expect(await pairScore()).toBeGreaterThan(before + 0.2);
  });
});

describe('offline quality on synthetic members', () => {
  it('beats the popularity baseline on recall@20', async () => {
    const members = await createSyntheticMembers(t.db, { channel: FX.women, members: 40, favouritesPerMember: 8, heldOut: 0.3, noise: 0.15, seed: 11 });
    await buildAllNeighbours(t.db);
    const result = await evaluate(t.db, FX.women, members);
    expect(result.members).toBeGreaterThan(30);
    expect(result.recommender.recall).toBeGreaterThan(result.popularity.recall * 1.2);
    expect(result.recommender.ndcg).toBeGreaterThan(result.popularity.ndcg);
  });
});
