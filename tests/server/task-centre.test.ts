import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { FX, loadFixture } from './catalogue-fixture';
import type { ClaimResult, TaskCentre, TaskState } from '../../src/shared/contract/calls/tasks';
import { TASK_MESSAGES, taskDay } from '../../src/shared/tasks/tasks';
import { consumeQuota } from '../../server/downloads/quota';
import { quotaDay } from '../../src/shared/download/limits';

let t: TestApp;
const nowSeconds = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db, nowSeconds);
});
afterAll(() => t.dispose());

async function member(name: string, options: Parameters<typeof createUser>[2] = {}) {
  const id = await createUser(t.db, name, options);
  return { id, cookie: (await login(t.app, name)).cookie };
}

const tasksOf = async (cookie: string) => (await callAs(t.app, cookie, 'oct/TaskCenter/getTasks')).body.data as TaskCentre;
const task = (centre: TaskCentre, key: string) => centre.tasks.find((entry) => entry.key === key) as TaskState;
const claim = (cookie: string, key: string) => callAs(t.app, cookie, 'oct/TaskCenter/claimReward', { task: key });
const followBrands = (userId: number, ids: number[]) =>
  Promise.all(ids.map((brand) => t.db.query(`INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, 'brand', $2)`, [userId, brand])));
const credits = async (userId: number) =>
  (await t.db.query<{ balance: number }>('SELECT balance FROM download_credits WHERE user_id = $1', [userId]))[0]?.balance ?? 0;

describe('task centre progress', () => {
  it('starts every task at zero for a new member, with no credits and no VIP', async () => {
    const { cookie } = await member('task-new');
    const centre = await tasksOf(cookie);
    expect(centre.day).toBe(taskDay());
    expect(centre.tasks.map((entry) => [entry.key, entry.kind, entry.progress, entry.target, entry.done, entry.claimed])).toEqual([
      ['profile', 'once', 0, 3, false, false],
      ['follow_brands', 'once', 0, 3, false, false],
      ['save_palette', 'once', 0, 1, false, false],
      ['share_report', 'daily', 0, 1, false, false],
    ]);
    expect(centre).toMatchObject({ credits: 0, vip_end_date: null });
  });

  it('is refused to guests', async () => {
    expect((await callAs(t.app, '', 'oct/TaskCenter/getTasks')).body.status).toBe(401);
    expect((await claim('', 'profile')).body.status).toBe(401);
  });

  it('counts progress from the real data: profile fields, brand follows (not bloggers), saved palettes', async () => {
    const { id, cookie } = await member('task-progress');
    await callAs(t.app, cookie, 'oct/UserCenter/updateMyInfo', { nickname: '小林', company: '', job_title: '设计师' });
    await followBrands(id, [FX.brands.acne, FX.brands.chanel]);
    await t.db.query(`INSERT INTO follows (user_id, target_kind, target_id) VALUES ($1, 'blogger', 1)`, [id]);
    const saved = await callAs(t.app, cookie, 'oct/UserCenter/actColorGroup', {
      act: 'save',
      paletteId: 'task-palette-01',
      title: '任务色板',
      colours: [{ color_rgbhex: '#C8102E', ratio: 100 }],
    });
    expect(saved.body.status).toBe(200);
    const centre = await tasksOf(cookie);
    expect(task(centre, 'profile')).toMatchObject({ progress: 2, done: false });
    expect(task(centre, 'follow_brands')).toMatchObject({ progress: 2, done: false });
    expect(task(centre, 'save_palette')).toMatchObject({ progress: 1, done: true, claimed: false });
  });
});

