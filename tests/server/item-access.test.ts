import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_TEXT } from '../../src/shared/catalogue/access';
import type { ColourRatio, ListResult } from '../../src/shared/catalogue/types';
import type { ColourItemsResult, PictureColours } from '../../src/shared/colour/model';
import { calls, type CallDef } from '../../src/shared/contract';
import type { UserInfo } from '../../src/shared/contract/calls/account';
import type { DownloadList } from '../../src/shared/download/types';
import { MEDIA_USE_SQL } from '../../server/access/item-access';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { loadFixture } from './catalogue-fixture';
import { AUTHZ_MATRIX } from './authz-matrix';
import { addSecretItem, SECRET, SECRET_MEDIA, secretsIn, unlockedRecords } from './item-access-fixture';
import { descriptorBytes, DESCRIPTOR_LENGTH } from '../../src/shared/image-search/descriptor';

/**
 * Issue #18 "paid content reaches people who did not pay": one locked VIP item (women's channel
 * 20850, see item-access-fixture) probed through every read call of the contract and every
 * media route, as each kind of viewer who may not open it — and as a VIP who may, to prove the
 * probes do reach it.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

type Viewer = 'guest' | 'member' | 'vipElsewhere' | 'vipAll';
/** Viewers the item is locked to: no VIP, or VIP without rights to 20850 (channel_auth_type). */
const LOCKED_TO: Viewer[] = ['guest', 'member', 'vipElsewhere'];

let t: TestApp;
const cookies = {} as Record<Viewer, string>;
const defs = calls as Record<string, CallDef>;

/** Params pointing a call at the locked item where it takes an item, a picture or a colour. */
const PROBE_DESCRIPTOR = new Float32Array(DESCRIPTOR_LENGTH).fill(1 / Math.sqrt(DESCRIPTOR_LENGTH));

const PROBE_PARAMS: Record<string, Record<string, unknown>> = {
  'oct/DetailData/getDetail': { id: SECRET.id },
  'oct/DetailData/getDetailPicList': { id: SECRET.id },
  'oct/DetailData/getColorList': { id: SECRET.id },
  'oct/DetailData/getThemeList': { id: 10_000 },
  'oct/DetailData/getDownloadList': { ids: String(SECRET.id), detail: 1 },
  'oct/ListDataKw/getLikeList': { id: 10_000 },
  'oct/ListDataKw/getList': { channel: SECRET.channel, column: 1001 },
  // The locked item's picture is the only one described (beforeAll): any descriptor finds it.
  'oct/ListDataKw/searchByPicture': { channel: SECRET.channel, descriptor: Array.from(PROBE_DESCRIPTOR) },
  'oct/ListDataKw/getCommend': { channel: SECRET.channel },
  'index/Color/getPicColor': { media_id: SECRET.cover },
  'index/Color/getPicColorFormEs': { id: SECRET.id },
  'index/Color/getAnalyzeByColor': { key_words: SECRET.nearColour },
  'index/Color/getAnalyzeByPantone': { code: SECRET.nearCode },
  'index/Color/getColorTrend': { channel: SECRET.channel, season: '2026春夏' },
  'index/Color/getColorMood': { channel: SECRET.channel },
  'oct/ListDataKw/getSubjectAnalyzeByColor': { channel: SECRET.channel, color: SECRET.nearColour },
  // Page 2: the season's key colours lead with red and blue, which the item lacks.
  'index/Color/getColorTrendDetail': { channel: SECRET.channel, season: '2026春夏', p: 2 },
  'index/Brand/brandItems': { id: 71 },
  'index/Brand/getBrandDetail': { id: 71 },
  'oct/UserCenter/getFavList': { kind: 'atlas' },
  'oct/General/imageComment': { id: SECRET.id },
  'oct/SearchMap/getList': { channel: SECRET.channel, key_words: '连衣裙' },
  'oct/Book/getBookPages': { id: SECRET.id },
  'oct/TaskCenter/getShareCard': { id: SECRET.id },
};

/**
 * Calls declared itemData whose answer this fixture cannot make hold the locked item: their
 * handlers build cards with the same toListItem the reached list calls use.
 */
