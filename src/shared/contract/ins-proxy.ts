import { z } from 'zod';
import { BLOG_SORTS, INS_ROUTE_PATHS, TAG_KINDS, UPER_SORTS, type InsMethod, type TagKind } from './ins-plain';

export * from './ins-plain';

/**
 * The Instagram proxy of spec §7: the client POSTs `{api, method, params}` to /api/ins and the
 * server forwards it to the blogger content service ("dnext", server/dnext) — but only when
 * `method` and `api` match one row of INS_ROUTES, and only with params that row's schema accepts.
 * Client and server share this table, so the allow-list cannot drift. Who the caller is comes
 * from the session; nothing in the body can name another user.
 *
 * Answers are the service's own: HTTP 200 with body `{code: 200, data, message}` on success.
 */

// ---------------------------------------------------------------- param schemas

/** Ids are digits only, in the path and in params alike. */
const DIGITS = /^[0-9]{1,9}$/;
const id = z.union([z.number(), z.string().regex(DIGITS)]).pipe(z.coerce.number<string | number>().int().positive().max(2_147_483_647));
const page = z.union([z.number(), z.string().regex(DIGITS)]).pipe(z.coerce.number<string | number>().int().positive().max(10_000)).default(1);
/** low_high ranges (spec §3: price text "written low_high"); either side may be empty. */
const range = z.string().regex(/^[0-9]{0,10}_[0-9]{0,10}$/);
const text = (max: number) =>
  z
    .string()
    // No control characters (CR, LF, NUL …) anywhere: they have no business in a name.
    .refine((value) => ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), '含有不允许的字符')
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `最多${max}个字`));

const none = z.strictObject({});
const uperListParams = z.strictObject({
  p: page,
  sort: z.enum(UPER_SORTS).default('synthesis'),
  itype: z.union([z.number(), z.string().regex(/^[0-6]$/)]).pipe(z.coerce.number<string | number>().int().min(0).max(6)).default(0),
  area_id: id.optional(),
  group_id: id.optional(),
  style_id: id.optional(),
  fashion_id: id.optional(),
  pattern_id: id.optional(),
  fabric_id: id.optional(),
  craft_id: id.optional(),
  fans: range.optional(),
  fans_up: range.optional(),
  sex: z.union([z.number(), z.string().regex(/^[0-2]$/)]).pipe(z.coerce.number<string | number>().int().min(0).max(2)).optional(),
  key_words: text(40).optional(),
});
const blogListParams = z.strictObject({
  p: page,
  sort: z.enum(BLOG_SORTS).default('new'),
  uper_id: id.optional(),
  topic_id: id.optional(),
  tag_id: id.optional(),
  /** Posts of the bloggers the caller follows. */
  followed: z.union([z.literal(1), z.literal('1')]).transform(() => 1 as const).optional(),
});

// ---------------------------------------------------------------- the allow-list

export interface InsRouteDef {
  method: InsMethod;
  /** As written in spec §7; `{name}` is a path id (digits only). */
  template: string;
  params: z.ZodType;
  /** public: anyone (the session only personalises, e.g. `focus`); login: a signed-in user. */
  access: 'public' | 'login';
  /** Reads may be kept in the user's offline cache; writes never. */
  kind: 'read' | 'write';
}

const route = <P extends z.ZodType>(name: keyof typeof INS_ROUTE_PATHS, params: P, access: 'public' | 'login') => {
  const { method, template } = INS_ROUTE_PATHS[name];
  return { method, template, params, access, kind: method === 'GET' ? ('read' as const) : ('write' as const) };
};

