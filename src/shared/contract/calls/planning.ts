import { z } from 'zod';
import { defineCall } from '../define';
import { planBoardSchema, planName, type PlanSummary, type RangePlan } from '../../planning/board';

/**
 * Range plans (issue #14 item 4; spec §2 /detail/planning/…): a member's own plans, never anyone
 * else's. The board is saved whole with the version it was based on: a save based on an older
 * version is refused (409) and changes nothing, so two tabs never silently overwrite each other.
 * Last writer wins only after the loser has seen the newer plan.
 */
export const PLAN_MESSAGES = {
  notFound: '未找到该企划',
  stale: '企划已在其他窗口或设备上修改，请重新载入后再保存（您的修改仍保留在本页）',
  tooMany: '企划数量已达上限，请先删除不用的企划',
} as const;

const planId = z.coerce.number().int().positive().max(2_147_483_647);
const channel = z.coerce.number().int().positive().max(2_147_483_647);

const P = { module: 'oct', controller: 'Planning' } as const;

export const planningCalls = {
  'oct/Planning/listPlans': defineCall<{ list: PlanSummary[] }>()({
    ...P,
    func: 'listPlans',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  'oct/Planning/getPlan': defineCall<{ plan: RangePlan }>()({
    ...P,
    func: 'getPlan',
    params: z.strictObject({ id: planId }),
    access: 'login',
    kind: 'read',
  }),
  'oct/Planning/createPlan': defineCall<{ plan: RangePlan }>()({
    ...P,
    func: 'createPlan',
    params: z.strictObject({ name: planName, channel: channel.default(20850) }),
    access: 'login',
    kind: 'write',
  }),
  'oct/Planning/renamePlan': defineCall<{ plan: PlanSummary }>()({
    ...P,
    func: 'renamePlan',
    params: z.strictObject({ id: planId, name: planName }),
    access: 'login',
    kind: 'write',
  }),
  'oct/Planning/savePlan': defineCall<{ plan: RangePlan }>()({
    ...P,
    func: 'savePlan',
    params: z.strictObject({ id: planId, version: z.number().int().positive(), board: planBoardSchema }),
    access: 'login',
    kind: 'write',
  }),
  'oct/Planning/deletePlan': defineCall<{ id: number }>()({
    ...P,
    func: 'deletePlan',
    params: z.strictObject({ id: planId }),
    access: 'login',
    kind: 'write',
  }),
};
