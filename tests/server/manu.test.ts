import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { ENQUIRIES_PER_MEMBER_PER_HOUR } from '../../server/auth/rate-limit';
import { MANU_CONSULT_TYPE } from '../../server/manu/handlers';
import { seedManu } from '../../server/seed/manu';
import type { FactoryCard, FactoryDetail, ManuFacets } from '../../src/shared/contract/calls/manu';
import { MANU_PAGE_SIZE } from '../../src/shared/manu';
import { callAs, createUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * 4D manufacturing (issue #15 item 2): seeded factories, the list's filters with facet counts,
 * sorts and paging, the detail, and the validated, rate-limited inquiry.
 */

let t: TestApp;
const FACTORIES = 60;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedManu({ db: t.db, seed: 7, count: FACTORIES })).toBe(FACTORIES);
});
afterAll(() => t.dispose());

let users = 0;
async function member() {
  const id = await createUser(t.db, `manu-${++users}-${Date.now().toString(36)}`);
  return { id, cookie: `tl_session=${await startSession(t.db, id)}` };
}
type Body<T> = { status: number; data: T; msg: string };
const call = async <T>(cookie: string, name: string, params: Record<string, unknown> = {}) => {
  const { http, body } = await callAs(t.app, cookie, name, params);
  return { http, ...(body as Body<T>) };
};
type Found = { list: FactoryCard[]; count: number; page_size: number; facets: ManuFacets };
const list = async (params: Record<string, unknown>) => (await call<Found>('', 'oct/Manu/listFactories', params)).data;
const countOf = (facet: { value: string; count: number }[], value: string) => facet.find((f) => f.value === value)?.count ?? 0;

describe('seeded factories', () => {
  it('are deterministic and complete, and seeding again changes nothing', async () => {
    const rows = await t.db.query<{ processes: string[]; moq: number; lead_days: number; capacity: number }>('SELECT processes, moq, lead_days, capacity FROM manu_factories');
    expect(rows).toHaveLength(FACTORIES);
    for (const row of rows) {
      expect(row.processes.length).toBeGreaterThan(0);
      expect(Math.min(row.moq, row.lead_days, row.capacity)).toBeGreaterThan(0);
    }
    const before = await t.db.query('SELECT * FROM manu_factories ORDER BY id');
    expect(await seedManu({ db: t.db, seed: 7, count: FACTORIES })).toBe(0);
    expect(await t.db.query('SELECT * FROM manu_factories ORDER BY id')).toEqual(before);
  });
});

describe('factory list', () => {
  it('filters by process, region, certification and MOQ band, counting each facet with its own filter left out', async () => {
    const all = await list({});
    expect(all.count).toBe(FACTORIES);
    expect(all.facets.moq.reduce((sum, band) => sum + band.count, 0)).toBe(FACTORIES);
    expect(all.facets.region.reduce((sum, region) => sum + region.count, 0)).toBe(FACTORIES);

    const knitting = await list({ process: 'knitting' });
    expect(knitting.count).toBe(countOf(all.facets.process, 'knitting'));
    expect(knitting.list.every((f) => f.processes.includes('knitting'))).toBe(true);
    expect(knitting.facets.process).toEqual(all.facets.process);

    const both = await list({ process: ['knitting'], moq: ['small', 'medium'] });
    expect(both.list.every((f) => f.processes.includes('knitting') && f.moq < 1000)).toBe(true);
    expect(both.count).toBe(countOf(knitting.facets.moq, 'small') + countOf(knitting.facets.moq, 'medium'));
    expect(both.facets.process).toEqual((await list({ moq: ['small', 'medium'] })).facets.process);

    const region = all.facets.region.find((r) => r.count > 0)!.value;
    const cert = all.facets.certification[0]!.value;
    const narrow = await list({ region, certification: cert });
    expect(narrow.list.every((f) => f.region === region && f.certifications.includes(cert))).toBe(true);
    expect(narrow.count).toBe(countOf((await list({ region })).facets.certification, cert));
  });

  it('sorts and pages', async () => {
    const byMoq = await list({ sort: 'moq_asc' });
    expect(byMoq.list.map((f) => f.moq)).toEqual([...byMoq.list.map((f) => f.moq)].sort((a, b) => a - b));
    const byLead = await list({ sort: 'lead_asc' });
    expect(byLead.list.map((f) => f.lead_days)).toEqual([...byLead.list.map((f) => f.lead_days)].sort((a, b) => a - b));
    const byCapacity = await list({ sort: 'capacity_desc' });
    expect(byCapacity.list.map((f) => f.capacity)).toEqual([...byCapacity.list.map((f) => f.capacity)].sort((a, b) => b - a));

    const pages = await Promise.all([1, 2, 3, 4].map((p) => list({ p })));
    expect(pages.map((page) => page.list.length)).toEqual([MANU_PAGE_SIZE, MANU_PAGE_SIZE, FACTORIES - 2 * MANU_PAGE_SIZE, 0]);
    expect(new Set(pages.flatMap((page) => page.list.map((f) => f.id))).size).toBe(FACTORIES);
  });

  it('refuses values outside the vocabulary', async () => {
    expect((await call('', 'oct/Manu/listFactories', { process: 'welding' })).http).toBe(400);
    expect((await call('', 'oct/Manu/listFactories', { sort: 'price' })).http).toBe(400);
  });
});

