import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { INS_FX, insCall, loadInsFixture } from './ins-fixture';
import {
  INS_MESSAGES,
  INS_PROXY_PATH,
  INS_ROUTES,
  insPath,
  type InsBlogCard,
  type InsBlogDetail,
  type InsCollectGroup,
  type InsFollowedUper,
  type InsNotification,
  type InsPage,
  type InsRouteName,
  type InsUperCard,
} from '../../src/shared/contract/ins-proxy';
import { dnextService, httpUpstream, registerInsProxy } from '../../server/dnext';
import type { Upstream, UpstreamRequest } from '../../server/dnext/proxy';

let t: TestApp;
let member: string;
let memberId: number;
let other: string;
let vip: string;
beforeAll(async () => {
  t = await createTestApp();
  await loadInsFixture(t.db);
  memberId = await createUser(t.db, 'ins-member');
  await createUser(t.db, 'ins-other');
  await createUser(t.db, 'ins-vip', { vipDays: 30 });
  member = (await login(t.app, 'ins-member')).cookie;
  other = (await login(t.app, 'ins-other')).cookie;
  vip = (await login(t.app, 'ins-vip')).cookie;
});
afterAll(() => t?.dispose());

const ok = (reply: { http: number; body: { code: number } }) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.code).toBe(200);
};

