import { z } from 'zod';
import { defineCall } from '../define';
import type { ListItem } from '../../catalogue/types';
import { TASK_KEYS, type RewardKind, type TaskKey } from '../../tasks/tasks';

export interface TaskState {
  key: TaskKey;
  kind: 'once' | 'daily';
  progress: number;
  target: number;
  done: boolean;
  claimed: boolean;
  reward: { kind: RewardKind; amount: number };
  link: string;
}

export interface TaskCentre {
  /** The task day (China time, YYYY-MM-DD) daily tasks count for. */
  day: string;
  tasks: TaskState[];
  /** Download credits left (spent once the daily download limit is used up). */
  credits: number;
  /** VIP end date (YYYY/MM/DD) when VIP is active, else null. */
  vip_end_date: string | null;
}

export interface ClaimResult {
  task: TaskState;
  credits: number;
  vip_end_date: string | null;
}

/** A group of new items: a column of the channel, or a fabric. */
export interface UpdateGroup {
  id: number;
  name: string;
  count: number;
}

/** What is new in one channel since a moment (the member's last look, or a fixed window). */
export interface ChannelUpdate {
  channel: number;
  name: string;
  /** Seconds: items published after this count as new. */
  since: number;
  /** True when `since` is the member's last visit; false when it is the default window. */
  since_last_visit: boolean;
  count: number;
  groups: UpdateGroup[];
  list: ListItem[];
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
const channel = z.coerce.number().int().positive().max(2_147_483_647);

export const taskCalls = {
  'oct/TaskCenter/getTasks': defineCall<TaskCentre>()({
    module: 'oct',
    controller: 'TaskCenter',
    func: 'getTasks',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  'oct/TaskCenter/claimReward': defineCall<ClaimResult>()({
    module: 'oct',
    controller: 'TaskCenter',
    func: 'claimReward',
    params: z.strictObject({ task: z.enum(TASK_KEYS) }),
    access: 'login',
    kind: 'write',
  }),
  /** Records that the member shared a report (the daily share task); answers the share link. */
  'oct/TaskCenter/shareItem': defineCall<{ url: string; shared_today: number }>()({
    module: 'oct',
    controller: 'TaskCenter',
    func: 'shareItem',
    params: z.strictObject({ id }),
    access: 'login',
    kind: 'write',
  }),
  /** The card of a shared report, for the mobile share page opened from a link. */
  'oct/TaskCenter/getShareCard': defineCall<{ item: ListItem }>()({
    module: 'oct',
    controller: 'TaskCenter',
    func: 'getShareCard',
    params: z.strictObject({ id }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** /updateDetail: new items per main channel (or one channel) since the member last looked. */
  'oct/UpdateDetail/getUpdates': defineCall<{ channels: ChannelUpdate[] }>()({
    module: 'oct',
    controller: 'UpdateDetail',
    func: 'getUpdates',
    params: z.strictObject({ channel: channel.optional() }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
  /** The member has seen a channel's updates: the next look starts from now. */
  'oct/UpdateDetail/markSeen': defineCall<{ channel: number; seen_at: number }>()({
    module: 'oct',
    controller: 'UpdateDetail',
    func: 'markSeen',
    params: z.strictObject({ channel }),
    access: 'login',
    kind: 'write',
  }),
  /** The mobile update pages (share update, fabric-merchant update): a channel's last 7 days, open to a shared link. */
  'oct/UpdateDetail/getChannelNews': defineCall<ChannelUpdate>()({
    module: 'oct',
    controller: 'UpdateDetail',
    func: 'getChannelNews',
    params: z.strictObject({ channel, group: z.enum(['column', 'fabric']).default('column') }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
};
