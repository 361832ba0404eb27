import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColourCardRight, ColourFolder, PalettePage, TrendDetail } from '../../src/shared/colour/model';
import { PUSH_VERSION, type PaletteState, type PushResponse } from '../../src/shared/sync/protocol';
import { callAs, createUser, login } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { CF, insertColourCatalogue } from './colour-fixture';

let t: TestApp;
let alice = '';
let bob = '';
let vip = '';
let vipWithoutChannels = '';
let aliceId = 0;

const as = async <T>(cookie: string, name: string, params: Record<string, unknown> = {}) => {
  const { http, body } = await callAs(t.app, cookie, name, params);
  return { http, status: body.status, msg: body.msg, data: body.data as T };
};

const palette = (paletteId: string, extra: Record<string, unknown> = {}) => ({
  act: 'save',
  paletteId,
  title: '海风',
  colours: [
    { color_rgbhex: '#1b3a5c', ratio: 33.33 },
    { color_rgbhex: '#F4F1DE', ratio: 33.33 },
    { color_rgbhex: 'c03', ratio: 33.34 },
  ],
  source: { kind: 'image' },
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertColourCatalogue(t.db, [
    { id: 1, colours: [{ color_rgbhex: '#C0392B', ratio: 70 }, { color_rgbhex: '#F4F1DE', ratio: 30 }], season: '2026春夏' },
    { id: 2, colours: [{ color_rgbhex: '#1B3A5C', ratio: 95 }, { color_rgbhex: '#C0392B', ratio: 5 }], season: '2026春夏' },
  ]);
  aliceId = await createUser(t.db, 'alice');
  await createUser(t.db, 'bob');
  await createUser(t.db, 'vivian', { vipDays: 30 });
  await createUser(t.db, 'victor', { vipDays: 30, channels: [] });
  alice = (await login(t.app, 'alice')).cookie;
  bob = (await login(t.app, 'bob')).cookie;
  vip = (await login(t.app, 'vivian')).cookie;
  vipWithoutChannels = (await login(t.app, 'victor')).cookie;
});
afterAll(() => t.dispose());