const UNREACHED: Record<string, string> = {
  'oct/ListData/getVideoList': 'lists items with a video; the locked item has none',
  'oct/General/indexPageFashion': 'the fixture has no runway route',
  'oct/General/trendPrediction229': 'the fixture has no trend route',
  'oct/General/patternColumnData': 'pattern columns only',
  'index/Color/getColorMood': "the locked item's palette fits no mood well enough to be shown",
  'oct/ListDataKw/getCraftRecommended': 'the fixture has no craftwork attribute (tests/server/reading.test.ts: locked cards stay locked)',
  'oct/General/imageComment': 'comments name their item by item_id and carry no item data; a locked item answers 9527 (tests/server/image-comments.test.ts)',
  'oct/ListDataKw/getCraftFollow': 'the fixture has no craftwork attribute (tests/server/reading.test.ts: VIP items count only for their VIP)',
  'oct/UpdateDetail/getUpdates': 'counts the last 30 days; the fixture is older (update-detail.test.ts checks its VIP cards are locked)',
  'oct/UpdateDetail/getChannelNews': 'counts the last 30 days; the fixture is older (same cards as getUpdates)',
  'oct/Recommend/getList': 'every probe viewer favourited the locked item, and recommendations leave out what the member favourited (tests/server/recommend.test.ts: VIP cards are locked for a member)',
};

/**
 * Aggregates over items (data analysis): counts and tag names, never an item's own record. They
 * reach the locked item when a VIP with its channel counts it and no one it is locked to does
 * (the test "aggregates count a locked item only for…" below).
 */
const AGGREGATES: Record<string, Record<string, unknown>> = {
  'oct/ListDataKw/showDataAnalysis': { channel: SECRET.channel },
  'oct/ListDataKw/getShowAttr': { channel: SECRET.channel },
  'oct/ListDataKw/getShowChart': { channel: SECRET.channel },
  'oct/ListDataKw/showDataRelTag': { channel: SECRET.channel, tag: 5021 },
  'oct/ListDataKw/showDataRelBrand': { channel: SECRET.channel, tag: 5021 },
  'oct/ListDataKw/showDataBrandRank': { channel: SECRET.channel },
  'oct/ListDataKw/showDataWord': { channel: SECRET.channel },
  'oct/ListDataKw/getShowBrand': { channel: SECRET.channel },
  'index/Brand/getBrandStyleSubsetAnalyze': { id: 71 },
  'oct/SearchMap/getAttrList': { channel: SECRET.channel, key_words: '连衣裙' },
};

const paramsOf = (name: string) => PROBE_PARAMS[name] ?? AGGREGATES[name] ?? AUTHZ_MATRIX[name]?.params ?? {};
const readCalls = () => t.app.registry.names().filter((name) => defs[name]!.kind !== 'write');
const media = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  await t.db.query(`INSERT INTO channels (id, name_zh, name_en, url_str, is_main, sort) VALUES (20860, '童装', 'Kidswear', 'kids', false, 5)`);
  // Within every recent-time window (colour insight counts the last 30 days up to yesterday).
  await addSecretItem(t.db, t.media, Math.floor(Date.now() / 1000) - 3 * 86_400);
  await t.db.query('INSERT INTO picture_descriptors (media_id, descriptor) VALUES ($1, $2)', [SECRET.cover, descriptorBytes(PROBE_DESCRIPTOR)]);
  const users: [Exclude<Viewer, 'guest'>, Parameters<typeof createUser>[2]][] = [
    ['member', {}],
    ['vipElsewhere', { vipDays: 30, channels: [20840, 20860] }],
    ['vipAll', { vipDays: 30, channels: [20850, 20840, 20860] }],
  ];
  cookies.guest = '';
  for (const [viewer, options] of users) {
    const id = await createUser(t.db, `access-${viewer}`, options);
    cookies[viewer] = (await login(t.app, `access-${viewer}`)).cookie;
    // Favourited and viewed while it was open to them, say: their user centre lists it.
    await t.db.query('INSERT INTO favourites (user_id, item_type, item_id) VALUES ($1, 3, $2)', [id, SECRET.id]);
    await t.db.query('INSERT INTO view_history (user_id, item_type, item_id, viewed_at) VALUES ($1, 3, $2, now())', [id, SECRET.id]);
    // …and downloaded it then: the layout editor's 下载 panel (getDownloadHistory) lists it.
    await t.db.query("INSERT INTO download_events (user_id, day, item_id, asset, via) VALUES ($1, current_date, $2, 'jpg', 'file')", [id, SECRET.id]);
    // …and follow its brand (71): the follow board and feed (getMemberFollows229/247) show its items.
    await t.db.query("INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, 'brand', 71)", [id]);
  }
});
afterAll(() => t.dispose());

