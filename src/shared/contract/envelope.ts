/** Body status codes of the data endpoint (spec §4, §7). */
export const STATUS = {
  ok: 200,
  noData: 4000,
  badRequest: 400,
  notLoggedIn: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  timeout: 504,
  /** The account is now logged in on another device. */
  displaced: 1845,
  /** Logged in but lacking the right to this content. */
  noPermission: 9527,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

export interface Envelope<T> {
  status: number;
  data: T | null;
  msg: string;
}

/** Texts the server sends in `msg` (spec §8 where it has one, verbatim). */
export const MESSAGES = {
  ok: 'success',
  noData: '暂无数据',
  badRequest: '请求参数错误',
  unknownCall: '接口不存在',
  notLoggedIn: '请先登录',
  noBrowsePermission: '对不起！您没有浏览此内容的权限！',
  displaced: '账号已在其它设备登录，请退出后重新登录！',
  serverError: '后台系统异常！请稍后再试~',
  timeout: '您的网络异常请重试！',
  tooMany: '正在操作，请勿频繁点击',
} as const;
