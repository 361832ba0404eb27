/**
 * Intelligent recommendation (spec §1 tools, §2 /list/intelligent_recommend/channel/:channel;
 * issue #15 item 3): constants shared by the server, the client and the bench.
 */

/** Recommendations per page. */
export const RECOMMEND_PAGE_SIZE = 20;
/** The list stops after this many recommendations (10 pages). */
export const RECOMMEND_MAX = 200;
/** Channel of the page when the path names none (the women's wear channel). */
export const RECOMMEND_DEFAULT_CHANNEL = 20850;

/** Why an item is recommended: the member's own signal it came from. */
export const REASON_KINDS = ['favourite', 'view', 'brand', 'palette', 'popular'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

/** The channel of /list/intelligent_recommend/channel/:channel (a channel id), or the default. */
export function recommendChannelOf(param: string | undefined): number {
  const channel = Number(param);
  return Number.isInteger(channel) && channel > 0 && channel <= 2_147_483_647 ? channel : RECOMMEND_DEFAULT_CHANNEL;
}