export const INS_ROUTES = {
  // Favourites of posts (collect) and follows of bloggers (focus).
  collectAdd: route('collectAdd', z.strictObject({ blog_id: id, group_id: id }), 'login'),
  collectDelete: route('collectDelete', none, 'login'),
  focusAdd: route('focusAdd', z.strictObject({ data_type: z.literal('uper'), data_id: id }), 'login'),
  focusDelete: route('focusDelete', none, 'login'),
  focusSort: route('focusSort', z.strictObject({ ids: z.array(id).min(1).max(500) }), 'login'),
  // Notifications.
  notificationRead: route('notificationRead', none, 'login'),
  notificationReadAll: route('notificationReadAll', none, 'login'),
  notificationUnread: route('notificationUnread', none, 'login'),
  notifications: route('notifications', z.strictObject({ p: page }), 'login'),
  // Bloggers.
  uper: route('uper', none, 'public'),
  uperGroups: route('uperGroups', none, 'public'),
  uperFollowed: route('uperFollowed', z.strictObject({ p: page }), 'login'),
  uperHome: route('uperHome', none, 'public'),
  upers: route('upers', uperListParams, 'public'),
  uperListParams: route('uperListParams', none, 'public'),
  uperAreaParams: route('uperAreaParams', none, 'public'),
  uperItypeParams: route('uperItypeParams', none, 'public'),
  uperDesigns: route('uperDesigns', z.strictObject({ uper_id: id }), 'public'),
  // Posts, pictures, topics.
  blogs: route('blogs', blogListParams, 'public'),
  blog: route('blog', none, 'public'),
  blogListParams: route('blogListParams', none, 'public'),
  pics: route('pics', z.strictObject({ p: page, tag_id: id.optional(), topic_id: id.optional() }), 'public'),
  topics: route('topics', none, 'public'),
  // Common.
  tags: route('tags', z.strictObject({ kind: z.enum(TAG_KINDS).optional() }), 'public'),
  download: route('download', z.strictObject({ blog_id: id, pictures: z.array(z.number().int().min(0).max(49)).min(1).max(50).optional() }), 'login'),
  // Collect groups.
  collectGroups: route('collectGroups', none, 'login'),
  collectGroup: route('collectGroup', z.strictObject({ p: page }), 'login'),
  /** Rename ({name}) or move collects into this group ({collect_ids}). */
  collectGroupUpdate: route('collectGroupUpdate',
    z.union([z.strictObject({ name: text(20).pipe(z.string().min(1, '请输入分组名称')) }), z.strictObject({ collect_ids: z.array(id).min(1).max(500) })]),
    'login',
  ),
  collectGroupDelete: route('collectGroupDelete', none, 'login'),
  collectGroupCreate: route('collectGroupCreate', z.strictObject({ name: text(20).pipe(z.string().min(1, '请输入分组名称')) }), 'login'),
  collectGroupClear: route('collectGroupClear', none, 'login'),
  // Inclusion requests (suggest a blogger).
  inclusions: route('inclusions', none, 'login'),
  inclusionAdd: route('inclusionAdd',
    z.strictObject({ account: text(60).pipe(z.string().regex(/^@?[A-Za-z0-9_.]{1,30}$/, '请输入正确的Instagram账号')), note: text(200).default('') }),
    'login',
  ),
} as const satisfies Record<string, InsRouteDef>;

export type InsRouteName = keyof typeof INS_ROUTES;

