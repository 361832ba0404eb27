import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAttrs } from '../../src/shared/catalogue/attrs';
import { FIBRES, YARN_ATTRS, facetKey, type YarnDetail, type YarnListResult } from '../../src/shared/yarn/model';
import { seedYarns } from '../../server/seed/yarn';
import { YARN_PAGE_SIZE } from '../../server/yarn/handlers';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs } from '../support/accounts';

/** Yarn companies and yarns (issue #17 item 4): seeded data, filters with counts, sorts, paging, detail. */

let t: TestApp;
const ANCHOR = 1_790_000_000;
const list = async (params: Record<string, unknown>) => {
  const { body } = await callAs(t.app, '', 'oct/Yarn/getYarnList', params);
  return body as { status: number; data: YarnListResult };
};
const attrs = (attributeId: number, ...values: number[]) => encodeAttrs([{ kind: 'attr', attributeId, values: values.map(String) }]);

beforeAll(async () => {
  t = await createTestApp();
  await seedYarns(t.db, 7, ANCHOR);
});
afterAll(() => t.dispose());

describe('yarns', () => {
  it('are seeded deterministically', async () => {
    const first = await t.db.query('SELECT * FROM yarns ORDER BY id');
    await t.db.query('TRUNCATE yarns, yarn_companies');
    await seedYarns(t.db, 7, ANCHOR);
    expect(await t.db.query('SELECT * FROM yarns ORDER BY id')).toEqual(first);
    expect(first.length).toBeGreaterThan(YARN_PAGE_SIZE * 2);
  });

  it('page through all yarns newest first without repeats, with the total', async () => {
    const { data: page1 } = await list({});
    const total = page1.total;
    const pages = Math.ceil(total / YARN_PAGE_SIZE);
    const ids: number[] = [];
    let previous = Infinity;
    for (let p = 1; p <= pages; p++) {
      const { data } = await list({ p });
      expect(data.page).toBe(p);
      for (const yarn of data.list) {
        expect(yarn.publish_time).toBeLessThanOrEqual(previous);
        previous = yarn.publish_time;
        ids.push(yarn.id);
      }
    }
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
    expect((await list({ p: pages + 1 })).data.list).toEqual([]);
  });

  it('filter by fibre and twist, with facet counts that match the filtered totals', async () => {
    const { data: all } = await list({});
    const cotton = FIBRES[0].id;
    const cottonCount = all.counts[facetKey(YARN_ATTRS.fibre, cotton)]!;
    expect(cottonCount).toBeGreaterThan(0);
    const { data: cottonYarns } = await list({ attrs: attrs(YARN_ATTRS.fibre, cotton) });
    expect(cottonYarns.total).toBe(cottonCount);
    expect(new Set(cottonYarns.list.map((y) => y.fibre))).toEqual(new Set(['棉']));
    // The fibre facet still counts the other fibres (to switch), the twist facet counts within cotton.
    expect(cottonYarns.counts[facetKey(YARN_ATTRS.fibre, FIBRES[1].id)]).toBe(all.counts[facetKey(YARN_ATTRS.fibre, FIBRES[1].id)]);
    const sTwist = cottonYarns.counts[facetKey(YARN_ATTRS.twist, 1)] ?? 0;
    const both = encodeAttrs([
      { kind: 'attr', attributeId: YARN_ATTRS.fibre, values: [String(cotton)] },
      { kind: 'attr', attributeId: YARN_ATTRS.twist, values: ['1'] },
    ]);
    const { data: cottonS } = await list({ attrs: both });
    expect(cottonS.total).toBe(sTwist);
    expect(cottonS.list.every((y) => y.twist === 'S' && y.fibre === '棉')).toBe(true);
    // Two fibres: either.
    const { data: two } = await list({ attrs: attrs(YARN_ATTRS.fibre, cotton, FIBRES[1].id) });
    expect(two.total).toBe(cottonCount + all.counts[facetKey(YARN_ATTRS.fibre, FIBRES[1].id)]!);
  });

  it('sort by popularity, filter by supplier and count system, refuse unknown filters', async () => {
    const { data: hot } = await list({ sort_type: 'hot' });
    const { rows } = { rows: await t.db.query<{ pv: number }>('SELECT pv FROM yarns WHERE id = ANY($1::int[])', [hot.list.map((y) => y.id)]) };
    expect(rows.length).toBe(hot.list.length);
    const [top] = await t.db.query<{ max: number }>('SELECT max(pv) AS max FROM yarns');
    expect(Math.max(...rows.map((r) => r.pv))).toBe(top!.max);
    const { data: supplier } = await list({ attrs: attrs(YARN_ATTRS.company, 3) });
    expect(supplier.list.length).toBeGreaterThan(0);
    expect(supplier.list.every((y) => y.company.id === 3)).toBe(true);
    const { data: dtex } = await list({ attrs: attrs(YARN_ATTRS.countSystem, 3) });
    expect(dtex.list.every((y) => y.count_system === 'dtex' && y.count_label.endsWith('dtex'))).toBe(true);
    expect((await list({ attrs: attrs(99, 1) })).status).toBe(400);
  });

  it('detail: specifications, supplier and the supplier\'s other yarns; unknown id answers 4000', async () => {
    const { data: page } = await list({});
    const yarn = page.list[0]!;
    const { body } = await callAs(t.app, '', 'oct/Yarn/getYarnInfo', { id: yarn.id });
    const detail = (body as { data: YarnDetail }).data;
    expect(detail.yarn).toMatchObject({ id: yarn.id, count_label: yarn.count_label, twist: yarn.twist, company: yarn.company });
    expect(detail.yarn.colours.length).toBeGreaterThanOrEqual(3);
    const [supplier] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM yarns WHERE company_id = $1', [yarn.company.id]);
    expect(detail.company.yarn_count).toBe(supplier!.count);
    expect(detail.more.length).toBe(Math.min(12, supplier!.count - 1));
    expect(detail.more.every((other) => other.company.id === yarn.company.id && other.id !== yarn.id)).toBe(true);
    expect((await callAs(t.app, '', 'oct/Yarn/getYarnInfo', { id: 999_999 })).body.status).toBe(4000);
  });
});
