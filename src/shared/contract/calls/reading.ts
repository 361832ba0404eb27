import { z } from 'zod';
import { defineCall } from '../define';
import type { BrandCard, HotKeyword, ListItem, ListResult } from '../../catalogue/types';
import { attrsParam, channelId, dropped, itemId } from './catalogue';
import { analysisScope, type AnalysisValue, type AnalysisWindow } from './analysis';

/** A followed brand in the brand library's "my brands" list. */
export interface FavouriteBrand extends BrandCard {
  isFav: true;
  follow_time: number;
}

/** A craft (craftwork attribute value) by the attention its items got in a window. */
export interface CraftAttention extends AnalysisValue {
  /** Views of the window's items carrying the craft. */
  pv: number;
}

/** Reading calls of spec §7 beyond the list pages: hot words, brand analysis, crafts, my brands. */
export const readingCalls = {
  /** Hot words (the search keywords searched most), of a channel and site-wide. */
  'oct/ListDataJun/getWord': defineCall<{ list: HotKeyword[] }>()({
    module: 'oct',
    controller: 'ListDataJun',
    func: 'getWord',
    params: z.strictObject({ channel: dropped(channelId), limit: z.coerce.number().int().min(1).max(50).default(10) }),
    access: 'public',
    kind: 'read',
  }),
  /** A brand's style distribution: its items per style value, over the items the caller may open. */
  'index/Brand/getBrandStyleSubsetAnalyze': defineCall<{ brand: { id: number; name: string }; total: number; list: AnalysisValue[] }>()({
    module: 'index',
    controller: 'Brand',
    func: 'getBrandStyleSubsetAnalyze',
    params: z.strictObject({ id: itemId, limit: z.coerce.number().int().min(1).max(50).default(12) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** The brands the member follows (brand library "my brands"), in the member's follow order. */
  'index/Brand/favList': defineCall<{ list: FavouriteBrand[]; count: number; page_size: number }>()({
    module: 'index',
    controller: 'Brand',
    func: 'favList',
    params: z.strictObject({ p: z.coerce.number().int().positive().max(10_000).default(1) }),
    access: 'login',
    kind: 'read',
  }),
  /** Crafts by attention: the views of a window's items carrying each craft (data-analysis scope). */
  'oct/ListDataKw/getCraftFollow': defineCall<{ window: AnalysisWindow; list: CraftAttention[] }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getCraftFollow',
    params: z.strictObject({ ...analysisScope, limit: z.coerce.number().int().min(1).max(50).default(12) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Most viewed items of a craft (or of any craft) in a channel's last 90 days. */
  'oct/ListDataKw/getCraftRecommended': defineCall<ListResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getCraftRecommended',
    params: z.strictObject({ channel: dropped(channelId), craft: dropped(itemId), limit: z.coerce.number().int().min(1).max(40).default(12) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
};

/** Viewing history written by a direct call (spec §7 UserCenter/sdViewLog). */
export const viewLogCalls = {
  /**
   * Records that the member viewed an item: the same browsing history (我的足迹, getViewHistory)
   * the app's offline sync writes, through the same apply code, so the member's other devices
   * see it at their next sync. The latest view time is kept.
   */
  'oct/UserCenter/sdViewLog': defineCall<{ id: number; type: number; viewed_time: number }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'sdViewLog',
    params: z.strictObject({ id: itemId, type: dropped(z.coerce.number().int().min(0).max(32_767)) }),
    access: 'login',
    kind: 'write',
  }),
};

/** Spec §5 display length (ASCII 1, others 2) of a picture comment: 1 to 280 (140 Chinese characters). */
export const COMMENT_MAX_LENGTH = 280;
/** Comments a member may post: this many per minute and per day, on all app servers together. */
export const COMMENT_LIMITS = { perMinute: 5, perDay: 100 } as const;

export const COMMENT_MESSAGES = {
  empty: '请输入评论内容',
  tooLong: `评论不能超过${COMMENT_MAX_LENGTH / 2}个汉字（${COMMENT_MAX_LENGTH}个字符）`,
  tooMany: '评论太频繁，请稍后再试',
  noPicture: '该图片不属于此内容',
} as const;

/** A comment on a picture. `content` is HTML-escaped (safe to insert as markup; plain text shows the entities decoded by the client). */
export interface ImageComment {
  id: number;
  /** The item and the picture of it (a media id; '' = the item as a whole). */
  item_id: number;
  picture_id: string;
  content: string;
  username: string;
  add_time: number;
  /** The caller wrote it. */
  mine: boolean;
}

const pictureId = z.string().regex(/^[A-Za-z0-9_-]{0,64}$/, 'a picture id').default('');

/** Comments on pictures (spec §7 General/imageComment): list, and add for members. */
export const commentCalls = {
  'oct/General/imageComment': defineCall<{ list: ImageComment[]; count: number; page_size: number }>()({
    module: 'oct',
    controller: 'General',
    func: 'imageComment',
    params: z.strictObject({ id: itemId, picture_id: pictureId, p: z.coerce.number().int().positive().max(10_000).default(1) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'oct/General/addImageComment': defineCall<ImageComment>()({
    module: 'oct',
    controller: 'General',
    func: 'addImageComment',
    params: z.strictObject({ id: itemId, picture_id: pictureId, content: z.string().max(4000) }),
    access: 'login',
    kind: 'write',
    itemData: true,
  }),
};

/** One column of a channel in the search map: how many items match there, and the newest of them. */
export interface SearchMapColumn {
  column: { id: number; name: string; url_str: string };
  count: number;
  list: ListItem[];
}

export interface SearchMapAttr {
  id: number;
  key: string;
  name: string;
  values: { id: number; name: string; count: number }[];
}

const searchMapScope = {
  channel: dropped(channelId),
  key_words: dropped(z.string().max(200)),
  attrs: dropped(attrsParam),
};

/** The search map (spec §7 SearchMap): a channel's matches laid out by column, and their attribute facets. */
export const searchMapCalls = {
  'oct/SearchMap/getList': defineCall<{ list: SearchMapColumn[]; total: number }>()({
    module: 'oct',
    controller: 'SearchMap',
    func: 'getList',
    params: z.strictObject({ ...searchMapScope, limit: z.coerce.number().int().min(1).max(12).default(4) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'oct/SearchMap/getAttrList': defineCall<{ list: SearchMapAttr[]; total: number }>()({
    module: 'oct',
    controller: 'SearchMap',
    func: 'getAttrList',
    params: z.strictObject(searchMapScope),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
};