describe('the content service through the proxy: bloggers, posts, pictures, topics', () => {
  it('lists bloggers with filters and sorts from listParams, areaParams and itypeParams', async () => {
    const all = await insCall(t.app, '', 'GET', '/api/dnext/uper');
    ok(all);
    const page = all.body.data as InsPage<InsUperCard>;
    expect(page.count).toBe(8);
    expect(page.page_size).toBe(40);
    expect(page.list[0]).toMatchObject({ focus: 0 });
    expect(page.list[0]!.covers[0]).toMatch(/^\/media\/insp\d$/);

    const byFans = (await insCall(t.app, '', 'GET', '/api/dnext/uper', { sort: 'fans' })).body.data as InsPage<InsUperCard>;
    expect(byFans.list.map((u) => u.fans)).toEqual([...byFans.list.map((u) => u.fans)].sort((a, b) => b - a));

    const areas = (await insCall(t.app, '', 'GET', '/api/dnext/uper/areaParams')).body.data as { list: { id: number; count: number }[] };
    expect(areas.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: INS_FX.areas.paris, count: 4 })]));
    const paris = (await insCall(t.app, '', 'GET', '/api/dnext/uper', { area_id: INS_FX.areas.paris })).body.data as InsPage<InsUperCard>;
    expect(paris.count).toBe(4);
    expect(paris.list.every((u) => u.area === '巴黎')).toBe(true);

    const types = (await insCall(t.app, '', 'GET', '/api/dnext/uper/itypeParams')).body.data as { list: { id: number; count: number }[] };
    expect(types.list.map((o) => o.id)).toEqual([0, 1, 6, 2, 3, 4, 5]);
    expect(types.list[0]!.count).toBe(8);
    const brands = (await insCall(t.app, '', 'GET', '/api/dnext/uper', { itype: '1' })).body.data as InsPage<InsUperCard>;
    expect(brands.list.every((u) => u.itype === 1)).toBe(true);
    expect(brands.count).toBe(types.list[1]!.count);

    const params = (await insCall(t.app, '', 'GET', '/api/dnext/uper/listParams')).body.data as { sorts: { id: string }[]; tags: { style: { id: number }[] }; fans: { id: string }[] };
    expect(params.sorts.map((s) => s.id)).toEqual(['synthesis', 'add_time', 'upd_time', 'fans', 'like', 'comment']);
    const style = params.tags.style[0]!.id;
    const styled = (await insCall(t.app, '', 'GET', '/api/dnext/uper', { style_id: style })).body.data as InsPage<InsUperCard>;
    expect(styled.count).toBeGreaterThan(0);
    const rich = (await insCall(t.app, '', 'GET', '/api/dnext/uper', { fans: '300000_' })).body.data as InsPage<InsUperCard>;
    expect(rich.list.every((u) => u.fans >= 300_000)).toBe(true);
    const found = (await insCall(t.app, '', 'GET', '/api/dnext/uper', { key_words: 'uper_3' })).body.data as InsPage<InsUperCard>;
    expect(found.list.map((u) => u.id)).toEqual([6004]);
  });

  it('answers a blogger, the groups, the home, design recommendations', async () => {
    const uper = await insCall(t.app, '', 'GET', '/api/dnext/uper/6001');
    ok(uper);
    expect(uper.body.data).toMatchObject({ id: 6001, nickname: 'Uper 0', focus: 0, group: { id: 3 } });
    const groups = (await insCall(t.app, '', 'GET', '/api/dnext/uper/group')).body.data as { list: { id: number }[] };
    expect(groups.list).toHaveLength(6);
    const home = await insCall(t.app, '', 'GET', '/api/dnext/uper/home');
    ok(home);
    expect((home.body.data as { latest: unknown[] }).latest.length).toBe(12);
    const designs = (await insCall(t.app, '', 'GET', '/api/dnext/uper/design/recommend', { uper_id: 6001 })).body.data as { list: { picture: string }[] };
    expect(designs.list).toHaveLength(4);
    expect(designs.list[0]!.picture).toMatch(/^\/media\/insd\d$/);
    expect((await insCall(t.app, '', 'GET', '/api/dnext/uper/999')).body).toMatchObject({ code: 404 });
  });

  it('answers posts, a post with pictures, tags and neighbours, the pictures feed, topics and tags', async () => {
    const blogs = (await insCall(t.app, '', 'GET', '/api/dnext/blog', { uper_id: 6002 })).body.data as InsPage<InsBlogCard>;
    expect(blogs.count).toBeGreaterThanOrEqual(4);
    const times = blogs.list.map((b) => b.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const middle = blogs.list[1]!;
    const detail = await insCall(t.app, '', 'GET', `/api/dnext/blog/${middle.id}`);
    ok(detail);
    const post = detail.body.data as InsBlogDetail;
    expect(post.pictures_list.length).toBe(post.pictures);
    expect(post.tags.length).toBeGreaterThan(0);
    expect(post.prev!.id).toBe(blogs.list[0]!.id);
    expect(post.next!.id).toBe(blogs.list[2]!.id);
    expect(post.collects).toEqual([]);

    const hot = (await insCall(t.app, '', 'GET', '/api/dnext/blog', { sort: 'hot' })).body.data as InsPage<InsBlogCard>;
    expect(hot.list.length).toBe(40);
    const listParams = await insCall(t.app, '', 'GET', '/api/dnext/blog/listParams');
    ok(listParams);
    const pics = (await insCall(t.app, '', 'GET', '/api/dnext/pic', { p: 2 })).body.data as InsPage<{ url: string; blog_id: number }>;
    expect(pics.list.length).toBe(40);
    expect(pics.count).toBeGreaterThan(80);
    const topics = (await insCall(t.app, '', 'GET', '/api/dnext/topic')).body.data as { list: { id: number; posts: number }[] };
    expect(topics.list).toHaveLength(6);
    const tags = (await insCall(t.app, '', 'GET', '/api/v1/common/tags', { kind: 'style' })).body.data as { list: { kind: string }[] };
    expect(tags.list.every((tag) => tag.kind === 'style')).toBe(true);
  });

  it('marks reads for the user offline cache and writes no-store', async () => {
    const read = await insCall(t.app, member, 'GET', '/api/dnext/topic');
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(read.headers['x-trendloom-cacheable']).toBe('1');
    const write = await insCall(t.app, member, 'POST', '/api/v1/collect_group', { name: '缓存测试' });
    ok(write);
    expect(write.headers['cache-control']).toBe('no-store');
    expect(write.headers['x-trendloom-cacheable']).toBeUndefined();
  });
});

