import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { CONTACTS_PER_MEMBER_PER_HOUR } from '../../server/fabric/handlers';
import { seedFabrics } from '../../server/seed/fabrics';
import type { FabricCard, FabricDetail, FabricFacets, FabricFound } from '../../src/shared/contract/calls/fabric';
import { PUSH_VERSION, SYNC_MESSAGES, type PushResponse } from '../../src/shared/sync/protocol';
import { hexToRgb, rgbToLab } from '../../src/shared/colour';
import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { callAs, createUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Fabric sourcing (issue #17 item 1): seeded merchants and fabrics, find-fabric with facet counts,
 * the detail's colour matches, the collection and footprint through the exactly-once sync log,
 * and the validated, rate-limited contact form.
 */

let t: TestApp;
const FABRICS = 12;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedFabrics({ db: t.db, media: t.media, seed: 7, count: FABRICS, anchor: 1_790_000_000 })).toBe(FABRICS);
}, 300_000);
afterAll(() => t.dispose());

let users = 0;
async function member() {
  const id = await createUser(t.db, `fabric-${++users}-${Date.now().toString(36)}`);
  return { id, cookie: `tl_session=${await startSession(t.db, id)}` };
}
type Body<T> = { status: number; data: T; msg: string };
const call = async <T>(cookie: string, name: string, params: Record<string, unknown> = {}) => {
  const { http, body } = await callAs(t.app, cookie, name, params);
  return { http, ...(body as Body<T>) };
};
type Found = { list: FabricFound[]; count: number; facets: FabricFacets };
const find = async (params: Record<string, unknown>) => (await call<Found>('', 'oct/Fabric/findFabric', params)).data;
const countOf = (facet: { value: string; count: number }[], value: string) => facet.find((f) => f.value === value)?.count ?? 0;

async function push(cookie: string, userId: number, clientId: string, ops: Record<string, unknown>[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sync',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ pushVersion: PUSH_VERSION, clientId, cursor: 0, ops: ops.map((op, i) => ({ seq: i + 1, userId, ...op })) }),
  });
  return (response.json() as Body<PushResponse>).data;
}

describe('seeded fabric data', () => {
  it('is deterministic and complete: composition totals 100, specs, certified merchants, a measured swatch', async () => {
    const rows = await t.db.query<{ composition: { pct: number }[]; weight_gsm: number; width_cm: number; swatches: string[]; colours: unknown[]; certifications: string[] }>(
      'SELECT composition, weight_gsm, width_cm, swatches, colours, certifications FROM fabrics ORDER BY id',
    );
    expect(rows).toHaveLength(FABRICS);
    for (const row of rows) {
      expect(row.composition.reduce((sum, part) => sum + part.pct, 0)).toBe(100);
      expect(row.weight_gsm).toBeGreaterThan(0);
      expect(row.width_cm).toBeGreaterThan(0);
      expect(row.swatches).toHaveLength(1);
      expect(row.colours.length).toBeGreaterThan(0);
      expect(row.certifications).toContain('OEKO-TEX 100');
    }
    const [media] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media m JOIN fabrics f ON m.id = f.swatches[1]');
    expect(media!.n).toBe(FABRICS);
    // Seeding again changes nothing.
    expect(await seedFabrics({ db: t.db, media: t.media, seed: 7, count: FABRICS, anchor: 1_790_000_000 })).toBe(0);
  });
});

describe('find fabric', () => {
  it('filters by composition and weight, and counts each facet with its own filter left out', async () => {
    const all = await find({});
    expect(all.count).toBe(FABRICS);
    const cotton = await find({ fibre: 'cotton' });
    expect(cotton.count).toBe(countOf(all.facets.fibre, 'cotton'));
    expect(cotton.list.every((f) => f.composition.some((part) => part.fibre === 'cotton'))).toBe(true);
    // The fibre facet still offers the other fibres (with counts over everything else selected).
    expect(cotton.facets.fibre).toEqual(all.facets.fibre);

    const both = await find({ fibre: ['cotton'], weight: ['light', 'medium'] });
    expect(both.list.every((f) => f.weight_gsm < 250 && f.composition.some((part) => part.fibre === 'cotton'))).toBe(true);
    expect(both.count).toBe(countOf(cotton.facets.weight, 'light') + countOf(cotton.facets.weight, 'medium'));
    // Weight counts among cotton fabrics; fibre counts among light and medium fabrics.
    const lightOrMedium = await find({ weight: ['light', 'medium'] });
    expect(both.facets.fibre).toEqual(lightOrMedium.facets.fibre);
    expect(both.facets.weight).toEqual(cotton.facets.weight);
    // Every facet's counts add up to the fabrics it describes (single-valued facets).
    for (const facet of ['weight', 'width', 'construction', 'weave', 'price_band', 'category'] as const) {
      expect(all.facets[facet].reduce((sum, value) => sum + value.count, 0)).toBe(FABRICS);
    }
    const range = await find({ weight_min: 200, weight_max: 300 });
    expect(range.list.every((f) => f.weight_gsm >= 200 && f.weight_gsm <= 300)).toBe(true);
  });

  it('refuses values outside the vocabulary', async () => {
    const response = await call('', 'oct/Fabric/findFabric', { fibre: 'kevlar' });
    expect(response.http).toBe(400);
  });
});

