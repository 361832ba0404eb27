import { z } from 'zod';
import { defineCall } from '../define';

/** Spec §3 user info, field for field. Flags are 0/1 as the original sent them. */
export interface UserInfo {
  isLogin: 0 | 1;
  username: string;
  customer_id: number;
  guideStep: number;
  /** Per-channel authority, keyed by channel id: 1 = may browse that channel. */
  channel_auth_type: Record<string, 0 | 1>;
  /** Keyed `${channel}_${column}_noauth` (column 0 = the whole channel): the tip to show. */
  auth_tips: Record<string, string>;
  is_vip: 0 | 1;
  /** Authority over at least one channel (colour cards need is_vip and is_auth). */
  is_auth: 0 | 1;
  /** Has paid for VIP at least once. */
  is_buy_vip: 0 | 1;
  /** 1 = design-side account. */
  type: 0 | 1;
  hide_by_pms_1517: 0 | 1;
}

export const GUEST_INFO: UserInfo = {
  isLogin: 0,
  username: '',
  customer_id: 0,
  guideStep: 0,
  channel_auth_type: {},
  auth_tips: {},
  is_vip: 0,
  is_auth: 0,
  is_buy_vip: 0,
  type: 0,
  hide_by_pms_1517: 0,
};

/** The signed-in user's own profile (user centre → 我的信息). */
export interface MyProfile {
  username: string;
  /** Masked: 138****8000. */
  phone: string;
  nickname: string;
  company: string;
  job_title: string;
  type: 0 | 1;
  /** YYYY/MM/DD, or '' when the user never had VIP. */
  vip_end_date: string;
  is_vip: 0 | 1;
  /** YYYY/MM/DD */
  created_date: string;
}

const profileText = (max: number) => z.string().trim().max(max);
const noParams = z.strictObject({});

export const accountCalls = {
  'index/User/specialCheck': defineCall<{ isLogin: 1 }>()({
    module: 'index',
    controller: 'User',
    func: 'specialCheck',
    params: noParams,
    access: 'login',
    kind: 'session',
  }),
  'index/User/reGetInfo': defineCall<UserInfo>()({
    module: 'index',
    controller: 'User',
    func: 'reGetInfo',
    params: noParams,
    access: 'public',
    kind: 'session',
  }),
  'oct/General/serviceInfo': defineCall<{ phone: string }>()({
    module: 'oct',
    controller: 'General',
    func: 'serviceInfo',
    params: noParams,
    access: 'public',
    kind: 'read',
  }),
  'oct/UserCenter/getMyInfo': defineCall<MyProfile>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getMyInfo',
    params: noParams,
    access: 'login',
    kind: 'session',
  }),
  /** Only these three fields can change; anything else (is_vip, type …) is rejected. */
  'oct/UserCenter/updateMyInfo': defineCall<MyProfile>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'updateMyInfo',
    params: z.strictObject({ nickname: profileText(32), company: profileText(64), job_title: profileText(32) }),
    access: 'login',
    kind: 'write',
  }),
};