describe('factory detail', () => {
  it('shows the factory and similar ones sharing its main process; a missing one is 404', async () => {
    const { data } = await call<FactoryDetail>('', 'oct/Manu/factoryDetail', { id: 1 });
    expect(data.id).toBe(1);
    expect(data.intro).toContain(String(data.moq));
    expect(data.similar.length).toBeGreaterThan(0);
    expect(data.similar.every((f) => f.id !== 1 && f.processes.includes(data.processes[0]!))).toBe(true);
    const gone = await call('', 'oct/Manu/factoryDetail', { id: 9999 });
    expect([gone.http, gone.msg]).toEqual([404, '工厂不存在或已下线']);
  });
});

describe('inquiry', () => {
  const form = { factory_id: 1, name: ' 王经理 ', mobile: '13800138000', message: ' 针织 T 恤 800 件，请报价 ', quantity: 800 };

  it('validates like the consult form and stores the trimmed inquiry', async () => {
    const m = await member();
    const anonymous = await call('', 'oct/Manu/sendInquiry', form);
    expect(anonymous.http).toBe(401);
    const badPhone = await call(m.cookie, 'oct/Manu/sendInquiry', { ...form, mobile: '1380013800' });
    expect([badPhone.http, badPhone.msg]).toEqual([400, expect.stringContaining('请输入正确的手机号！')]);
    const noName = await call(m.cookie, 'oct/Manu/sendInquiry', { ...form, name: '  ' });
    expect(noName.msg).toContain('请填写联系人');
    const noMessage = await call(m.cookie, 'oct/Manu/sendInquiry', { ...form, message: '  ' });
    expect(noMessage.msg).toContain('请填写需求说明');
    const gone = await call(m.cookie, 'oct/Manu/sendInquiry', { ...form, factory_id: 9999 });
    expect(gone.http).toBe(404);
    const ok = await call(m.cookie, 'oct/Manu/sendInquiry', form);
    expect(ok.data).toEqual({ received: true });
    const rows = await t.db.query('SELECT factory_id, name, mobile, message, quantity FROM manu_inquiries WHERE user_id = $1', [m.id]);
    expect(rows).toEqual([{ factory_id: 1, name: '王经理', mobile: '13800138000', message: '针织 T 恤 800 件，请报价', quantity: 800 }]);
    // Answered through the consult flow: queued there, linked to the inquiry's details.
    const queued = await t.db.query(
      'SELECT c.type, c.mobile, c.intention, c.user_id, i.factory_id FROM consult_requests c JOIN manu_inquiries i ON i.id = c.manu_inquiry_id WHERE c.user_id = $1',
      [m.id],
    );
    expect(queued).toEqual([{ type: MANU_CONSULT_TYPE, mobile: '13800138000', intention: '针织 T 恤 800 件，请报价', user_id: m.id, factory_id: 1 }]);
  });

  it(`answers 429 after ${ENQUIRIES_PER_MEMBER_PER_HOUR} inquiries an hour, also when sent at once`, async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: ENQUIRIES_PER_MEMBER_PER_HOUR + 3 }, () => call(m.cookie, 'oct/Manu/sendInquiry', form)));
    expect(answers.filter((a) => a.http === 200)).toHaveLength(ENQUIRIES_PER_MEMBER_PER_HOUR);
    expect(answers.filter((a) => a.http === 429).every((a) => a.msg === '提交过于频繁，请稍后再试')).toBe(true);
    const [stored] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM manu_inquiries WHERE user_id = $1', [m.id]);
    expect(stored!.n).toBe(ENQUIRIES_PER_MEMBER_PER_HOUR);
    const [queued] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_requests WHERE user_id = $1 AND manu_inquiry_id IS NOT NULL', [m.id]);
    expect(queued!.n).toBe(ENQUIRIES_PER_MEMBER_PER_HOUR);
  });
});
