import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { seedStyle3d } from '../../server/seed/d3d';
import type { Style3dCard, Style3dDetail } from '../../src/shared/contract/calls/d3d';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { COLOURWAYS, GARMENT_KINDS, STYLE3D_PAGE_SIZE } from '../../src/shared/d3d';
import { callAs, createUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The 3D garment library (issue #15 item 1): TppData/listStyle3d with its filters and paging, and
 * the login-only detail with the model the viewer loads.
 */

let t: TestApp;
const ANCHOR = 1_760_000_000;
const TOTAL = GARMENT_KINDS.length * COLOURWAYS.length;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedStyle3d({ db: t.db, seed: 7, anchor: ANCHOR })).toBe(TOTAL);
});
afterAll(() => t.dispose());

type Body<T> = { status: number; data: T; msg: string };
const call = async <T>(cookie: string, name: string, params: Record<string, unknown> = {}) => {
  const { http, body } = await callAs(t.app, cookie, name, params);
  return { http, ...(body as Body<T>) };
};
type Found = { list: Style3dCard[]; count: number; page_size: number };
const list = async (params: Record<string, unknown>) => {
  const answer = await call<Found>('', 'index/TppData/listStyle3d', params);
  expect(answer.status).toBe(STATUS.ok);
  return answer.data;
};
async function member() {
  const id = await createUser(t.db, `d3d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`);
  return `tl_session=${await startSession(t.db, id)}`;
}

describe('TppData/listStyle3d', () => {
  it('answers page_size, list and count; seeding again adds nothing', async () => {
    const all = await list({});
    expect(all.count).toBe(TOTAL);
    expect(all.page_size).toBe(STYLE3D_PAGE_SIZE);
    expect(all.list).toHaveLength(STYLE3D_PAGE_SIZE);
    expect(all.list[0]).toMatchObject({ cover: expect.stringMatching(/^\/models\/covers\/.+\.webp$/), color_rgbhex: expect.stringMatching(/^#[0-9A-F]{6}$/) });
    expect(await seedStyle3d({ db: t.db, seed: 7, anchor: ANCHOR })).toBe(0);
  });

  it('pages without gaps or repeats, newest first', async () => {
    const first = await list({ page_size: 20 });
    const second = await list({ page_size: 20, p: 2 });
    const third = await list({ page_size: 20, p: 3 });
    const ids = [...first.list, ...second.list, ...third.list].map((g) => g.id);
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
    const times = [...first.list, ...second.list, ...third.list].map((g) => g.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list({ page_size: 20, p: 4 })).list).toEqual([]);
  });

  it('filters by channel, category, style, fabric and keywords; counts follow the filter', async () => {
    const women = await list({ channel: 20850, page_size: 80 });
    expect(women.count).toBeGreaterThan(0);
    expect(women.list.every((g) => g.channel === 20850)).toBe(true);
    const dresses = await list({ category: 'dress', page_size: 80 });
    expect(dresses.count).toBe(COLOURWAYS.length);
    expect(dresses.list.every((g) => g.category === 'dress')).toBe(true);
    const casual = await list({ style: 'casual', page_size: 80 });
    expect(casual.list.every((g) => g.styles.includes('casual'))).toBe(true);
    const denim = await list({ fabric: 'denim', category: 'trousers', page_size: 80 });
    expect(denim.count).toBeGreaterThan(0);
    expect(denim.list.every((g) => g.fabric === 'denim' && g.category === 'trousers')).toBe(true);
    const red = await list({ key_words: ' 番茄红 ' });
    expect(red.count).toBe(GARMENT_KINDS.length);
    const hot = await list({ sort_type: 'hot', page_size: 5 });
    expect(hot.list.map((g) => g.pv)).toEqual([...hot.list.map((g) => g.pv)].sort((a, b) => b - a));
  });

  it('refuses unknown filter values', async () => {
    const bad = await call('', 'index/TppData/listStyle3d', { category: 'hat' });
    expect(bad.status).toBe(STATUS.badRequest);
  });
});

describe('TppData/style3dDetail', () => {
  it('refuses a guest with the login prompt', async () => {
    const answer = await call('', 'index/TppData/style3dDetail', { id: 1 });
    expect(answer.status).toBe(STATUS.notLoggedIn);
    expect(answer.msg).toBe(MESSAGES.notLoggedIn);
  });

  it('gives a member the model, turntable and similar garments', async () => {
    const cookie = await member();
    const answer = await call<Style3dDetail>(cookie, 'index/TppData/style3dDetail', { id: 13, channel: 20850 });
    expect(answer.status).toBe(STATUS.ok);
    const garment = answer.data;
    expect(garment.id).toBe(13);
    expect(garment.model).toBe(`/models/${garment.category}.glb`);
    expect(garment.turntable).toHaveLength(8);
    expect(garment.intro.length).toBeGreaterThan(10);
    expect(garment.similar.length).toBeGreaterThan(0);
    expect(garment.similar.every((g) => g.category === garment.category && g.id !== 13)).toBe(true);
  });

  it('answers no data (4000) for an unknown garment', async () => {
    const answer = await call(await member(), 'index/TppData/style3dDetail', { id: 99_999 });
    expect(answer.status).toBe(STATUS.noData);
    expect(answer.msg).toBe(MESSAGES.noData);
  });
});
