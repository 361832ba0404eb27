import { z } from 'zod';
import { defineCall } from '../define';
import type { BrandCard, ListItem } from '../../catalogue/types';
import type { FollowCard } from './usercenter';

/**
 * Favourites and follows as direct calls (spec §7 "Favourites and follows", issue #12). Every
 * write is applied through the sync service (server/sync), as an op of its own: the same rules,
 * the same exactly-once log, and the member's other devices pull the change at their next sync.
 *
 * `op_id` (optional on every write) names one request: a retry that carries the same op_id is
 * recognised and answered as the first time, never applied twice. Without it the writes are
 * set-state operations, so a repeat still makes no second row.
 */

/** Messages of these calls (spec §8 where it has one, verbatim). */
export const FOLLOW_MESSAGES = {
  /** delFav / delFollowsWords of something not favourited or followed (§8 取消失败!). */
  removeFailed: '取消失败!',
  /** dragSort naming a follow that is not the member's. */
  notYours: '关注记录不存在',
  /** A follow group other than the default (0): there are no groups. */
  noGroup: '关注分组不存在',
} as const;

/** Brand id 6 is the brand tag (spec §3: a brand follow is reshaped to pid 6); 6222 the Instagram tag. */
export const FOLLOW_PID = { brand: 6, blogger: 6222 } as const;

/** A favourite as addFav and delFav answer it (spec §3 favourite item). */
export interface FavouriteMark {
  id: number;
  type: number;
  picture_id: string | null;
  isFav: 0 | 1;
  /** Seconds; 0 when not favourited. */
  fav_time: number;
}

/** A follow in the spec's reshaped form: pid 6 and type brand for brands. */
export interface FollowWord extends FollowCard {
  pid: number;
  type: 'brand' | 'blogger';
}

export interface FollowedBrand extends BrandCard {
  isFav: 1;
  /** The follow record id. */
  follow_id: number;
}

export interface BloggerFocus {
  /** The blogger. */
  id: number;
  /** The follow record id; 0 = not followed (spec §3 blogger focus). */
  focus: number;
}

const positiveId = z.number().int().positive().max(2_147_483_647);
/** A digit id as the data-analysis pages send it (text), or a number. */
const digitId = z
  .union([z.string().regex(/^[1-9]\d{0,9}$/, '须为数字编号'), positiveId])
  .transform(Number)
  .pipe(positiveId);
const contentType = z.number().int().min(0).max(32_767);
/** A picture of the item (type 3 favourites); '', '0' and null mean the item itself. */
const pictureId = z
  .union([z.literal(''), z.literal('0'), z.null(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '图片编号无效')])
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' || value === '0' ? null : value));
/** Names one request so its retry is answered, never applied twice (8–56 letters, digits, - or _). */
const opId = z.string().regex(/^[A-Za-z0-9_-]{8,56}$/, '请求编号须为 8–56 位字母、数字、- 或 _').optional();
const brandWords = z
  .array(positiveId)
  .min(1, '请选择品牌')
  .max(50, '一次最多 50 个品牌')
  .transform((ids) => [...new Set(ids)]);
const followKind = z.enum(['brand', 'blogger']);
const page = z.number().int().positive().max(10_000).default(1);

const favParams = z.strictObject({ id: positiveId, type: contentType, picture_id: pictureId, op_id: opId });

const UC = { module: 'oct', controller: 'UserCenter' } as const;

export const followCalls = {
  'oct/UserCenter/addFav': defineCall<FavouriteMark>()({
    ...UC,
    func: 'addFav',
    params: favParams,
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/delFav': defineCall<FavouriteMark>()({
    ...UC,
    func: 'delFav',
    params: favParams,
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/addFollowsWords': defineCall<{ list: FollowWord[] }>()({
    ...UC,
    func: 'addFollowsWords',
    params: z.strictObject({ words: brandWords, op_id: opId }),
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/delFollowsWords': defineCall<{ list: { tag_id: number; name: string }[] }>()({
    ...UC,
    func: 'delFollowsWords',
    params: z.strictObject({ words: brandWords, op_id: opId }),
    access: 'login',
    kind: 'write',
  }),
  /** The member's follow order: `ids` (follow record ids) first, in that order; the others after, as they were. */
  'oct/UserCenter/dragSort': defineCall<{ ids: number[] }>()({
    ...UC,
    func: 'dragSort',
    params: z.strictObject({
      ids: z.array(positiveId).min(1).max(500).transform((ids) => [...new Set(ids)]),
      data_type: followKind.default('brand'),
    }),
    access: 'login',
    kind: 'write',
  }),
  /** The followed brands as words: their ids in the member's order, with names. */
  'oct/UserCenter/getFollowsWordsByUserId': defineCall<{ words: number[]; list: FollowWord[] }>()({
    ...UC,
    func: 'getFollowsWordsByUserId',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  /** Every follow (brands, then bloggers), reshaped (pid, type, tag_id, cover, up_new_num). */
  'oct/UserCenter/getFollowsWordsByUserIdNew': defineCall<{ list: FollowWord[]; count: number }>()({
    ...UC,
    func: 'getFollowsWordsByUserIdNew',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  /** Follows with each one's newest items (the follow board). */
  'oct/UserCenter/getMemberFollows229': defineCall<{ list: (FollowWord & { items: ListItem[] })[]; count: number; page_size: number }>()({
    ...UC,
    func: 'getMemberFollows229',
    params: z.strictObject({ data_type: followKind.default('brand'), p: page, limit: z.number().int().min(1).max(12).default(4) }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
  /** What is new from everything the member follows: items of followed brands and bloggers, newest first. */
  'oct/UserCenter/getMemberFollows247': defineCall<{ list: ListItem[]; count: number; page_size: number }>()({
    ...UC,
    func: 'getMemberFollows247',
    params: z.strictObject({ data_type: followKind.optional(), p: page }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
  /** Followed brands as brand cards (isFav 1). */
  'oct/UserCenter/getUserFollowsBrand': defineCall<{ list: FollowedBrand[]; count: number; page_size: number }>()({
    ...UC,
    func: 'getUserFollowsBrand',
    params: z.strictObject({ p: page }),
    access: 'login',
    kind: 'read',
  }),
  /** Ids of what the caller follows, to mark follow buttons (a guest follows nothing). */
  'oct/General/getFollowWords': defineCall<{ words: number[]; uper: number[] }>()({
    module: 'oct',
    controller: 'General',
    func: 'getFollowWords',
    params: z.strictObject({}),
    access: 'public',
    kind: 'read',
  }),
  /** Follows (follow_type 1) or unfollows (0) a blogger; group 0 is the only group. */
  'oct/RedBook/addFollow': defineCall<BloggerFocus>()({
    module: 'oct',
    controller: 'RedBook',
    func: 'addFollow',
    params: z.strictObject({
      id: digitId,
      follow_type: z.union([z.literal(0), z.literal(1)]).default(1),
      group_id: z.number().int().min(0).max(2_147_483_647).default(0),
      op_id: opId,
    }),
    access: 'login',
    kind: 'write',
  }),
  /** Follows (follow 1, the default) or unfollows (0) a blogger from the data-analysis pages. */
  'oct/DataAnalys/followBlogger': defineCall<BloggerFocus>()({
    module: 'oct',
    controller: 'DataAnalys',
    func: 'followBlogger',
    params: z.strictObject({ id: digitId, follow: z.union([z.literal(0), z.literal(1)]).default(1), op_id: opId }),
    access: 'login',
    kind: 'write',
  }),
};