/** A template as a whole-path pattern: `{name}` → one run of digits, captured. */
function patternOf(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => (/^\{[a-z]+\}$/.test(segment) ? '([0-9]{1,9})' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const COMPILED = (Object.entries(INS_ROUTES) as [InsRouteName, InsRouteDef][]).map(([name, def]) => ({ name, def, pattern: patternOf(def.template) }));

/**
 * What `api` may look like before it is even matched: an absolute path of letters, digits,
 * underscore, hyphen and slashes. That alone rules out schemes, hosts (`//`, `\`, `@`, `:`),
 * traversal (`.`), encodings (`%`), queries and fragments, and CR/LF or any other control byte.
 */
export const INS_API_SHAPE = /^\/api\/(?:dnext|v1)(?:\/[A-Za-z0-9_-]+)+$/;

export interface InsMatch {
  name: InsRouteName;
  def: InsRouteDef;
  /** Path ids in template order. */
  ids: number[];
}

/** The allow-list row for a method and path, or null: anything not listed is refused. */
export function matchInsRoute(method: string, api: string): InsMatch | null {
  if (typeof api !== 'string' || api.length > 200 || !INS_API_SHAPE.test(api) || api.includes('//')) return null;
  for (const { name, def, pattern } of COMPILED) {
    if (def.method !== method) continue;
    const found = pattern.exec(api);
    if (found) return { name, def, ids: found.slice(1).map(Number) };
  }
  return null;
}

// ---------------------------------------------------------------- answers

export interface InsUperCard {
  id: number;
  name: string;
  nickname: string;
  avatar: string | null;
  itype: number;
  area: string;
  area_id: number | null;
  sex: number;
  fans: number;
  fans_up: number;
  likes: number;
  comments: number;
  posts: number;
  add_time: number;
  upd_time: number;
  bio: string;
  /** Follow record id of the caller; 0 = not followed (spec §3 blogger item). */
  focus: number;
  /** The newest pictures (for cards). */
  covers: string[];
}
export interface InsTag {
  id: number;
  kind: TagKind;
  name: string;
}
export interface InsBlogCard {
  id: number;
  uper_id: number;
  uper_name: string;
  uper_avatar: string | null;
  content: string;
  cover: string;
  width: number;
  height: number;
  pictures: number;
  publish_time: number;
  likes: number;
  comments: number;
}
export interface InsPicture {
  url: string;
  width: number;
  height: number;
}
export interface InsBlogDetail extends InsBlogCard {
  pictures_list: InsPicture[];
  tags: InsTag[];
  topic: { id: number; name: string } | null;
  uper: InsUperCard;
  /** The caller's collects of this post (one per group). */
  collects: { id: number; group_id: number }[];
  prev: InsBlogCard | null;
  next: InsBlogCard | null;
}
export interface InsPage<T> {
  list: T[];
  count: number;
  page_size: number;
}
export interface InsOption {
  id: number | string;
  name: string;
  count?: number;
}
export interface InsUperListParams {
  sorts: InsOption[];
  itypes: InsOption[];
  fans: InsOption[];
  fans_up: InsOption[];
  sex: InsOption[];
  tags: Record<TagKind, InsOption[]>;
  groups: InsOption[];
}
export interface InsDesign {
  id: number;
  uper_id: number;
  title: string;
  picture: string;
}
export interface InsTopic {
  id: number;
  name: string;
  cover: string | null;
  posts: number;
}
export interface InsPicCard {
  id: string;
  blog_id: number;
  index: number;
  url: string;
  width: number;
  height: number;
  uper_id: number;
  uper_name: string;
}
export interface InsFollowedUper extends InsUperCard {
  latest: InsBlogCard[];
}
export interface InsNotification {
  id: number;
  kind: 'follow' | 'inclusion';
  title: string;
  content: string;
  uper_id: number | null;
  blog_id: number | null;
  read: boolean;
  created_at: number;
}
export interface InsCollectGroup {
  id: number;
  name: string;
  count: number;
  cover: string | null;
  created_at: number;
}
export interface InsCollectedBlog extends InsBlogCard {
  collect_id: number;
}
export interface InsInclusion {
  id: number;
  account: string;
  note: string;
  status: number;
  created_at: number;
}

/** Result type per route. */
export interface InsResults {
  collectAdd: { id: number };
  collectDelete: { id: number };
  /** Spec §7: the new follow id is data.list[0].id. */
  focusAdd: { list: { id: number }[] };
  focusDelete: { id: number };
  focusSort: { ids: number[] };
  notificationRead: { id: number };
  notificationReadAll: { count: number };
  notificationUnread: { count: number };
  notifications: InsPage<InsNotification>;
  uper: InsUperCard & { group: InsOption | null; tags: InsTag[] };
  uperGroups: { list: InsOption[] };
  uperFollowed: InsPage<InsFollowedUper>;
  uperHome: { groups: { group: InsOption; list: InsUperCard[] }[]; latest: InsBlogCard[] };
  upers: InsPage<InsUperCard>;
  uperListParams: InsUperListParams;
  uperAreaParams: { list: InsOption[] };
  uperItypeParams: { list: InsOption[] };
  uperDesigns: { list: InsDesign[] };
  blogs: InsPage<InsBlogCard>;
  blog: InsBlogDetail;
  blogListParams: { sorts: InsOption[]; tags: InsTag[]; topics: InsOption[] };
  pics: InsPage<InsPicCard>;
  topics: { list: InsTopic[] };
  tags: { list: InsTag[] };
  download: { list: { url: string; name: string }[]; used: number; limit: number };
  collectGroups: { list: InsCollectGroup[] };
  collectGroup: InsPage<InsCollectedBlog> & { group: InsCollectGroup };
  collectGroupUpdate: InsCollectGroup;
  collectGroupDelete: { id: number };
  collectGroupCreate: InsCollectGroup;
  collectGroupClear: { id: number; removed: number };
  inclusions: { list: InsInclusion[] };
  inclusionAdd: InsInclusion;
}

export type InsParamsIn<N extends InsRouteName> = z.input<(typeof INS_ROUTES)[N]['params']>;
export type InsParamsOut<N extends InsRouteName> = z.output<(typeof INS_ROUTES)[N]['params']>;
