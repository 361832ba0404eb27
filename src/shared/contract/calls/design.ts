import { z } from 'zod';
import { defineCall } from '../define';

/** Spec §8: a non-designer on a design-side call. */
export const DESIGNER_ONLY_MESSAGE = '请使用设计师账号登录';

export const DESIGN_MESSAGES = {
  noCompany: '您的账号尚未开通设计公司',
  ownerOnly: '只有公司管理员可以绑定或解绑设计师',
  notFound: '未找到该设计师账号',
  notDesigner: '该账号不是设计师账号',
  self: '不能绑定或解绑公司管理员自己',
  boundHere: '该设计师已绑定本公司',
  boundElsewhere: '该设计师已绑定其他公司',
  notBound: '该设计师未绑定本公司',
  seatsFull: '设计师席位已满，请先解绑其他设计师',
} as const;

export interface DesignCompany {
  id: number;
  name: string;
  seats: number;
  /** Designers bound now, the owner not counted. */
  used: number;
  /** The caller's place in it. */
  role: 'owner' | 'member';
  owner: string;
}

export interface DesignMember {
  id: number;
  username: string;
  nickname: string;
  /** 1 bound, 0 unbound. */
  status: 0 | 1;
  /** YYYY/MM/DD of the last change. */
  updated_date: string;
}

/** A designer account looked up by its owner-to-be: where it stands relative to the caller's company. */
export interface DesignerLookup {
  id: number;
  username: string;
  nickname: string;
  state: 'free' | 'bound_here' | 'bound_elsewhere';
}

const account = z.string().trim().min(1, '请输入设计师账号').max(64);

export const designCalls = {
  'oct/UserCenter/getCommpany': defineCall<{ company: DesignCompany | null }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getCommpany',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  'oct/UserCenter/getDesignTeam': defineCall<{ list: DesignMember[]; count: number }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getDesignTeam',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  'oct/UserCenter/getDesign': defineCall<{ designer: DesignerLookup }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getDesign',
    params: z.strictObject({ account }),
    access: 'login',
    kind: 'read',
    noStore: true,
  }),
  'oct/UserCenter/setBindDesignStatus': defineCall<{ member: DesignMember; company: DesignCompany }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'setBindDesignStatus',
    params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647), status: z.coerce.number().int().min(0).max(1) }),
    access: 'login',
    kind: 'write',
  }),
};
