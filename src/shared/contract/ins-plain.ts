/**
 * The zod-free part of the Instagram proxy's contract (ins-proxy.ts): constants, the route table's
 * methods and paths, and the client's path builder. The browser imports this module, so the
 * header's notification bell and the ins pages do not bring zod into a page's first load
 * (issue #11); ins-proxy.ts adds each route's parameter schema and access for the server.
 */
export const INS_PROXY_PATH = '/api/ins';

export type InsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Body code and §8 texts of the proxy. */
export const INS_CODE = { ok: 200, badRequest: 400, notLoggedIn: 401, forbidden: 403, notFound: 404, conflict: 409, serverError: 500, timeout: 504 } as const;
export const INS_MESSAGES = {
  ok: 'success',
  /** §8: blogger follow, save or download while logged out. */
  notLoggedIn: '请登录后再操作！',
  /** §8: non-200 on brand or blogger follow. */
  serviceFailed: '请求服务失败！请稍后再试~',
  /** §8: request exception. */
  serverError: '后台系统异常！请稍后再试~',
  badRequest: '请求参数错误',
  notFound: '内容不存在或已下架',
  groupExists: '分组名称已存在',
  displaced: '账号已在其它设备登录，请退出后重新登录！',
  noDownload: 'VIP会员可用!',
  quotaUsed: '今日下载次数已用完',
} as const;

export interface InsAnswer<T> {
  code: number;
  data: T | null;
  message: string;
}

/** §9: the proxy waits 60 s. */
export const INS_TIMEOUT_MS = 60_000;
/** Largest request body the proxy accepts (params are small: ids, names, a sort order). */
export const INS_MAX_BODY = 16 * 1024;
/** §9: page size of lists. */
export const INS_PAGE_SIZE = 40;

export const UPER_SORTS = ['synthesis', 'add_time', 'upd_time', 'fans', 'like', 'comment'] as const;
export const BLOG_SORTS = ['new', 'hot', 'like', 'comment'] as const;
export type UperSort = (typeof UPER_SORTS)[number];
export type BlogSort = (typeof BLOG_SORTS)[number];
/** Spec §3 blogger types: 0 all, 1 brand, 6 e-commerce, 2 designer, 3 fashion blogger, 4 celebrity, 5 influencer. */
export const UPER_TYPES = [0, 1, 6, 2, 3, 4, 5] as const;
/** Names of the blogger types, [zh, en]. */
export const UPER_TYPE_NAMES: Record<number, readonly [string, string]> = {
  0: ['全部', 'All'],
  1: ['品牌', 'Brands'],
  6: ['电商', 'E-commerce'],
  2: ['设计师', 'Designers'],
  3: ['时尚博主', 'Fashion bloggers'],
  4: ['明星', 'Celebrities'],
  5: ['网红', 'Influencers'],
};
export const uperTypeName = (itype: number, locale: 'zh' | 'en') => UPER_TYPE_NAMES[itype]?.[locale === 'en' ? 1 : 0] ?? '';
export const TAG_KINDS = ['style', 'fashion', 'pattern', 'fabric', 'craft'] as const;
export type TagKind = (typeof TAG_KINDS)[number];
/** Blogger filter keys of tag kinds (spec §3). */
export const TAG_FILTER_KEYS = { style: 'style_id', fashion: 'fashion_id', pattern: 'pattern_id', fabric: 'fabric_id', craft: 'craft_id' } as const;

/** Method and path (spec §7) of every allowed route; `{name}` is a path id (digits only). */
export const INS_ROUTE_PATHS = {
  collectAdd: { method: 'POST', template: '/api/v1/collect' },
  collectDelete: { method: 'DELETE', template: '/api/v1/collect/{collect}' },
  focusAdd: { method: 'POST', template: '/api/v1/focus' },
  focusDelete: { method: 'DELETE', template: '/api/v1/focus/{id}' },
  focusSort: { method: 'POST', template: '/api/v1/focus/sort/drag' },
  notificationRead: { method: 'PUT', template: '/api/v1/notifications/{id}/read' },
  notificationReadAll: { method: 'PUT', template: '/api/v1/notifications/read-all' },
  notificationUnread: { method: 'GET', template: '/api/v1/notifications/unread' },
  notifications: { method: 'GET', template: '/api/v1/notifications' },
  uper: { method: 'GET', template: '/api/dnext/uper/{id}' },
  uperGroups: { method: 'GET', template: '/api/dnext/uper/group' },
  uperFollowed: { method: 'GET', template: '/api/dnext/uper/list' },
  uperHome: { method: 'GET', template: '/api/dnext/uper/home' },
  upers: { method: 'GET', template: '/api/dnext/uper' },
  uperListParams: { method: 'GET', template: '/api/dnext/uper/listParams' },
  uperAreaParams: { method: 'GET', template: '/api/dnext/uper/areaParams' },
  uperItypeParams: { method: 'GET', template: '/api/dnext/uper/itypeParams' },
  uperDesigns: { method: 'GET', template: '/api/dnext/uper/design/recommend' },
  blogs: { method: 'GET', template: '/api/dnext/blog' },
  blog: { method: 'GET', template: '/api/dnext/blog/{id}' },
  blogListParams: { method: 'GET', template: '/api/dnext/blog/listParams' },
  pics: { method: 'GET', template: '/api/dnext/pic' },
  topics: { method: 'GET', template: '/api/dnext/topic' },
  tags: { method: 'GET', template: '/api/v1/common/tags' },
  download: { method: 'POST', template: '/api/v1/common/download' },
  collectGroups: { method: 'GET', template: '/api/v1/collect_group' },
  collectGroup: { method: 'GET', template: '/api/v1/collect_group/{id}' },
  collectGroupUpdate: { method: 'PUT', template: '/api/v1/collect_group/{id}' },
  collectGroupDelete: { method: 'DELETE', template: '/api/v1/collect_group/{id}' },
  collectGroupCreate: { method: 'POST', template: '/api/v1/collect_group' },
  collectGroupClear: { method: 'DELETE', template: '/api/v1/collect_group/{id}/clear' },
  inclusions: { method: 'GET', template: '/api/v1/inclusion' },
  inclusionAdd: { method: 'POST', template: '/api/v1/inclusion' },
} as const satisfies Record<string, { method: InsMethod; template: string }>;

/** The path of a route with its ids filled in (client side). */
export function insPath(name: keyof typeof INS_ROUTE_PATHS, ids: readonly number[] = []): string {
  let index = 0;
  return INS_ROUTE_PATHS[name].template.replace(/\{[a-z]+\}/g, () => String(ids[index++]));
}
