/** No-access copy of spec §6/§8, verbatim: what the server puts in `msg` with status 9527. */
export const NO_ACCESS_TEXT = {
  /** A guest opening VIP content. */
  guestVip: '尊敬的客户，目前您处于未登录状态，本内容属于VIP会员可见，请先登录或注册',
  /** A logged-in member without VIP. */
  member: '对不起！您没有浏览此内容的权限！',
  memberHint: '暂无权限浏览，请您联系客服解决',
} as const;