describe('find fabric by colour (search by colour and by picture include fabrics)', () => {
  /** Every stored colour of every fabric, as written by the seed. */
  async function storedColours() {
    return t.db.query<{ id: number; colours: { color_rgbhex: string; ratio: number }[]; weight_gsm: number }>('SELECT id, colours, weight_gsm FROM fabrics ORDER BY id');
  }

  it("finds a fabric by one of its own colours, nearest first, with each match's ΔE00", async () => {
    const fabrics = await storedColours();
    for (const fabric of fabrics.slice(0, 4)) {
      const main = fabric.colours[0]!.color_rgbhex;
      const found = await find({ colour: main.slice(1) });
      const hit = found.list.find((card) => card.id === fabric.id);
      expect(hit, `fabric ${fabric.id} by ${main}`).toBeDefined();
      expect(hit!.match).toEqual([expect.objectContaining({ color_rgbhex: main, delta_e: 0 })]);
      // Ranked: scores never decrease down the page, and everything listed is within ΔE00 12.
      const scores = found.list.map((card) => card.score!);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      expect(found.list.every((card) => card.match!.every((m) => m.delta_e <= 12))).toBe(true);
      expect(found.count).toBe(found.list.length);
      expect(found.count).toBeLessThanOrEqual(FABRICS);
    }
  });

  it('ranks fabrics with every searched colour first, narrows the facets with the colours, and keeps a chosen sort', async () => {
    const fabrics = await storedColours();
    const twoColoured = fabrics.find((f) => f.colours.length >= 2)!;
    const [first, second] = twoColoured.colours.map((c) => c.color_rgbhex);
    const both = await find({ colour: `${first},${second}` });
    expect(both.list[0]!.match).toHaveLength(2);
    const matched = both.list.map((card) => card.match!.length);
    expect(matched).toEqual([...matched].sort((a, b) => b - a));
    expect(both.list.find((card) => card.id === twoColoured.id)?.match?.map((m) => m.delta_e)).toEqual([0, 0]);
    const [byFirst, bySecond] = [await find({ colour: [first] }), await find({ colour: [second] })];
    expect(new Set(both.list.map((card) => card.id))).toEqual(new Set([...byFirst.list, ...bySecond.list].map((card) => card.id)));
    // Facet counts describe the colour's fabrics only.
    expect(byFirst.facets.category.reduce((sum, value) => sum + value.count, 0)).toBe(byFirst.count);
    const heavyFirst = await find({ colour: first, sort: 'weight_desc' });
    const weights = heavyFirst.list.map((card) => card.weight_gsm);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(new Set(heavyFirst.list.map((card) => card.id))).toEqual(new Set(byFirst.list.map((card) => card.id)));
  });

  it('lists exactly the fabrics with a colour within ΔE00 12 (checked against a plain scan), and refuses a bad colour or more than 3 with the colour search texts', async () => {
    const fabrics = await storedColours();
    const probes = ['#00FF00', '#808080', ...fabrics.slice(0, 3).map((f) => f.colours.at(-1)!.color_rgbhex)];
    for (const probe of probes) {
      const lab = rgbToLab(hexToRgb(probe));
      const near = fabrics.filter((f) => f.colours.some((c) => deltaE2000(lab, rgbToLab(hexToRgb(c.color_rgbhex))) <= 12)).map((f) => f.id);
      const found = await find({ colour: probe });
      expect(found.list.map((card) => card.id).sort((a, b) => a - b), probe).toEqual(near);
    }
    const bad = await call('', 'oct/Fabric/findFabric', { colour: '#12345' });
    expect([bad.http, bad.msg]).toEqual([400, '请求参数错误：colour: “#12345”不是有效的色值：请输入 3 位或 6 位十六进制，如 #C0392B 或 #C03']);
    const many = await call('', 'oct/Fabric/findFabric', { colour: 'C03,1F4E79,FFF,000' });
    expect([many.http, many.msg]).toEqual([400, '请求参数错误：colour: 一次最多搜索 3 个颜色']);
  });

  it('keeps the colour index in step when a fabric is recoloured', async () => {
    const [fabric] = await storedColours();
    const recoloured = '#7A1F5C';
    await t.db.query(`UPDATE fabrics SET colours = $1::jsonb WHERE id = $2`, [JSON.stringify([{ color_rgbhex: recoloured, ratio: 80 }]), fabric!.id]);
    try {
      const found = await find({ colour: recoloured });
      expect(found.list[0]).toMatchObject({ id: fabric!.id, match: [{ color_rgbhex: recoloured, delta_e: 0 }] });
      const old = await find({ colour: fabric!.colours[0]!.color_rgbhex });
      expect(old.list.find((card) => card.id === fabric!.id)?.match?.[0]?.delta_e ?? 99).toBeGreaterThan(0);
    } finally {
      await t.db.query(`UPDATE fabrics SET colours = $1::jsonb WHERE id = $2`, [JSON.stringify(fabric!.colours), fabric!.id]);
    }
  });
});

