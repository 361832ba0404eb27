import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { FX, loadFixture } from './catalogue-fixture';
import type { FavouriteCard, FavouriteFolder, FollowCard, HistoryCard } from '../../src/shared/contract/calls/usercenter';

let t: TestApp;
let cookie: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  userId = await createUser(t.db, 'collector');
  cookie = (await login(t.app, 'collector')).cookie;
  // A video item, so every collection has something.
  await t.db.query(`UPDATE items SET body = '[{"kind":"video","media":"img1"}]' WHERE id = 10005`);
  await t.db.query(`UPDATE items SET type = 33 WHERE id = 10007`);
  const fav = (type: number, id: number, picture = '', minutesAgo = 0) =>
    t.db.query(
      `INSERT INTO favourites (user_id, item_type, item_id, picture_id, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
      [userId, type, id, picture, minutesAgo],
    );
  await fav(3, 10000, '', 5); // atlas
  await fav(3, 10002, 'img2', 1); // atlas, one picture
  await fav(401, 10001, '', 3); // theme
  await fav(401, 10005, '', 2); // video (has a video block)
  await fav(33, 10007, '', 4); // media (other platforms)
  await fav(401, 10009, '', 6); // theme, a VIP item
  await t.db.query(`INSERT INTO follows (user_id, target_kind, target_id, created_at) VALUES ($1, 'brand', $2, to_timestamp($3))`, [
    userId,
    FX.brands.acne,
    FX.baseTime - 3600 * 7 * 10,
  ]);
  await t.db.query(
    `INSERT INTO view_history (user_id, item_type, item_id, viewed_at) VALUES ($1, 3, 10000, now() - interval '1 hour'), ($1, 401, 10001, now())`,
    [userId],
  );
});
afterAll(() => t.dispose());

describe('user centre reads', () => {
  it('counts favourites per collection, each favourite in exactly one', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/ListDataKw/getFavDataTypes');
    expect(body.data).toEqual({
      list: [
        { kind: 'atlas', count: 2 },
        { kind: 'media', count: 1 },
        { kind: 'theme', count: 2 },
        { kind: 'video', count: 1 },
      ],
    });
  });

  it('lists a collection newest first; a single-picture favourite shows that picture', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/UserCenter/getFavList', { kind: 'atlas' });
    const { list, count } = body.data as { list: FavouriteCard[]; count: number };
    expect(count).toBe(2);
    expect(list.map((card) => card.id)).toEqual([10002, 10000]);
    expect(list[0]!.cover).toBe('/media/img2');
    expect(list[0]!.fav).toMatchObject({ type: 3, picture_id: 'img2' });
    expect(list[1]!.fav.picture_id).toBeNull();
  });

  it('keeps VIP items locked for a member', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/UserCenter/getFavList', { kind: 'theme' });
    const vipCard = (body.data as { list: FavouriteCard[] }).list.find((card) => card.id === 10009)!;
    expect(vipCard).toMatchObject({ is_vip: true, locked: true, colours: [] });
  });

  it('groups a collection into column folders and filters by folder', async () => {
    const folders = (await callAs(t.app, cookie, 'oct/ListDataKw/getFavColoumnCounts', { kind: 'theme' })).body.data as { list: FavouriteFolder[] };
    expect(folders.list).toEqual([{ column: FX.columns.trend, name: '趋势', count: 2, cover: '/media/img1/thumb' }]);
    const inFolder = await callAs(t.app, cookie, 'oct/UserCenter/getFavList', { kind: 'theme', column: FX.columns.trend });
    expect((inFolder.body.data as { count: number }).count).toBe(2);
    const elsewhere = await callAs(t.app, cookie, 'oct/UserCenter/getFavList', { kind: 'theme', column: FX.columns.show });
    expect(elsewhere.body.status).toBe(4000);
  });

  it('lists brand follows with the count of items published since the follow', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/UserCenter/getMemberFollows', { data_type: 'brand' });
    const [acne] = (body.data as { list: FollowCard[] }).list;
    expect(acne).toMatchObject({ data_type: 'brand', tag_id: FX.brands.acne, name: '艾克妮', name_en: 'Acne Studios', cover: '/media/img3/thumb' });
    const [{ expected }] = (await t.db.query<{ expected: number }>(
      `SELECT count(*)::int AS expected FROM items WHERE brand_id = $1 AND publish_time > $2`,
      [FX.brands.acne, FX.baseTime - 3600 * 7 * 10],
    )) as [{ expected: number }];
    expect(expected).toBeGreaterThan(0);
    expect(acne!.up_new_num).toBe(expected);
    expect((await callAs(t.app, cookie, 'oct/UserCenter/getMemberFollows', { data_type: 'blogger' })).body.status).toBe(4000);
  });

  it('lists browsing history, latest view first', async () => {
    const { body } = await callAs(t.app, cookie, 'oct/UserCenter/getViewHistory');
    expect((body.data as { list: HistoryCard[] }).list.map((card) => card.id)).toEqual([10001, 10000]);
  });

  it('answers in English when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data',
      headers: { 'content-type': 'application/json', cookie },
      payload: { module: 'oct', controller: 'ListDataKw', func: 'getFavColoumnCounts', params: { kind: 'theme' }, locale: 'en' },
    });
    expect(response.json().data.list[0].name).toBe('Trends');
  });
});
