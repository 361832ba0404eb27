import type { Db, Queryable } from '../db/db';
import { ApiError } from '../api/registry';
import { STATUS } from '../../src/shared/contract';
import type { ClaimResult, TaskCentre, TaskState } from '../../src/shared/contract/calls/tasks';
import { TASK_MESSAGES, TASKS, taskDay, taskDef, type TaskDef, type TaskKey } from '../../src/shared/tasks/tasks';
import { MAIN_CHANNELS } from '../../src/shared/catalogue/list-rules';
import { extendVip } from '../accounts/users';
import { formatDate } from '../orders/format';

const DAY_MS = 86_400_000;

/** The claim period of a task: 'once', or today's date for a daily task. */
const periodOf = (task: TaskDef, day: string) => (task.kind === 'once' ? 'once' : day);

interface ProgressRow {
  profile: number;
  follow_brands: number;
  save_palette: number;
  share_report: number;
}

/**
 * Progress of every task, read from the member's own data in one statement: filled profile
 * fields, followed brands, saved palettes, reports shared today.
 */
async function progressOf(db: Queryable, userId: number, day: string): Promise<ProgressRow> {
  const [row] = await db.query<ProgressRow>(
    `SELECT (CASE WHEN btrim(u.nickname) <> '' THEN 1 ELSE 0 END
           + CASE WHEN btrim(u.company) <> '' THEN 1 ELSE 0 END
           + CASE WHEN btrim(u.job_title) <> '' THEN 1 ELSE 0 END) AS profile,
            (SELECT count(*)::int FROM follows f WHERE f.user_id = u.id AND f.target_kind = 'brand') AS follow_brands,
            (SELECT count(*)::int FROM colour_palettes p WHERE p.user_id = u.id) AS save_palette,
            (SELECT count(*)::int FROM task_shares s WHERE s.user_id = u.id AND s.day = $2::date) AS share_report
       FROM users u WHERE u.id = $1`,
    [userId, day],
  );
  return row ?? { profile: 0, follow_brands: 0, save_palette: 0, share_report: 0 };
}

function stateOf(task: TaskDef, progress: ProgressRow, claimed: boolean): TaskState {
  const value = Math.min(progress[task.key], task.target);
  return {
    key: task.key,
    kind: task.kind,
    progress: value,
    target: task.target,
    done: value >= task.target,
    claimed,
    reward: task.reward,
    link: task.link,
  };
}

async function creditsAndVip(db: Queryable, userId: number): Promise<{ credits: number; vip_end_date: string | null }> {
  const [row] = await db.query<{ credits: number | null; vip_expires_at: Date | null; is_vip: boolean }>(
    `SELECT (SELECT balance FROM download_credits c WHERE c.user_id = u.id) AS credits, u.vip_expires_at,
            coalesce(u.vip_expires_at > now(), false) AS is_vip
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return {
    credits: row?.credits ?? 0,
    vip_end_date: row?.is_vip && row.vip_expires_at ? formatDate(new Date(row.vip_expires_at)) : null,
  };
}

export async function loadTaskCentre(db: Queryable, userId: number, now = Date.now()): Promise<TaskCentre> {
  const day = taskDay(now);
  const [progress, claims, wallet] = await Promise.all([
    progressOf(db, userId, day),
    db.query<{ task: string; period: string }>(`SELECT task, period FROM task_claims WHERE user_id = $1 AND period IN ('once', $2)`, [userId, day]),
    creditsAndVip(db, userId),
  ]);
  const claimed = new Set(claims.map((c) => `${c.task}/${c.period}`));
  return {
    day,
    tasks: TASKS.map((task) => stateOf(task, progress, claimed.has(`${task.key}/${periodOf(task, day)}`))),
    ...wallet,
  };
}

/**
 * Grants a task's reward exactly once per period. The claim row is inserted first, in the same
 * transaction as the grant: its primary key lets one claim through however many arrive at once
 * (on PostgreSQL the others wait on the winner's row and then find it), and a grant that fails
 * rolls the claim back with it.
 */
export async function claimReward(db: Db, userId: number, key: TaskKey, now = Date.now()): Promise<ClaimResult> {
  const task = taskDef(key);
  const day = taskDay(now);
  const period = periodOf(task, day);
  return db.transaction(async (tx) => {
    const progress = await progressOf(tx, userId, day);
    if (!stateOf(task, progress, false).done) throw new ApiError(STATUS.conflict, TASK_MESSAGES.notDone, 409);
    const inserted = await tx.query(
      `INSERT INTO task_claims (user_id, task, period, reward_kind, reward_amount) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, task, period) DO NOTHING RETURNING task`,
      [userId, key, period, task.reward.kind, task.reward.amount],
    );
    if (inserted.length === 0) throw new ApiError(STATUS.conflict, TASK_MESSAGES.claimed, 409);
    if (task.reward.kind === 'vip_days') {
      // A trial extends VIP from its current end (or from now) over the three main channels.
      const [user] = await tx.query<{ vip_expires_at: Date | null }>('SELECT vip_expires_at FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const from = Math.max(now, user?.vip_expires_at ? new Date(user.vip_expires_at).getTime() : 0);
      await extendVip(tx, userId, new Date(from + task.reward.amount * DAY_MS), [...MAIN_CHANNELS]);
    } else {
      await tx.query(
        `INSERT INTO download_credits AS c (user_id, balance) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET balance = c.balance + EXCLUDED.balance, updated_at = now()`,
        [userId, task.reward.amount],
      );
    }
    const wallet = await creditsAndVip(tx, userId);
    return { task: stateOf(task, progress, true), ...wallet };
  });
}

/** Records a shared report for today's share task; sharing the same report again the same day counts once. */
export async function recordShare(db: Queryable, userId: number, itemId: number, now = Date.now()): Promise<number> {
  const day = taskDay(now);
  const [item] = await db.query<{ id: number }>('SELECT id FROM items WHERE id = $1', [itemId]);
  if (!item) throw new ApiError(STATUS.notFound, '该报告不存在或已下线', 404);
  await db.query('INSERT INTO task_shares (user_id, item_id, day) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, itemId, day]);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM task_shares WHERE user_id = $1 AND day = $2', [userId, day]);
  return row?.n ?? 0;
}