describe('claiming rewards', () => {
  it('refuses a claim before the task is done, and grants nothing', async () => {
    const { id, cookie } = await member('task-early');
    const { http, body } = await claim(cookie, 'follow_brands');
    expect(http).toBe(409);
    expect(body).toMatchObject({ status: 409, msg: TASK_MESSAGES.notDone });
    expect(await credits(id)).toBe(0);
    expect(await t.db.query('SELECT 1 FROM task_claims WHERE user_id = $1', [id])).toHaveLength(0);
  });

  it('grants VIP trial days for a complete profile through the VIP rights every call reads, once', async () => {
    const { cookie } = await member('task-profile');
    await callAs(t.app, cookie, 'oct/UserCenter/updateMyInfo', { nickname: '小林', company: '潮织', job_title: '设计师' });
    const first = await claim(cookie, 'profile');
    expect(first.body.status).toBe(200);
    const result = first.body.data as ClaimResult;
    expect(result.task).toMatchObject({ key: 'profile', done: true, claimed: true });
    expect(result.vip_end_date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    const info = (await callAs(t.app, cookie, 'index/User/reGetInfo')).body.data as { is_vip: number; channel_auth_type: Record<string, number> };
    expect(info.is_vip).toBe(1);
    expect(info.channel_auth_type['20850']).toBe(1);
    const again = await claim(cookie, 'profile');
    expect(again.body).toMatchObject({ status: 409, msg: TASK_MESSAGES.claimed });
    expect(task(await tasksOf(cookie), 'profile').claimed).toBe(true);
  });

  it('extends an active VIP by the trial days instead of shortening it', async () => {
    const { id, cookie } = await member('task-vip', { vipDays: 100 });
    await callAs(t.app, cookie, 'oct/UserCenter/updateMyInfo', { nickname: 'a', company: 'b', job_title: 'c' });
    const [before] = await t.db.query<{ at: Date }>('SELECT vip_expires_at AS at FROM users WHERE id = $1', [id]);
    expect((await claim(cookie, 'profile')).body.status).toBe(200);
    const [after] = await t.db.query<{ at: Date }>('SELECT vip_expires_at AS at FROM users WHERE id = $1', [id]);
    expect(new Date(after!.at).getTime() - new Date(before!.at).getTime()).toBe(3 * 86_400_000);
  });

  it('grants exactly once when 20 claims of the same reward arrive at once, on this engine', async () => {
    const { id, cookie } = await member('task-racer');
    await followBrands(id, [FX.brands.acne, FX.brands.chanel, FX.brands.balenciaga]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(cookie, 'follow_brands')));
    const granted = answers.filter((answer) => answer.body.status === 200);
    expect(granted).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.status === 409 && answer.body.msg === TASK_MESSAGES.claimed)).toHaveLength(19);
    expect(await credits(id)).toBe(10);
    expect(await t.db.query('SELECT 1 FROM task_claims WHERE user_id = $1', [id])).toHaveLength(1);
    expect((await tasksOf(cookie)).credits).toBe(10);
  });

  it('grants exactly one VIP trial under 20 concurrent claims too', async () => {
    const { id, cookie } = await member('task-vip-racer');
    await callAs(t.app, cookie, 'oct/UserCenter/updateMyInfo', { nickname: 'a', company: 'b', job_title: 'c' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(cookie, 'profile')));
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    const [row] = await t.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM vip_expires_at - now()) / 86400)::int AS days FROM users WHERE id = $1`,
      [id],
    );
    expect(row!.days).toBe(3);
  });

  it('rewards the daily share once per day: a share of a real report counts, yesterday’s claim does not block today', async () => {
    const { id, cookie } = await member('task-share');
    const missing = await callAs(t.app, cookie, 'oct/TaskCenter/shareItem', { id: 999_999 });
    expect(missing.body.status).toBe(404);
    expect(task(await tasksOf(cookie), 'share_report').done).toBe(false);
    const shared = await callAs(t.app, cookie, 'oct/TaskCenter/shareItem', { id: 10_001 });
    expect(shared.body.data).toEqual({ url: '/m/shareResult/10001', shared_today: 1 });
    // The same report again the same day counts once.
    expect((await callAs(t.app, cookie, 'oct/TaskCenter/shareItem', { id: 10_001 })).body.data).toMatchObject({ shared_today: 1 });
    const yesterday = taskDay(Date.now() - 86_400_000);
    await t.db.query(
      `INSERT INTO task_claims (user_id, task, period, reward_kind, reward_amount) VALUES ($1, 'share_report', $2, 'download_credits', 2)`,
      [id, yesterday],
    );
    expect((await claim(cookie, 'share_report')).body.status).toBe(200);
    expect((await claim(cookie, 'share_report')).body.msg).toBe(TASK_MESSAGES.claimed);
    expect(await credits(id)).toBe(2);
  });

  it('refuses an unknown task name with 400', async () => {
    const { cookie } = await member('task-unknown');
    expect((await claim(cookie, 'constructor')).body.status).toBe(400);
  });
});

describe('download credits', () => {
  it('pay for downloads once the daily limit is used up, and concurrent downloads never overdraw them', async () => {
    const { id } = await member('task-spender', { vipDays: 30 });
    await t.db.query('INSERT INTO download_quota (user_id, day, used) VALUES ($1, $2, 300)', [id, quotaDay()]);
    await t.db.query('INSERT INTO download_credits (user_id, balance) VALUES ($1, 3)', [id]);
    const user = { id, username: 'task-spender', sessionId: 'x', type: 0, isVip: true, channels: [20850] };
    const grants = await Promise.all(Array.from({ length: 10 }, () => consumeQuota(t.db, user, [{ itemId: 10_000, asset: 'jpg' }], 'file')));
    expect(grants.filter((grant) => grant.granted)).toHaveLength(3);
    expect(await credits(id)).toBe(0);
    const [quota] = await t.db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
    expect(quota!.used).toBe(303);
  });

  it('do nothing for a member without download rights', async () => {
    const { id } = await member('task-norights');
    await t.db.query('INSERT INTO download_credits (user_id, balance) VALUES ($1, 5)', [id]);
    const user = { id, username: 'task-norights', sessionId: 'x', type: 0, isVip: false, channels: [] };
    expect((await consumeQuota(t.db, user, [{ itemId: 10_000, asset: 'jpg' }], 'file')).granted).toBe(false);
    expect(await credits(id)).toBe(5);
  });
});