describe('item access: one decision for every call and route that returns item data', () => {
  it('no read call hands a locked item\'s pictures, media ids, colours, scores or body to a guest, a member or a VIP without its channel', async () => {
    const leaks: string[] = [];
    for (const name of readCalls()) {
      for (const viewer of LOCKED_TO) {
        const { body } = await callAs(t.app, cookies[viewer], name, paramsOf(name));
        const text = JSON.stringify(body.data);
        for (const secret of secretsIn(text)) leaks.push(`${name} as ${viewer}: ${secret}`);
        for (const path of unlockedRecords(body.data)) leaks.push(`${name} as ${viewer}: unlocked record at ${path}`);
      }
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
  });

  it('every call that returns item data is declared itemData in the contract, and the probes reach the item', async () => {
    const undeclared: string[] = [];
    const reached = new Set<string>();
    for (const name of readCalls()) {
      const { body } = await callAs(t.app, cookies.vipAll, name, paramsOf(name));
      const text = JSON.stringify(body.data);
      const secrets = secretsIn(text);
      secrets.forEach((secret) => reached.add(secret));
      const carriesItem = secrets.length > 0 || text.includes(SECRET.title) || text.includes(`"id":${SECRET.id}`);
      if (carriesItem) reached.add(name);
      if (carriesItem && !defs[name]!.itemData) undeclared.push(name);
    }
    expect(undeclared, `Calls returning item data without itemData: true in src/shared/contract (decide access through server/access/item-access):\n${undeclared.join('\n')}`).toEqual([]);
    // The probes are real: a VIP with rights gets each piece of paid data from some call.
    for (const secret of ['secretpic1', 'secretpic2', 'secretbody', `display copy of ${SECRET.cover}`, '#12AB34', '#7B2FD0', 'SECRETBODY', 'SECRETSUMMARY']) {
      expect(reached, secret).toContain(secret);
    }
    // …and every call declared itemData is one a probe reached with the item in it.
    const declared = readCalls().filter((name) => defs[name]!.itemData);
    expect(declared.filter((name) => !reached.has(name) && !(name in UNREACHED) && !(name in AGGREGATES)), 'itemData calls whose probe (PROBE_PARAMS) does not reach the locked item').toEqual([]);
  });

  it('aggregates count a locked item only for viewers who may open it: every itemData aggregate is probed', async () => {
    const aggregates = readCalls().filter((name) => name in AGGREGATES);
    expect(aggregates.sort()).toEqual(Object.keys(AGGREGATES).sort());
    for (const name of aggregates) {
      const answer = async (viewer: Viewer) => JSON.stringify((await callAs(t.app, cookies[viewer], name, AGGREGATES[name])).body);
      // Everyone the item is locked to gets one answer, its VIP another: only the VIP's counts hold it
      // (its brand 71 has no other VIP item; the fixture's other items lie outside the analysis window).
      const locked = await answer('guest');
      for (const viewer of LOCKED_TO) expect(await answer(viewer), `${name} as ${viewer}`).toBe(locked);
      expect(await answer('vipAll'), `${name} as vipAll`).not.toBe(locked);
    }
  });

  it('/media serves a locked item\'s cover thumbnail and nothing else of it; its VIP gets them privately', async () => {
    for (const viewer of LOCKED_TO) {
      for (const id of SECRET_MEDIA) {
        expect((await media(cookies[viewer], `/media/${id}`)).statusCode, `${viewer} /media/${id}`).toBe(404);
        expect((await media(cookies[viewer], `/media/${id}/thumb`)).statusCode, `${viewer} /media/${id}/thumb`).toBe(id === SECRET.cover ? 200 : 404);
      }
    }
    for (const id of SECRET_MEDIA) {
      for (const url of [`/media/${id}`, `/media/${id}/thumb`]) {
        const response = await media(cookies.vipAll, url);
        expect(response.statusCode, url).toBe(200);
        if (url !== `/media/${SECRET.cover}/thumb`) {
          // Checked per request and kept by no shared cache.
          expect(response.headers['cache-control'], url).toBe('private, no-cache');
          expect(response.headers.vary, url).toContain('Cookie');
        }
      }
    }
    // A locked card's thumbnail is anyone's: shared caches may keep it.
    expect((await media('', `/media/${SECRET.cover}/thumb`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a picture request finds the items that use it through their indexes, never by reading every item', async () => {
    // Asked for every picture a page shows: reading every item (and unpacking its body) cost ≈ 60 ms a
    // picture at 3 000 items, and grows with the catalogue.
    const [row] = await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${MEDIA_USE_SQL}`, [SECRET.pictures[0]]);
    });
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node);
      node.Plans?.forEach(walk);
    };
    walk(row!['QUERY PLAN'][0].Plan);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'items')).toEqual([]);
    expect(new Set(nodes.flatMap((node) => node['Index Name'] ?? []))).toEqual(
      new Set(['items_cover_idx', 'items_pictures_idx', 'items_body_media_idx', 'items_pkey', 'book_pages_media_idx']),
    );
  });

  it('a locked item\'s picture that is also a column\'s picture shows its thumbnail to everyone, never its display copy', async () => {
    const picture = SECRET.pictures[0]!;
    const [column] = await t.db.query<{ id: number; image: string | null }>('SELECT id, image FROM columns ORDER BY id LIMIT 1');
    await t.db.query('UPDATE columns SET image = $1 WHERE id = $2', [picture, column!.id]);
    try {
      for (const viewer of LOCKED_TO) {
        expect((await media(cookies[viewer], `/media/${picture}/thumb`)).statusCode, `${viewer} thumb`).toBe(200);
        expect((await media(cookies[viewer], `/media/${picture}`)).statusCode, `${viewer} display`).toBe(404);
      }
    } finally {
      await t.db.query('UPDATE columns SET image = $1 WHERE id = $2', [column!.image, column!.id]);
    }
  });

  it('downloads of the locked item are refused to everyone it is locked to', async () => {
    for (const viewer of LOCKED_TO) {
      const response = await media(cookies[viewer], `/download/item/${SECRET.id}/jpg`);
      expect([401, 403], viewer).toContain(response.statusCode);
      const { body } = await callAs(t.app, cookies[viewer], 'oct/UserCenter/getDownloadCount', { type: 'jpg', id: SECRET.id });
      expect([401, 9527], viewer).toContain(body.status);
    }
  });
});

describe('issue #18 observations, each now refused', () => {
  const data = async <T>(viewer: Viewer, name: string, params: Record<string, unknown>) => {
    const { body } = await callAs(t.app, cookies[viewer], name, params);
    return body as { status: number; msg: string; data: T };
  };

  it('1: getDownloadList {detail: 1} names no picture of a VIP item to a guest or member, and its cover only as a thumbnail', async () => {
    for (const viewer of LOCKED_TO) {
      const { data: answer } = await data<DownloadList>(viewer, 'oct/DetailData/getDownloadList', { ids: String(SECRET.id), detail: 1 });
      expect(answer.list[0], viewer).toMatchObject({ id: SECRET.id, title_picture: `/media/${SECRET.cover}/thumb`, subsidiary_list: [], isRight: { isRightD: false } });
      // …and the cover's display copy, its id taken from the thumbnail URL, is refused too.
      expect((await media(cookies[viewer], `/media/${SECRET.cover}`)).statusCode, viewer).toBe(404);
    }
    const { data: vip } = await data<DownloadList>('vipAll', 'oct/DetailData/getDownloadList', { ids: String(SECRET.id), detail: 1 });
    expect(vip.list[0]!.subsidiary_list.map((picture) => picture.title_picture)).toEqual(SECRET.pictures.map((id) => `/media/${id}/thumb`));
    expect(vip.list[0]!.title_picture).toBe(`/media/${SECRET.cover}`);
  });

  it('2: getPicColor with a locked card\'s cover id answers 9527; a VIP with the channel gets the colours of getColorList', async () => {
    expect(await data('guest', 'index/Color/getPicColor', { media_id: SECRET.cover })).toMatchObject({ status: 9527, msg: NO_ACCESS_TEXT.guestVip, data: null });
    for (const viewer of ['member', 'vipElsewhere'] as const) {
      expect(await data(viewer, 'index/Color/getPicColor', { media_id: SECRET.cover }), viewer).toMatchObject({ status: 9527, msg: NO_ACCESS_TEXT.member, data: null });
    }
    const picture = await data<PictureColours>('vipAll', 'index/Color/getPicColor', { media_id: SECRET.cover });
    const item = await data<{ list: ColourRatio[] }>('vipAll', 'oct/DetailData/getColorList', { id: SECRET.id });
    expect(picture.data.list.map((c) => c.color_rgbhex)).toEqual(item.data.list.map((c) => c.color_rgbhex));
    // A picture of open content keeps its colours for everyone.
    expect((await data('guest', 'index/Color/getPicColor', { media_id: 'img2' })).status).not.toBe(9527);
  });

  it('3: search by colour gives a locked item no card and no score; its VIP finds it with a score', async () => {
    for (const viewer of LOCKED_TO) {
      const { data: found } = await data<ColourItemsResult>(viewer, 'index/Color/getAnalyzeByColor', { key_words: SECRET.nearColour });
      expect(found.list.map((item) => item.id), viewer).not.toContain(SECRET.id);
    }
    const { data: vip } = await data<ColourItemsResult>('vipAll', 'index/Color/getAnalyzeByColor', { key_words: SECRET.nearColour });
    expect(vip.list[0]).toMatchObject({ id: SECRET.id, locked: false });
    expect(vip.list[0]!.score).toBeTypeOf('number');
  });

  it('4: a VIP without rights to 20850 gets 9527 for its VIP items (user info says 20850_0_noauth) and locked cards in lists', async () => {
    const info = await data<UserInfo>('vipElsewhere', 'index/User/reGetInfo', {});
    expect(info.data).toMatchObject({ is_vip: 1, channel_auth_type: { 20850: 0, 20840: 1, 20860: 1 } });
    expect(info.data.auth_tips).toHaveProperty('20850_0_noauth');
    for (const name of ['oct/DetailData/getDetail', 'oct/DetailData/getDetailPicList', 'oct/DetailData/getColorList', 'index/Color/getPicColorFormEs'] as const) {
      expect(await data('vipElsewhere', name, { id: SECRET.id }), name).toMatchObject({ status: 9527, msg: NO_ACCESS_TEXT.member });
      expect((await data('vipAll', name, { id: SECRET.id })).status, name).toBe(200);
    }
    // Its card in a list is locked for them, open for a VIP with the channel.
    const list = async (viewer: Viewer) =>
      (await data<ListResult>(viewer, 'oct/ListDataKw/getList', { channel: SECRET.channel, column: 1001 })).data.list.find((item) => item.id === SECRET.id)!;
    expect(await list('vipElsewhere')).toMatchObject({ locked: true, colours: [], cover: `/media/${SECRET.cover}/thumb` });
    expect(await list('vipAll')).toMatchObject({ locked: false, cover: `/media/${SECRET.cover}` });
  });

  it('4: downloads of men\'s (20840) and kids\' (20860) items need those channels, even where the data marks only 20850 as main', async () => {
    await t.db.query('UPDATE channels SET is_main = (id = 20850)');
    await t.db.query(`INSERT INTO columns (id, channel_id, name_zh, name_en, url_str) VALUES (5001, 20860, '童装趋势', 'Kids trends', 'trend')`);
    await t.db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover) VALUES (99002, 20860, 5001, 3, '童装 春夏', 'Kids SS', 1768000000, 'img1')`,
    );
    await createUser(t.db, 'access-women-only', { vipDays: 30, channels: [20850] });
    const womenOnly = (await login(t.app, 'access-women-only')).cookie;
    for (const id of [50_000, 99_002]) {
      const count = await callAs(t.app, womenOnly, 'oct/UserCenter/getDownloadCount', { type: 'jpg', id });
      expect(count.body.status, `item ${id}`).toBe(9527);
      const listed = await callAs(t.app, womenOnly, 'oct/DetailData/getDownloadList', { ids: String(id) });
      expect((listed.body.data as DownloadList).list[0]!.isRight.isRightD, `item ${id}`).toBe(false);
      const all = await callAs(t.app, cookies.vipAll, 'oct/DetailData/getDownloadList', { ids: String(id) });
      expect((all.body.data as DownloadList).list[0]!.isRight.isRightD, `item ${id}`).toBe(true);
    }
  });
});
