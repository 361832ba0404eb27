/**
 * The member task centre (/taskCenter): what each task asks, how much of it counts, and what it
 * gives. Progress is computed on the server from the member's real data (profile fields, brand
 * follows, saved palettes, shared reports); a reward is granted once per task and period.
 */
export const TASK_KEYS = ['profile', 'follow_brands', 'save_palette', 'share_report'] as const;
export type TaskKey = (typeof TASK_KEYS)[number];

export type RewardKind = 'vip_days' | 'download_credits';

export interface TaskDef {
  key: TaskKey;
  /** once: one reward ever; daily: one reward per China calendar day. */
  kind: 'once' | 'daily';
  /** Progress needed to complete the task. */
  target: number;
  reward: { kind: RewardKind; amount: number };
  /** Where the member does it. */
  link: string;
}

export const TASKS: readonly TaskDef[] = [
  { key: 'profile', kind: 'once', target: 3, reward: { kind: 'vip_days', amount: 3 }, link: '/userCenter/myInfo' },
  { key: 'follow_brands', kind: 'once', target: 3, reward: { kind: 'download_credits', amount: 10 }, link: '/list/brand' },
  { key: 'save_palette', kind: 'once', target: 1, reward: { kind: 'download_credits', amount: 5 }, link: '/list/color?ntype=3' },
  { key: 'share_report', kind: 'daily', target: 1, reward: { kind: 'download_credits', amount: 2 }, link: '/taskCenter#share' },
];

export const taskDef = (key: TaskKey): TaskDef => TASKS.find((task) => task.key === key)!;

/** Server messages (zh, shown as given). */
export const TASK_MESSAGES = {
  notDone: '任务尚未完成，完成后再来领取奖励',
  claimed: '奖励已领取，请勿重复领取',
} as const;

/** The China calendar day (UTC+8) as YYYY-MM-DD: daily tasks reset at midnight Beijing time. */
export function taskDay(now: number = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