describe('follows, notifications, collects, inclusion and downloads of the signed-in user', () => {
  it('follows a blogger (data.list[0].id), lists, sorts by drag, unfollows; the sync log has each change', async () => {
    const followed = await insCall(t.app, member, 'POST', '/api/v1/focus', { data_type: 'uper', data_id: 6003 });
    ok(followed);
    const focus = (followed.body.data as { list: { id: number }[] }).list[0]!.id;
    expect(focus).toBeGreaterThan(0);
    // The same follow again answers the same record.
    const again = await insCall(t.app, member, 'POST', '/api/v1/focus', { data_type: 'uper', data_id: 6003 });
    expect((again.body.data as { list: { id: number }[] }).list[0]!.id).toBe(focus);
    const second = (await insCall(t.app, member, 'POST', '/api/v1/focus', { data_type: 'uper', data_id: 6005 })).body.data as { list: { id: number }[] };

    expect(((await insCall(t.app, member, 'GET', '/api/dnext/uper/6003')).body.data as InsUperCard).focus).toBe(focus);
    // Someone else's view of the same blogger is theirs.
    expect(((await insCall(t.app, other, 'GET', '/api/dnext/uper/6003')).body.data as InsUperCard).focus).toBe(0);

    let mine = (await insCall(t.app, member, 'GET', '/api/dnext/uper/list')).body.data as InsPage<InsFollowedUper>;
    expect(mine.list.map((u) => u.id)).toEqual([6003, 6005]);
    expect(mine.list[0]!.latest.length).toBeGreaterThan(0);
    ok(await insCall(t.app, member, 'POST', '/api/v1/focus/sort/drag', { ids: [second.list[0]!.id, focus] }));
    mine = (await insCall(t.app, member, 'GET', '/api/dnext/uper/list')).body.data as InsPage<InsFollowedUper>;
    expect(mine.list.map((u) => u.id)).toEqual([6005, 6003]);
    const feed = (await insCall(t.app, member, 'GET', '/api/dnext/blog', { followed: 1 })).body.data as InsPage<InsBlogCard>;
    expect(new Set(feed.list.map((b) => b.uper_id))).toEqual(new Set([6003, 6005]));

    // Another user cannot unfollow it by id.
    expect((await insCall(t.app, other, 'DELETE', `/api/v1/focus/${focus}`)).body.code).toBe(404);
    ok(await insCall(t.app, member, 'DELETE', `/api/v1/focus/${focus}`));
    expect(((await insCall(t.app, member, 'GET', '/api/dnext/uper/6003')).body.data as InsUperCard).focus).toBe(0);
    const changes = await t.db.query<{ state: unknown }>(`SELECT state FROM sync_changes WHERE user_id = $1 AND entity = 'follow' AND entity_key = 'blogger:6003'`, [memberId]);
    expect(changes).toEqual([{ state: null }]);
    expect((await insCall(t.app, member, 'POST', '/api/v1/focus', { data_type: 'uper', data_id: 999 })).body.code).toBe(404);
  });

  it('notifies a new follow; unread count, list, read one, read all', async () => {
    await insCall(t.app, other, 'POST', '/api/v1/focus', { data_type: 'uper', data_id: 6001 });
    await insCall(t.app, other, 'POST', '/api/v1/focus', { data_type: 'uper', data_id: 6002 });
    expect((await insCall(t.app, other, 'GET', '/api/v1/notifications/unread')).body.data).toEqual({ count: 2 });
    const list = (await insCall(t.app, other, 'GET', '/api/v1/notifications')).body.data as InsPage<InsNotification>;
    expect(list.list.map((n) => n.title)).toEqual(['已关注【Uper 1】', '已关注【Uper 0】']);
    expect(list.list[0]!.read).toBe(false);
    expect((await insCall(t.app, member, 'PUT', `/api/v1/notifications/${list.list[0]!.id}/read`)).body.code).toBe(404);
    ok(await insCall(t.app, other, 'PUT', `/api/v1/notifications/${list.list[0]!.id}/read`));
    expect((await insCall(t.app, other, 'GET', '/api/v1/notifications/unread')).body.data).toEqual({ count: 1 });
    expect((await insCall(t.app, other, 'PUT', '/api/v1/notifications/read-all')).body.data).toEqual({ count: 1 });
    expect((await insCall(t.app, other, 'GET', '/api/v1/notifications/unread')).body.data).toEqual({ count: 0 });
  });

  it('collects posts into groups: create, collect, rename, move, clear, delete', async () => {
    const blogs = ((await insCall(t.app, '', 'GET', '/api/dnext/blog', { uper_id: 6004 })).body.data as InsPage<InsBlogCard>).list;
    const created = await insCall(t.app, member, 'POST', '/api/v1/collect_group', { name: ' 通勤灵感 ' });
    ok(created);
    const group = created.body.data as InsCollectGroup;
    expect(group).toMatchObject({ name: '通勤灵感', count: 0, cover: null });
    expect((await insCall(t.app, member, 'POST', '/api/v1/collect_group', { name: '通勤灵感' })).body).toMatchObject({ code: 409, message: INS_MESSAGES.groupExists });
    const other2 = (await insCall(t.app, member, 'POST', '/api/v1/collect_group', { name: '配色' })).body.data as InsCollectGroup;

    const c1 = (await insCall(t.app, member, 'POST', '/api/v1/collect', { blog_id: blogs[0]!.id, group_id: group.id })).body.data as { id: number };
    const c2 = (await insCall(t.app, member, 'POST', '/api/v1/collect', { blog_id: blogs[1]!.id, group_id: group.id })).body.data as { id: number };
    // Collecting twice into one group is the same collect.
    expect((await insCall(t.app, member, 'POST', '/api/v1/collect', { blog_id: blogs[0]!.id, group_id: group.id })).body.data).toEqual(c1);
    // Not into someone else's group.
    expect((await insCall(t.app, other, 'POST', '/api/v1/collect', { blog_id: blogs[0]!.id, group_id: group.id })).body.code).toBe(404);
    const detail = (await insCall(t.app, member, 'GET', `/api/dnext/blog/${blogs[0]!.id}`)).body.data as InsBlogDetail;
    expect(detail.collects).toEqual([{ id: c1.id, group_id: group.id }]);

    const groups = (await insCall(t.app, member, 'GET', '/api/v1/collect_group')).body.data as { list: InsCollectGroup[] };
    expect(groups.list.find((g) => g.id === group.id)).toMatchObject({ count: 2, cover: blogs[1]!.cover });
    const inGroup = (await insCall(t.app, member, 'GET', `/api/v1/collect_group/${group.id}`)).body.data as InsPage<{ collect_id: number }>;
    expect(inGroup.list.map((b) => b.collect_id)).toEqual([c2.id, c1.id]);
    expect((await insCall(t.app, other, 'GET', `/api/v1/collect_group/${group.id}`)).body.code).toBe(404);

    expect((await insCall(t.app, member, 'PUT', `/api/v1/collect_group/${group.id}`, { name: '配色' })).body.code).toBe(409);
    expect((await insCall(t.app, member, 'PUT', `/api/v1/collect_group/${group.id}`, { name: '通勤' })).body.data).toMatchObject({ name: '通勤' });
    expect((await insCall(t.app, member, 'PUT', `/api/v1/collect_group/${other2.id}`, { collect_ids: [c1.id] })).body.data).toMatchObject({ count: 1 });
    ok(await insCall(t.app, member, 'DELETE', `/api/v1/collect/${c2.id}`));
    expect((await insCall(t.app, member, 'DELETE', `/api/v1/collect/${c2.id}`)).body.code).toBe(404);
    expect((await insCall(t.app, member, 'DELETE', `/api/v1/collect_group/${other2.id}/clear`)).body.data).toEqual({ id: other2.id, removed: 1 });
    ok(await insCall(t.app, member, 'DELETE', `/api/v1/collect_group/${group.id}`));
    expect((await insCall(t.app, member, 'GET', `/api/v1/collect_group/${group.id}`)).body.code).toBe(404);
  });

  it('takes a blogger suggestion once and notifies it', async () => {
    const added = await insCall(t.app, member, 'POST', '/api/v1/inclusion', { account: '@Street.Look_01', note: '街拍很好' });
    ok(added);
    expect(added.body.data).toMatchObject({ account: 'street.look_01', status: 0 });
    expect((await insCall(t.app, member, 'POST', '/api/v1/inclusion', { account: 'street.look_01' })).body.code).toBe(409);
    expect((await insCall(t.app, member, 'POST', '/api/v1/inclusion', { account: 'not a handle!' })).http).toBe(400);
    expect(((await insCall(t.app, member, 'GET', '/api/v1/inclusion')).body.data as { list: unknown[] }).list).toHaveLength(1);
  });

  it('downloads through the shared rights and daily quota', async () => {
    const blog = ((await insCall(t.app, '', 'GET', '/api/dnext/blog')).body.data as InsPage<InsBlogCard>).list[0]!;
    expect((await insCall(t.app, member, 'POST', '/api/v1/common/download', { blog_id: blog.id })).body).toMatchObject({ code: 403, message: 'VIP会员可用!' });
    const granted = await insCall(t.app, vip, 'POST', '/api/v1/common/download', { blog_id: blog.id, pictures: [0] });
    ok(granted);
    expect(granted.body.data).toMatchObject({ used: 1, list: [{ url: blog.cover }] });
    const [events] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM download_events WHERE item_id = $1 AND asset = 'ins1'`, [blog.id]);
    expect(events!.n).toBe(1);
  });

  it('needs a session for the login-only paths (请登录后再操作！), whatever the body or headers say', async () => {
    for (const [method, api, params] of [
      ['POST', '/api/v1/focus', { data_type: 'uper', data_id: 6001 }],
      ['GET', '/api/v1/notifications/unread', {}],
      ['GET', '/api/dnext/uper/list', {}],
      ['POST', '/api/v1/common/download', { blog_id: 900001 }],
    ] as const) {
      const reply = await insCall(t.app, '', method, api, params, { 'x-dnext-user': String(memberId), 'x-dnext-key': 'guess-guess-guess-guess' });
      expect(reply.http).toBe(401);
      expect(reply.body).toEqual({ code: 401, data: null, message: INS_MESSAGES.notLoggedIn });
    }
    // A user id in params is no field of any row: refused, never used.
    expect((await insCall(t.app, other, 'GET', '/api/dnext/uper/list', { user_id: memberId })).http).toBe(400);
  });
});

describe('Instagram analysis data calls (column_list, data_type 401)', () => {
  it('lists dimensions and figures, and sums the gallery by a dimension with the figures asked for', async () => {
    const attrs = await callAs(t.app, '', 'oct/ListDataKw/getInsAnaAttrList', { data_type: 401 });
    expect(attrs.body.status).toBe(200);
    expect((attrs.body.data as { column_list: { key: string }[] }).column_list.map((c) => c.key)).toEqual(['upers', 'posts', 'likes', 'comments', 'avg_likes']);
    const byType = await callAs(t.app, '', 'oct/ListDataKw/getInsAnaList', { data_type: 401, column_list: 'upers,posts', dimension: 'itype' });
    const data = byType.body.data as { list: { key: number; name: string; values: Record<string, number> }[] };
    const [blogs] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ins_blogs');
    expect(data.list.reduce((sum, row) => sum + row.values.posts!, 0)).toBe(blogs!.n);
    expect(data.list.reduce((sum, row) => sum + row.values.upers!, 0)).toBe(8);
    expect(Object.keys(data.list[0]!.values)).toEqual(['upers', 'posts']);
    expect(data.list.find((row) => row.key === 1)!.name).toBe('品牌');
    const byArea = (await callAs(t.app, '', 'oct/ListDataKw/getInsAnaList', { data_type: 401, dimension: 'area' })).body.data as { list: { name: string }[] };
    expect(byArea.list.map((row) => row.name).sort()).toEqual(['巴黎', '首尔']);
    expect((await callAs(t.app, '', 'oct/ListDataKw/getInsAnaList', { data_type: 402 })).http).toBe(400);
    expect((await callAs(t.app, '', 'oct/ListDataKw/getInsAnaList', { data_type: 401, column_list: 'upers,password' })).http).toBe(400);
  });
});

describe('proxy refusals: nothing leaves for a request outside the allow-list', () => {
  let spy: FastifyInstance;
  const seen: UpstreamRequest[] = [];
  let answer: Upstream = async () => ({ status: 200, body: { code: 200, data: {}, message: 'success' } });
  beforeAll(async () => {
    spy = Fastify({ logger: false });
    spy.decorate('resolveCaller', async () => ({ user: { id: 42, username: 'u', sessionId: 's', type: 0, isVip: false, channels: [] }, displaced: false }));
    registerInsProxy(spy, { db: t.db, upstream: (request) => (seen.push(request), answer(request)), timeoutMs: 200 });
    await spy.ready();
  });
  afterAll(() => spy?.close());

  const refusals: [string, string, string][] = [
    ['unlisted path', 'GET', '/api/v1/users'],
    ['unlisted method for a listed path', 'DELETE', '/api/dnext/uper'],
    ['TRACE', 'TRACE', '/api/dnext/uper'],
    ['traversal', 'GET', '/api/dnext/uper/../../v1/notifications'],
    ['dot segment', 'GET', '/api/dnext/./uper'],
    ['encoded traversal', 'GET', '/api/dnext/uper/%2e%2e/list'],
    ['encoded slash', 'DELETE', '/api/v1/focus/1%2F..'],
    ['absolute URL', 'GET', 'http://127.0.0.1:5432/'],
    ['scheme-relative URL', 'GET', '//169.254.169.254/latest/meta-data'],
    ['absolute URL on a listed path', 'GET', 'https://evil.example/api/dnext/uper'],
    ['userinfo', 'GET', '/api/dnext/uper@evil.example'],
    ['backslashes', 'GET', '\\\\evil.com/x'],
    ['file scheme', 'GET', 'file:///etc/passwd'],
    ['double slash', 'GET', '/api/dnext//uper'],
    ['query in the path', 'GET', '/api/dnext/uper?itype=1'],
    ['CRLF header injection', 'GET', '/api/dnext/topic\r\nX-Injected: 1'],
    ['encoded CRLF', 'GET', '/api/dnext/topic%0d%0aX-Injected:%201'],
    ['non-digit id', 'GET', '/api/dnext/uper/abc'],
    ['exponent id', 'GET', '/api/dnext/blog/1e3'],
    ['negative id', 'DELETE', '/api/v1/focus/-1'],
    ['trailing slash', 'GET', '/api/dnext/uper/'],
  ];
  it.each(refusals)('refuses %s', async (_why, method, api) => {
    const before = seen.length;
    const reply = await insCall(spy, '', method, api);
    expect(reply.http).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(seen.length).toBe(before);
  });

  it('refuses an oversized body (413) and a body that is not {api, method, params}', async () => {
    const before = seen.length;
    const big = await spy.inject({
      method: 'POST',
      url: INS_PROXY_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ api: '/api/v1/inclusion', method: 'POST', params: { account: 'x', note: 'x'.repeat(20_000) } }),
    });
    expect(big.statusCode).toBe(413);
    for (const payload of [{ api: '/api/dnext/topic' }, { api: '/api/dnext/topic', method: 'GET', params: {}, url: 'http://evil' }, { api: 5, method: 'GET' }]) {
      expect((await spy.inject({ method: 'POST', url: INS_PROXY_PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) })).statusCode).toBe(400);
    }
    expect(seen.length).toBe(before);
  });

  it('refuses params outside the row schema, and passes validated params and the session user only', async () => {
    const before = seen.length;
    expect((await insCall(spy, '', 'GET', '/api/dnext/uper', { sort: 'evil' })).http).toBe(400);
    expect((await insCall(spy, '', 'GET', '/api/dnext/uper', { area_id: '1 OR 1=1' })).http).toBe(400);
    expect((await insCall(spy, '', 'POST', '/api/v1/collect_group', { name: 'a\r\nb' })).http).toBe(400);
    expect(seen.length).toBe(before);
    await insCall(spy, '', 'GET', '/api/dnext/uper', { itype: '2', area_id: '7' }, { cookie: 'x', authorization: 'Bearer stolen' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/dnext/uper', query: { p: '1', sort: 'synthesis', itype: '2', area_id: '7' }, userId: 42 });
  });

  it('answers 请求服务失败！请稍后再试~ for a failing service and 后台系统异常！请稍后再试~ for an exception or the timeout', async () => {
    answer = async () => ({ status: 500, body: { code: 500, message: 'boom' } });
    expect((await insCall(spy, '', 'GET', '/api/dnext/topic')).body).toEqual({ code: 500, data: null, message: INS_MESSAGES.serviceFailed });
    answer = async () => ({ status: 200, body: '<html>' });
    expect((await insCall(spy, '', 'GET', '/api/dnext/topic')).body.message).toBe(INS_MESSAGES.serviceFailed);
    answer = async () => {
      throw new Error('connection reset');
    };
    expect((await insCall(spy, '', 'GET', '/api/dnext/topic')).body).toEqual({ code: 500, data: null, message: INS_MESSAGES.serverError });
    answer = (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));
    const late = await insCall(spy, '', 'GET', '/api/dnext/topic');
    expect(late.http).toBe(504);
    expect(late.body.message).toBe(INS_MESSAGES.serverError);
    answer = async () => ({ status: 200, body: { code: 200, data: {}, message: 'success' } });
  });
});

describe('DNEXT_URL: the service as its own deployment', () => {
  const key = 'test-dnext-key-0123456789';
  let service: FastifyInstance;
  let remote: TestApp;
  let canary: Server;
  let canaryHits = 0;
  let redirector: Server;
  let cookie: string;
  beforeAll(async () => {
    service = Fastify({ logger: false });
    await service.register(async (scope) => dnextService(scope, { db: t.db, key }));
    await service.listen({ port: 0, host: '127.0.0.1' });
    remote = await createTestApp({ dnextUrl: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}/ignored/path`, dnextKey: key });
    // The remote app has its own database: its users are not the service's. Sign in a user whose
    // id exists in the service's database too (same id), to show the id the proxy sends is used.
    await createUser(remote.db, 'remote-user');
    cookie = (await login(remote.app, 'remote-user')).cookie;
    canary = createServer((_req, res) => {
      canaryHits++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    redirector = createServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${(canary.address() as AddressInfo).port}/api/dnext/topic` });
      res.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await remote?.dispose();
    await service?.close();
    canary?.close();
    redirector?.close();
  });

  it('answers reads and writes over HTTP with the key', async () => {
    const topics = await insCall(remote.app, '', 'GET', '/api/dnext/topic');
    ok(topics);
    expect((topics.body.data as { list: unknown[] }).list).toHaveLength(6);
    const uper = await insCall(remote.app, '', 'GET', '/api/dnext/uper', { itype: 1 });
    ok(uper);
    const group = await insCall(remote.app, cookie, 'GET', '/api/v1/collect_group');
    ok(group);
  });

  it('refuses callers without the service key', async () => {
    const port = (service.server.address() as AddressInfo).port;
    const direct = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/unread`, { headers: { 'x-dnext-user': String(memberId) } });
    expect(direct.status).toBe(401);
    const wrong = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/unread`, { headers: { 'x-dnext-user': String(memberId), 'x-dnext-key': 'wrong-key-wrong-key' } });
    expect(wrong.status).toBe(401);
  });

  it('does not follow a redirect to another origin', async () => {
    const upstream = httpUpstream(`http://127.0.0.1:${(redirector.address() as AddressInfo).port}`, key);
    const request: UpstreamRequest = { method: 'GET', path: '/api/dnext/topic', query: null, body: undefined, userId: null, locale: 'zh', signal: AbortSignal.timeout(5000) };
    await expect(upstream(request)).rejects.toThrow(/redirect 302/);
    expect(canaryHits).toBe(0);
  });

  it('builds every target on the configured origin only', async () => {
    const targets: string[] = [];
    const upstream = httpUpstream('http://dnext.internal:8090/base', key, async (input) => {
      targets.push(String(input));
      return new Response('{"code":200,"data":null,"message":"ok"}', { status: 200 });
    });
    for (const [name, def] of Object.entries(INS_ROUTES) as [InsRouteName, (typeof INS_ROUTES)[InsRouteName]][]) {
      await upstream({ method: def.method, path: insPath(name, [7]), query: def.method === 'GET' ? { p: '1' } : null, body: {}, userId: 1, locale: 'zh', signal: AbortSignal.timeout(5000) });
    }
    expect(targets).toHaveLength(Object.keys(INS_ROUTES).length);
    expect(targets.every((url) => new URL(url).origin === 'http://dnext.internal:8090')).toBe(true);
  });
});
