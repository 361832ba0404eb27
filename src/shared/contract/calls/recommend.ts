import { z } from 'zod';
import { defineCall } from '../define';
import type { ListItem } from '../../catalogue/types';
import { RECOMMEND_MAX, RECOMMEND_PAGE_SIZE } from '../../recommend';

/**
 * Intelligent recommendation (spec §2 /list/intelligent_recommend/channel/:channel, issue #15
 * item 3): items of a channel picked for the signed-in member from their favourites, followed
 * brands, palettes and browsing history, each with the reason it was picked. Members without any
 * signal get the channel's most popular items. Login only: guests hear 401 请先登录.
 */

/** The member's signal a recommendation came from. */
export type RecommendReason =
  /** Similar to an item the member favourited or viewed; `shared` names the styles both carry. */
  | { kind: 'favourite' | 'view'; item_id: number; title: string; shared: string[] }
  /** New from a brand the member follows. */
  | { kind: 'brand'; brand_id: number; name: string }
  /** Its dominant colour is one of a saved palette's colours. */
  | { kind: 'palette'; palette_id: string; title: string; colour: string }
  /** Popular in the channel (no signal of the member leads here). */
  | { kind: 'popular' };

export interface Recommendation {
  item: ListItem;
  /** The item's styles (风格), shown on the card. */
  styles: string[];
  reason: RecommendReason;
}

export interface RecommendPage {
  list: Recommendation[];
  count: number;
  page_size: number;
  /** False while the member has no signal yet (cold start: popular in the channel). */
  personalised: boolean;
}

const M = { module: 'oct', controller: 'Recommend' } as const;

export const recommendCalls = {
  /** /list/intelligent_recommend/channel/:channel: one page of the member's recommendations in a channel. */
  'oct/Recommend/getList': defineCall<RecommendPage>()({
    ...M,
    func: 'getList',
    params: z.strictObject({
      channel: z.number().int().positive().max(2_147_483_647),
      p: z
        .number()
        .int()
        .positive()
        .max(Math.ceil(RECOMMEND_MAX / RECOMMEND_PAGE_SIZE))
        .default(1),
    }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
};