describe('my palettes (UserCenter colour calls)', () => {
  it('needs a login', async () => {
    const { http, status, msg } = await as('', 'oct/UserCenter/getColorGroup');
    expect([http, status, msg]).toEqual([401, 401, '请先登录']);
    expect((await as('', 'oct/UserCenter/actColorGroup', palette('p-guest-0001'))).status).toBe(401);
  });

  it('saves a palette with the default title and normalised colours, and lists it', async () => {
    const saved = await as<{ palette: PaletteState }>(alice, 'oct/UserCenter/actColorGroup', palette('p-alice-0001', { title: '  ' }));
    expect(saved.status).toBe(200);
    expect(saved.data.palette).toMatchObject({
      paletteId: 'p-alice-0001',
      folderId: null,
      title: '未命名色板',
      colours: [
        { color_rgbhex: '#1B3A5C', ratio: 33.33 },
        { color_rgbhex: '#F4F1DE', ratio: 33.33 },
        { color_rgbhex: '#CC0033', ratio: 33.34 },
      ],
      source: { kind: 'image' },
    });
    const list = await as<PalettePage>(alice, 'oct/UserCenter/getColorGroup');
    expect(list.data.list.map((p) => p.paletteId)).toEqual(['p-alice-0001']);
  });

  it('keeps palettes in folders; deleting a folder keeps its palettes', async () => {
    const folder = await as<ColourFolder>(alice, 'oct/UserCenter/addColorFolder', { folderId: 'f-alice-0001', name: ' 春夏 ' });
    expect(folder.data).toMatchObject({ folderId: 'f-alice-0001', name: '春夏', count: 0 });
    await as(alice, 'oct/UserCenter/actColorGroup', palette('p-alice-0002', { folderId: 'f-alice-0001', title: '落日' }));
    const renamed = await as<ColourFolder>(alice, 'oct/UserCenter/colorgFolderUpdate', { folderId: 'f-alice-0001', name: '2026 春夏' });
    expect(renamed.data).toMatchObject({ name: '2026 春夏', count: 1 });
    const inFolder = await as<PalettePage>(alice, 'oct/UserCenter/getColorGroup', { folderId: 'f-alice-0001' });
    expect(inFolder.data.list.map((p) => p.title)).toEqual(['落日']);
    const outside = await as<PalettePage>(alice, 'oct/UserCenter/getColorGroup', { folderId: 'none' });
    expect(outside.data.list.map((p) => p.paletteId)).toEqual(['p-alice-0001']);
    expect((await as(alice, 'oct/UserCenter/colorgFolderDel', { folderId: 'f-alice-0001' })).status).toBe(200);
    const folders = await as<{ list: ColourFolder[] }>(alice, 'oct/UserCenter/getColorFolderList');
    expect(folders.data.list).toEqual([]);
    const all = await as<PalettePage>(alice, 'oct/UserCenter/getColorGroup');
    expect(all.data.list.map((p) => [p.paletteId, p.folderId])).toEqual([
      ['p-alice-0002', null],
      ['p-alice-0001', null],
    ]);
    expect((await as(alice, 'oct/UserCenter/colorgFolderUpdate', { folderId: 'f-alice-0001', name: 'x' })).msg).toBe('文件夹不存在');
  });

  it("never lets one user read, overwrite or delete another user's palette", async () => {
    const taken = await as(bob, 'oct/UserCenter/actColorGroup', palette('p-alice-0001', { title: 'mine now' }));
    expect([taken.http, taken.msg]).toEqual([409, '色板编号冲突，请重新保存']);
    await as(bob, 'oct/UserCenter/actColorGroup', { act: 'delete', paletteId: 'p-alice-0001' });
    expect((await as<PalettePage>(bob, 'oct/UserCenter/getColorGroup')).data.count).toBe(0);
    const [row] = await t.db.query<{ title: string }>("SELECT title FROM colour_palettes WHERE id = 'p-alice-0001'");
    expect(row!.title).toBe('未命名色板');
  });

  it('goes through sync, so the user’s other devices pull the change', async () => {
    await as(alice, 'oct/UserCenter/actColorGroup', palette('p-alice-0003', { title: '潮汐' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { 'content-type': 'application/json', cookie: alice },
      payload: { pushVersion: PUSH_VERSION, clientId: 'ipad-of-alice', cursor: 0, ops: [] },
    });
    const pulled = (response.json() as { data: PushResponse }).data;
    const palettes = pulled.changes.filter((c) => c.entity === 'palette').map((c) => (c.state as PaletteState | null)?.title);
    expect(palettes).toContain('潮汐');
    expect(aliceId).toBeGreaterThan(0);
  });

  it('deletes a palette', async () => {
    await as(alice, 'oct/UserCenter/actColorGroup', { act: 'delete', paletteId: 'p-alice-0003' });
    const list = await as<PalettePage>(alice, 'oct/UserCenter/getColorGroup');
    expect(list.data.list.map((p) => p.paletteId)).not.toContain('p-alice-0003');
  });

  it('rejects bad palettes with the reason', async () => {
    const bad = await as(alice, 'oct/UserCenter/actColorGroup', palette('p-alice-0004', { colours: [{ color_rgbhex: '#12345', ratio: 100 }] }));
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/颜色须为 #RGB 或 #RRGGBB/);
    expect((await as(alice, 'oct/UserCenter/actColorGroup', palette('p-alice-0004', { colours: [] }))).msg).toMatch(/色板至少需要一个颜色/);
  });
});

describe('colour cards and palette images: VIP and is_auth only (spec §6)', () => {
  it('asks a guest to log in', async () => {
    expect((await as('', 'index/Color/getColorCardRight', { kind: 'card', name: 'CL-030-50-064' })).status).toBe(401);
  });
  it('tells a member without VIP that VIPs can download', async () => {
    const { status, msg } = await as(alice, 'index/Color/getColorCardRight', { kind: 'card', name: 'CL-030-50-064' });
    expect([status, msg]).toEqual([9527, 'VIP会员可用!']);
  });
  it('refuses a VIP without channel authority (is_auth)', async () => {
    const { status, msg } = await as(vipWithoutChannels, 'index/Color/getColorCardRight', { kind: 'card', name: 'CL-030-50-064' });
    expect([status, msg]).toEqual([9527, '对不起！您没有下载此内容的权限！']);
  });
  it('lets a VIP with authority download, naming the file', async () => {
    const card = await as<ColourCardRight>(vip, 'index/Color/getColorCardRight', { kind: 'card', name: 'CL-030-50-064' });
    expect(card.data).toEqual({ allowed: true, file: 'CL-030-50-064.jpg', message: '正在下载 CL-030-50-064 潘通色卡' });
    const image = await as<ColourCardRight>(vip, 'index/Color/getColorCardRight', { kind: 'palette', name: '海风 / 2026' });
    expect(image.data.file).toBe('海风_2026_palette.jpg');
  });
});

describe('colour trend detail (login)', () => {
  it('lists the items of a season palette, page by page', async () => {
    const { data } = await as<TrendDetail>(alice, 'index/Color/getColorTrendDetail', { channel: CF.women, pall: 0 });
    expect(data.season).toBe('2026春夏');
    expect(data.palette!.title).toBe('2026春夏关键色');
    expect(data.list.map((item) => item.id).sort()).toEqual([1, 2]);
    expect((await as(alice, 'index/Color/getColorTrendDetail', { channel: CF.women, pall: 40 })).status).toBe(4000);
  });
});