describe('fabric detail', () => {
  it('shows specs, its merchant and colours matched to the colour library by ΔE00', async () => {
    const { data } = await call<FabricDetail>('', 'oct/Fabric/fabricDetail', { id: 1 });
    expect(data.id).toBe(1);
    expect(data.merchant.id).toBe(data.merchant_id);
    expect(data.colour_matches.length).toBe(data.colours.length);
    for (const colour of data.colour_matches) {
      for (const match of colour.matches) expect(match.deltaE).toBeLessThanOrEqual(10);
      expect(colour.matches.map((m) => m.deltaE)).toEqual([...colour.matches.map((m) => m.deltaE)].sort((a, b) => a - b));
    }
    expect(data.more.every((f) => f.merchant_id === data.merchant_id && f.id !== 1)).toBe(true);
    const gone = await call('', 'oct/Fabric/fabricDetail', { id: 9999 });
    expect([gone.http, gone.msg]).toEqual([404, '面料不存在或已下架']);
  });

  it('lists merchants and a merchant page with its fabrics', async () => {
    const merchants = await call<{ list: { id: number; fabric_count: number }[]; count: number }>('', 'oct/Fabric/merchantList', {});
    expect(merchants.data.list.reduce((sum, m) => sum + m.fabric_count, 0)).toBe(FABRICS);
    const first = merchants.data.list[0]!;
    const page = await call<{ merchant: { id: number }; fabrics: { list: FabricCard[]; count: number } }>('', 'oct/Fabric/merchantDetail', { id: first.id });
    expect(page.data.fabrics.count).toBe(first.fabric_count);
    expect(page.data.fabrics.list.every((f) => f.merchant_id === first.id)).toBe(true);
    const home = await call<{ categories: { count: number }[]; newFabrics: FabricCard[]; counts: { fabrics: number } }>('', 'oct/Fabric/home');
    expect(home.data.categories.reduce((sum, c) => sum + c.count, 0)).toBe(FABRICS);
    expect(home.data.counts.fabrics).toBe(FABRICS);
  });
});

