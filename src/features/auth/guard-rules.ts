/** Spec §2: pages that need a signed-in user (lists are open to everyone). */
const LOGIN_REQUIRED: RegExp[] = [
  /^\/$/,
  /^\/index\/home\/?$/,
  /^\/updateDetail(\/[^/]*)?\/?$/,
  /^\/detail\/(bookFutu|listDetail|articleDetail)\/?$/,
  /^\/detail\/archivePage\//,
  /^\/detail\/planning\//,
  /^\/detail\/d3d\//,
  /^\/list\/diylayout\/(myWorks|doc)\//,
  /^\/detail\/diylayoutDoc\/?$/,
  /^\/detail\/diylayout\/admin\//,
  /^\/exportPDF\/diylayout\//,
  /^\/fittingRoom\//,
  /^\/expanderGraph\//,
  /^\/cloudThink(\/[^/]*)?\/?$/,
  /^\/colorTrend\/detail\//,
];

/** Where the designer-account rule sends a type-1 account (spec §6, §9). */
export const DESIGNER_HOME = '/userCenter/accountManage/complex';

/**
 * What a guest gets on a path: any path containing /userCenter goes to / (spec §2), other
 * login-required pages go to the login page and come back afterwards; null = open page.
 */
export function guestRedirect(pathname: string): 'home' | 'login' | null {
  if (pathname.includes('/userCenter')) return 'home';
  return LOGIN_REQUIRED.some((pattern) => pattern.test(pathname)) ? 'login' : null;
}

/** A redirect target from a query string: same-site paths only, never //host or a URL. */
export function safeRedirect(value: string | null, fallback = '/index/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
