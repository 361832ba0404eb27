/** Paths without the footer widgets (spec §2): /404, /tools, /humen, special topics and the mobile task pages. */
const NO_WIDGETS = [/^\/404/, /^\/tools(\/|$)/, /^\/humen(\/|$)/, /^\/specialTopic(\/|$)/, /^\/taskCenter(\/|$)/, /^\/mobile(\/|$)/];
/** The footer reserve (promo bar) is also hidden on news, product and qualification pages. */
const NO_RESERVE = [/^\/list\/news/, /^\/list\/newsList/, /^\/detail\/news/, /^\/productCenter/, /^\/qualification/];

export const widgetsHidden = (pathname: string) => NO_WIDGETS.some((pattern) => pattern.test(pathname));

/** Whether the free-VIP-trial bar shows: never for signed-in users, nor on the paths above. */
export function promoBarShown(pathname: string, loggedIn: boolean): boolean {
  return !loggedIn && !widgetsHidden(pathname) && !NO_RESERVE.some((pattern) => pattern.test(pathname));
}