describe('collection and footprint through the sync log', () => {
  it('a guest has neither', async () => {
    expect((await call('', 'oct/Fabric/collection')).http).toBe(401);
    expect((await call('', 'oct/Fabric/setFavourite', { id: 1 })).http).toBe(401);
  });

  it('a favourite pushed offline and retried applies once, and other devices pull it once', async () => {
    const m = await member();
    const device = `device-${randomUUID()}`;
    const op = { opId: randomUUID(), kind: 'fabricFavourite.set', fabricId: 3, on: true };
    const first = await push(m.cookie, m.id, device, [op]);
    expect(first.results[0]!.outcome).toBe('applied');
    // The answer was lost: the device sends the same op again.
    const retry = await push(m.cookie, m.id, device, [op]);
    expect(retry.results[0]!.outcome).toBe('duplicate');
    const rows = await t.db.query('SELECT fabric_id FROM fabric_favourites WHERE user_id = $1', [m.id]);
    expect(rows).toEqual([{ fabric_id: 3 }]);
    const collection = await call<{ list: FabricCard[]; count: number }>(m.cookie, 'oct/Fabric/collection');
    expect(collection.data.list.map((f) => f.id)).toEqual([3]);
    const other = await push(m.cookie, m.id, `other-${randomUUID()}`, []);
    expect(other.changes.filter((c) => c.entity === 'fabricFavourite')).toMatchObject([{ key: '3', state: { fabricId: 3 } }]);
  });

  it('concurrent retries of one setFavourite op_id make one row and one change', async () => {
    const m = await member();
    const opId = `fav-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => call<{ isFav: number }>(m.cookie, 'oct/Fabric/setFavourite', { id: 5, on: 1, op_id: opId })));
    expect(answers.map((a) => [a.http, a.data.isFav])).toEqual(Array.from({ length: 6 }, () => [200, 1]));
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fabric_favourites WHERE user_id = $1', [m.id]);
    expect(row!.n).toBe(1);
    const [logged] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sync_ops WHERE user_id = $1 AND outcome = 'applied'`, [m.id]);
    expect(logged!.n).toBe(1);
    const removed = await call<{ isFav: number }>(m.cookie, 'oct/Fabric/setFavourite', { id: 5, on: 0 });
    expect(removed.data.isFav).toBe(0);
    expect((await call<{ count: number }>(m.cookie, 'oct/Fabric/collection')).data.count).toBe(0);
  });

  it('a favourite of a fabric that does not exist fails with its reason', async () => {
    const m = await member();
    const result = await push(m.cookie, m.id, `device-${randomUUID()}`, [{ opId: randomUUID(), kind: 'fabricFavourite.set', fabricId: 9999, on: true }]);
    expect(result.results[0]).toMatchObject({ outcome: 'failed', message: SYNC_MESSAGES.fabricGone });
  });

  it('views keep the latest time, in any order, and show in the footprint', async () => {
    const m = await member();
    const device = `device-${randomUUID()}`;
    await push(m.cookie, m.id, device, [
      { opId: randomUUID(), kind: 'fabricView.add', fabricId: 2, viewedAt: 2_000_000 },
      { opId: randomUUID(), kind: 'fabricView.add', fabricId: 4, viewedAt: 3_000_000 },
      { opId: randomUUID(), kind: 'fabricView.add', fabricId: 2, viewedAt: 1_000_000 },
    ]);
    const footprint = await call<{ list: (FabricCard & { viewed_at: number })[] }>(m.cookie, 'oct/Fabric/footprint');
    expect(footprint.data.list.map((f) => [f.id, f.viewed_at])).toEqual([
      [4, 3_000_000],
      [2, 2_000_000],
    ]);
  });
});

describe('contact the merchant', () => {
  const form = { merchant_id: 1, fabric_id: undefined as number | undefined, name: ' 王经理 ', mobile: '13800138000', message: ' 需要 300 米，请报价 ' };

  it('validates like the consult form and stores the trimmed enquiry', async () => {
    const m = await member();
    const fabric = (await find({ merchant_id: 1 })).list[0]!;
    const bad = await call(m.cookie, 'oct/Fabric/contactMerchant', { ...form, mobile: '1380013800' });
    expect([bad.http, bad.msg]).toEqual([400, expect.stringContaining('请输入正确的手机号！')]);
    const noMessage = await call(m.cookie, 'oct/Fabric/contactMerchant', { ...form, message: '  ' });
    expect(noMessage.msg).toContain('请填写需求说明');
    const wrongFabric = await call(m.cookie, 'oct/Fabric/contactMerchant', { ...form, merchant_id: 2, fabric_id: fabric.id });
    expect(wrongFabric.http).toBe(404);
    const ok = await call(m.cookie, 'oct/Fabric/contactMerchant', { ...form, fabric_id: fabric.id });
    expect(ok.data).toEqual({ received: true });
    const [row] = await t.db.query('SELECT name, mobile, message, fabric_id FROM fabric_contacts WHERE user_id = $1', [m.id]);
    expect(row).toEqual({ name: '王经理', mobile: '13800138000', message: '需要 300 米，请报价', fabric_id: fabric.id });
  });

  it(`answers 429 after ${CONTACTS_PER_MEMBER_PER_HOUR} enquiries an hour, also when sent at once`, async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: CONTACTS_PER_MEMBER_PER_HOUR + 3 }, () => call(m.cookie, 'oct/Fabric/contactMerchant', form)));
    expect(answers.filter((a) => a.http === 200)).toHaveLength(CONTACTS_PER_MEMBER_PER_HOUR);
    expect(answers.filter((a) => a.http === 429).every((a) => a.msg === '提交过于频繁，请稍后再试')).toBe(true);
  });
});
