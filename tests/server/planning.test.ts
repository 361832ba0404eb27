import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { PLAN_MESSAGES } from '../../src/shared/contract/calls/planning';
import type { PlanBoard, PlanSummary, RangePlan } from '../../src/shared/planning/board';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['planner-a', 'planner-b']) {
    await createUser(t.db, name);
    cookies[name] = (await login(t.app, name)).cookie;
  }
});
afterAll(() => t.dispose());

const as = (who: string, name: string, params: Record<string, unknown> = {}) => callAs(t.app, cookies[who]!, name, params);
const create = async (who: string, name: string) => ((await as(who, 'oct/Planning/createPlan', { name, channel: 20850 })).body.data as { plan: RangePlan }).plan;

const withItem = (board: PlanBoard, quantity: number): PlanBoard => ({
  ...board,
  items: [
    {
      id: 'i1',
      categoryId: board.categories[0]!.id,
      storyId: board.stories[0]!.id,
      dropId: board.drops[0]!.id,
      source: { itemId: 10_001, type: 3, pictureId: null },
      title: '印花连衣裙',
      cover: '/media/m10001/thumb',
      colours: [{ hex: '#4a6fa5', ratio: 70 }],
      quantity,
      priceFen: 19_900,
    },
  ],
});

describe('range plans', () => {
  it('creates a plan with a starting board, lists it with its totals after a save, renames and deletes it', async () => {
    const plan = await create('planner-a', '  春夏企划 ');
    expect(plan).toMatchObject({ name: '春夏企划', channel: 20850, version: 1 });
    expect(plan.board.categories.length).toBeGreaterThan(0);

    const saved = await as('planner-a', 'oct/Planning/savePlan', { id: plan.id, version: 1, board: withItem(plan.board, 120) });
    expect(saved.body.status).toBe(200);
    const next = (saved.body.data as { plan: RangePlan }).plan;
    expect(next.version).toBe(2);
    expect(next.board.items[0]!.colours[0]!.hex).toBe('#4A6FA5');

    const list = (await as('planner-a', 'oct/Planning/listPlans')).body.data as { list: PlanSummary[] };
    expect(list.list).toEqual([expect.objectContaining({ id: plan.id, item_count: 1, quantity: 120, amount_fen: 120 * 19_900, version: 2 })]);

    expect((await as('planner-a', 'oct/Planning/renamePlan', { id: plan.id, name: '秋冬企划' })).body.data).toMatchObject({ plan: { name: '秋冬企划', version: 2 } });
    expect((await as('planner-a', 'oct/Planning/deletePlan', { id: plan.id })).body.data).toEqual({ id: plan.id });
    expect((await as('planner-a', 'oct/Planning/getPlan', { id: plan.id })).body).toMatchObject({ status: 404, msg: PLAN_MESSAGES.notFound });
  });

  it('refuses a save based on an old version and keeps the newer board', async () => {
    const plan = await create('planner-a', '并发');
    const first = await as('planner-a', 'oct/Planning/savePlan', { id: plan.id, version: 1, board: withItem(plan.board, 10) });
    expect(first.body.status).toBe(200);
    const stale = await as('planner-a', 'oct/Planning/savePlan', { id: plan.id, version: 1, board: withItem(plan.board, 99) });
    expect(stale.http).toBe(409);
    expect(stale.body).toEqual({ status: 409, data: null, msg: PLAN_MESSAGES.stale });
    const kept = ((await as('planner-a', 'oct/Planning/getPlan', { id: plan.id })).body.data as { plan: RangePlan }).plan;
    expect(kept.version).toBe(2);
    expect(kept.board.items[0]!.quantity).toBe(10);
  });

  it('of two concurrent saves of one version exactly one wins', async () => {
    const plan = await create('planner-a', '同时保存');
    const results = await Promise.all([5, 6].map((quantity) => as('planner-a', 'oct/Planning/savePlan', { id: plan.id, version: 1, board: withItem(plan.board, quantity) })));
    expect(results.map((r) => r.body.status).sort()).toEqual([200, 409]);
  });

  it("never lets a member read, change, rename or delete another member's plan", async () => {
    const plan = await create('planner-a', 'A 的企划');
    for (const [name, params] of [
      ['oct/Planning/getPlan', { id: plan.id }],
      ['oct/Planning/savePlan', { id: plan.id, version: 1, board: withItem(plan.board, 1) }],
      ['oct/Planning/renamePlan', { id: plan.id, name: '改名' }],
      ['oct/Planning/deletePlan', { id: plan.id }],
    ] as const) {
      const { http, body } = await as('planner-b', name, params);
      expect([http, body], name).toEqual([404, { status: 404, data: null, msg: PLAN_MESSAGES.notFound }]);
    }
    const list = (await as('planner-b', 'oct/Planning/listPlans')).body.data as { list: PlanSummary[] };
    expect(list.list.map((p) => p.id)).not.toContain(plan.id);
    const own = ((await as('planner-a', 'oct/Planning/getPlan', { id: plan.id })).body.data as { plan: RangePlan }).plan;
    expect(own).toMatchObject({ name: 'A 的企划', version: 1 });
    expect((await callAs(t.app, '', 'oct/Planning/listPlans')).body.status).toBe(401);
  });

  it('refuses boards whose styles point at rows or columns that do not exist, or pictures outside our media', async () => {
    const plan = await create('planner-a', '校验');
    const orphan = withItem(plan.board, 1);
    orphan.items[0]!.dropId = 'nope';
    expect((await as('planner-a', 'oct/Planning/savePlan', { id: plan.id, version: 1, board: orphan })).body.status).toBe(400);
    const foreign = withItem(plan.board, 1);
    foreign.items[0]!.cover = 'https://tracker.example/pixel.gif';
    expect((await as('planner-a', 'oct/Planning/savePlan', { id: plan.id, version: 1, board: foreign })).body.status).toBe(400);
  });
});
